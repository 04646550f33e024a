/**
 * What the admins' tables share (issue 64): a page walks an index newest first in (time, id) order
 * from the cursor, and a search reads at most SCAN_MAX rows of that walk per page.
 *
 * A search is "contains", which no B-tree index can seek, so a page reads the next SCAN_MAX rows of
 * the list's own index and keeps those that match. A rare word then gives a short (even empty) page
 * with a link to go on, rather than one request reading a whole table: each page costs the same
 * however many accounts there are.
 */
import { and, eq, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { latinDigits } from '../../shared/digits';
import { pageCursor } from '../../shared/schemas/common';
import type { AdminListQuery } from '../../shared/schemas/admin-lists';

/** Rows of the list a searched page reads at most. */
export const SCAN_MAX = 500;

export type PageCursor = NonNullable<AdminListQuery['cursor']>;

/** After the cursor, newest first: the plain bound on the time lets SQLite seek to it in the index. */
export function afterCursor(time: SQLiteColumn, id: SQLiteColumn, cursor: PageCursor | undefined) {
  if (!cursor) return undefined;
  const at = new Date(cursor.at);
  return and(lte(time, at), or(lt(time, at), and(eq(time, at), lt(id, cursor.id))));
}

/** The cursor of the page after a row (a time that is null, which no row listed here has, counts as 0). */
export const cursorAfter = (at: Date | null, id: string) => pageCursor(at ?? new Date(0), id);

/**
 * Whether a text column contains `q`, in any case for Latin letters (SQLite's lower(), on both
 * sides). instr() rather than LIKE: D1 refuses LIKE patterns over 50 bytes (17 Bangla letters),
 * and % and _ are then just characters.
 */
export const contains = (column: SQLiteColumn | SQL, q: string) => sql`instr(lower(${column}), lower(${q})) > 0`;

/**
 * The digits of `q` when it reads as (part of) a phone number: Latin or Bangla digits with the
 * separators people type (+880 1711-234 567). Stored numbers are +8801XXXXXXXXX, which contain what
 * is typed as 01711234567 or 8801711234567 alike. Null for anything else, or under three digits.
 */
export function phoneDigits(q: string) {
  const plain = latinDigits(q).replace(/[\s\-().+]/g, '');
  return /^\d{3,}$/.test(plain) ? plain : null;
}

/** The page's rows and the cursor of the next page: after its last row when there are more. */
export function pageOf<Row>(rows: Row[], limit: number, cursorOf: (row: Row) => string) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? cursorOf(last) : null };
}

/**
 * A searched page: the matches among the SCAN_MAX rows read (`rows`, up to limit + 1 of them), and
 * where the next page starts. After the page's last match if it is full; else after the last row
 * read (`scanEnd`, the SCAN_MAXth row, present only when there may be more to read); else nowhere.
 */
export function searchedPageOf<Row>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => string,
  scanEnd: string | null,
) {
  const page = pageOf(rows, limit, cursorOf);
  return page.next ? page : { items: page.items, next: scanEnd };
}
