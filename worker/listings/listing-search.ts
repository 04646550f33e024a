/**
 * Keyword and location search over the term index of migration 0003, planned so that a page of
 * results costs the same however many listings match and however big the catalogue grows.
 */
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { productTermsByDate, type productTermsByPrice } from '../db/search-index';
import { LOCATION_PREFIX, words } from './search-terms';
import type { Cursor } from './list-cursor';

/** Words of `q` match any field and words of `location` the place; each is a word's start. */
const WORDS_MAX = 8;
/** Above every character a term can hold, so [word, word + END) is every term starting with the word. */
const END = '\u{10FFFF}';
/** Completions of one word that a page walks side by side; a word with more is fetched and sorted instead. */
export const COMPLETIONS_MAX = 16;
/** Matches counted per word to choose which word's index to walk; counting stops here. */
const COUNT_MAX = 500;

/** What a list is asked to search: its `q` and `location` parameters. */
export interface SearchText {
  q?: string | undefined;
  location?: string | undefined;
}

export function searchWords(query: SearchText): string[] {
  const any = words(query.q ?? '').slice(0, WORDS_MAX);
  const place = words(query.location ?? '')
    .slice(0, WORDS_MAX)
    .map((word) => LOCATION_PREFIX + word);
  return [...new Set([...any, ...place])];
}

/**
 * The plan of a search, as the CTEs of the page's own statement (one round trip, decision 006):
 * - `words`: each search word with its range of terms, [word, word + END);
 * - `completions`: each word's first terms in the index, one seek each, up to COMPLETIONS_MAX + 1;
 * - `found`, with several words: how many completions each word has, and its matches up to
 *   COUNT_MAX;
 * - `chosen`: the word whose index the page reads. It is the rarest word with at most
 *   COMPLETIONS_MAX completions, whose completions are walked side by side (`walk`), else the
 *   rarest word, whose matches are fetched and sorted ("a"). It is absent when some word starts no
 *   term at all, and the page is then empty without reading any listing.
 * A single word is chosen without `found` (each request's statement is prepared anew, and the
 * counting was about a fifth of a one-word search's preparation); if it starts no term, its walk
 * has nowhere to start, and the page is empty all the same.
 */
function planCtes(all: string[]): SQL {
  const seeds = sql.join(
    all.map((word, i) => sql`(${literal(i)}, ${literal(word)}, ${literal(word + END)})`),
    sql`, `,
  );
  const completions = sql`words(w, lo, hi) AS (VALUES ${seeds}),
    completions(w, term, hi, n) AS (
      SELECT w, (SELECT term FROM ${productTermsByDate} WHERE term >= lo AND term < hi ORDER BY term LIMIT 1), hi, 1 FROM words
      UNION ALL
      SELECT w, (SELECT term FROM ${productTermsByDate} WHERE term > completions.term AND term < completions.hi ORDER BY term LIMIT 1), hi, n + 1
      FROM completions WHERE term IS NOT NULL AND n <= ${literal(COMPLETIONS_MAX)}
    )`;
  if (all.length === 1) {
    return sql`${completions},
    chosen(w, lo, hi, walk) AS (
      SELECT w, lo, hi, (SELECT count(term) FROM completions) <= ${literal(COMPLETIONS_MAX)} FROM words
    )`;
  }
  return sql`${completions},
    found(w, lo, hi, terms, matches) AS (
      SELECT w, lo, hi, (SELECT count(term) FROM completions WHERE completions.w = words.w),
        (SELECT count(*) FROM (SELECT 1 FROM ${productTermsByDate} WHERE term >= words.lo AND term < words.hi LIMIT ${literal(COUNT_MAX)}))
      FROM words
    ),
    chosen(w, lo, hi, walk) AS (
      SELECT w, lo, hi, terms <= ${literal(COMPLETIONS_MAX)} FROM found
      WHERE NOT EXISTS (SELECT 1 FROM found WHERE terms = 0)
      ORDER BY terms > ${literal(COMPLETIONS_MAX)}, matches, w LIMIT 1
    )`;
}

/** The order of a searched list: the term index it walks, by what and which way. Ties go by rowid. */
export interface SearchOrder {
  index: typeof productTermsByDate | typeof productTermsByPrice;
  key: 'created_at' | 'price_minor';
  descending: boolean;
}

/** The rowid of the cursor's listing, looked up once per statement rather than at every step. */
export function cursorRow(db: Db, cursorId: string | SQLWrapper) {
  return db.$with('cursor_row').as(
    db
      .select({ rowid: sql<number>`${products}.rowid`.as('cursor_rowid') })
      .from(products)
      .where(eq(products.id, cursorId)),
  );
}

/**
 * D1 binds at most 100 values per statement, and a page states its conditions twice (the walk's
 * step and the fetch). So the values the Worker made itself (words from search-terms.ts, numbers)
 * are written into the statement, and the filters' values from the request are bound once, in the
 * `search_params` CTE both read (`searchParam`). Words hold only letters, marks and digits, and quotes are
 * doubled all the same.
 */
function literal(value: string | number): SQL {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('A search bound must be a finite number.');
    return sql.raw(String(value));
  }
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/** A request's value for a search's filters: bound once in `search_params`, read by walk and fetch. */
export interface SearchParam {
  name: string;
  /** Its value, or the placeholder of a statement rendered once (db/rendered-select.ts). */
  value: string | number | SQLWrapper;
}

/** How a filter of a search reads its value (see `literal`). */
export const searchParam = (name: string) => sql`(SELECT ${sql.identifier(name)} FROM search_params)`;

const hasWord = (word: string) =>
  sql`EXISTS (SELECT 1 FROM json_each(${products.searchTerms}) WHERE value >= ${literal(word)} AND value < ${literal(word + END)})`;

/**
 * What the search asks of a listing whose terms are in hand (a saved search checking a new
 * listing): every word starts one of its terms, as [word, word + END) in the index says.
 */
export const hasSearchWords = (terms: readonly string[], query: SearchText) =>
  searchWords(query).every((word) => terms.some((term) => term.startsWith(word)));

/** Where a walk starts in its order: before every listing, or at the cursor (its rowid may be gone). */
function walkStart(cursor: Cursor | null, descending: boolean) {
  if (cursor) return { k: literal(cursor.v), pid: sql`(SELECT cursor_rowid FROM cursor_row)` };
  const first = literal(descending ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER);
  return { k: first, pid: first };
}

/** After (k, pid) in the search order: the plain bound lets SQLite seek, the second picks up ties. */
function after(value: SQL, rowid: SQL, k: SQL, pid: SQL, descending: boolean) {
  const [before, beforeOrAt] = descending ? [sql`<`, sql`<=`] : [sql`>`, sql`>=`];
  return sql`${value} ${beforeOrAt} ${k} AND (${value} ${before} ${k} OR ${rowid} ${before} ${pid})`;
}

/**
 * The search's condition on the listings of one page, with its plan made in the same statement
 * (`planCtes`). `filters` are the list's other conditions (on `products` only, their values read
 * with `searchParam` from `params`); with a cursor, the statement must include cursorRow.
 * - A walk goes down the sort order's term index once per completion of the chosen word, side by
 *   side, as a recursive CTE: each step seeks the next listing of its completion after the last
 *   one, with the filters and the other words checked on each listing, and a completion stops after
 *   `limit` listings that pass them all. So a page costs at most (completions x limit) index steps
 *   plus the listings the filters pass over, whatever the catalogue's size.
 * - A fetch reads every match of the chosen word and sorts them; it reads nothing when walking.
 */
export function searchCondition(
  all: string[],
  order: SearchOrder,
  filters: SQL[],
  params: SearchParam[],
  cursor: Cursor | null,
  limit: number,
): SQL {
  // The chosen word needs no check of its own: every listing read through it has it.
  const checks =
    all.length > 1 ? all.map((word, i) => sql`((SELECT w FROM chosen) = ${literal(i)} OR ${hasWord(word)})`) : [];
  const direction = order.descending ? sql`DESC` : sql`ASC`;
  const key = sql.identifier(order.key);
  const start = walkStart(cursor, order.descending);
  const next = sql`SELECT t.pid FROM ${order.index} AS t JOIN ${products} ON ${products}.rowid = t.pid
    WHERE ${sql.join(
      [
        sql`t.term = walk.term`,
        after(sql`t.${key}`, sql`t.pid`, sql`walk.k`, sql`walk.pid`, order.descending),
        ...filters,
        ...checks,
      ],
      sql` AND `,
    )}
    ORDER BY t.${key} ${direction}, t.pid ${direction} LIMIT 1`;
  const walk = sql`walk(term, k, pid, n) AS (
      SELECT term, ${start.k}, ${start.pid}, 0 FROM completions JOIN chosen ON completions.w = chosen.w
      WHERE chosen.walk AND term IS NOT NULL
      UNION ALL
      SELECT walk.term, found_product.${key}, found_product.rowid, walk.n + 1
      FROM walk JOIN ${products} AS found_product ON found_product.rowid = (${next})
      WHERE walk.n < ${literal(limit)}
    )`;
  const fetched = sql`SELECT pid FROM ${productTermsByDate} WHERE term >= (SELECT lo FROM chosen WHERE NOT walk) AND term < (SELECT hi FROM chosen WHERE NOT walk)`;
  const fetch = sql`SELECT ${products}.rowid AS pid, ${products}.${key} AS k FROM ${products} WHERE ${sql.join(
    [
      sql`${products}.rowid IN (${fetched})`,
      ...(cursor ? [after(sql`${products}.${key}`, sql`${products}.rowid`, start.k, start.pid, order.descending)] : []),
      ...filters,
      ...checks,
    ],
    sql` AND `,
  )}`;
  const bound =
    params.length > 0
      ? sql`, search_params AS (SELECT ${sql.join(
          params.map((param) => sql`${param.value} AS ${sql.identifier(param.name)}`),
          sql`, `,
        )})`
      : sql``;
  // A listing found through two completions of the word is one listing (GROUP BY), with one key.
  return sql`${products}.rowid IN (WITH RECURSIVE ${planCtes(all)}${bound}, ${walk}
    SELECT pid FROM (SELECT pid, k FROM walk WHERE n > 0 UNION ALL ${fetch})
    GROUP BY pid ORDER BY k ${direction}, pid ${direction} LIMIT ${literal(limit)})`;
}
