/**
 * What the public lists show, as one SQL fragment: unsold products not removed, not expired (their
 * seller renewed them in time), not held back by an admin and not of a suspended seller. The partial
 * indexes of the schema and the list queries use this same fragment, so they cannot drift apart (a
 * query whose predicate differs from an index's silently stops using it). The search triggers
 * (migration 0028, after 0003 and 0012) spell it in hand-written SQL; `listed.test.ts` checks they
 * agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

type Column = AnySQLiteColumn | SQL | unknown;
type ListedColumns = {
  paid: Column;
  removedAt: Column;
  expiredAt: Column;
  moderation: Column;
  sellerSuspended: Column;
};

/** Open to buyers as far as the admins are concerned: not held back, its seller not suspended. */
export const allowedWhere = (t: Pick<ListedColumns, 'moderation' | 'sellerSuspended'>) =>
  sql`${t.moderation} IS NULL AND ${t.sellerSuspended} = 0`;

/** `allowedWhere` of a row already read. */
export const isAllowed = (row: { moderation: string | null; sellerSuspended: boolean }) =>
  row.moderation === null && !row.sellerSuspended;

export const listedWhere = (t: ListedColumns) =>
  sql`${t.paid} = 0 AND ${t.removedAt} IS NULL AND ${t.expiredAt} IS NULL AND ${allowedWhere(t)}`;

/**
 * Listed and advertised: the home page's carousel. A promotion whose `advertised_until` passed is
 * ended by the cron (`advertise = 0`, listings/listing-freshness.ts), within the minute.
 */
export const advertisedWhere = (t: ListedColumns & { advertise: unknown }) =>
  sql`${t.advertise} = 1 AND ${listedWhere(t)}`;

/**
 * Listings the archive takes (listings/listing-archive.ts), as the partial indexes its cron walks:
 * sold ones, and lapsed ones (expired, unsold, not removed), not yet archived. Literals, as above.
 */
export const archivableSoldWhere = (t: { paid: Column; archivedAt: Column }) =>
  sql`${t.paid} = 1 AND ${t.archivedAt} IS NULL`;
export const archivableLapsedWhere = (
  t: Pick<ListedColumns, 'paid' | 'removedAt' | 'expiredAt'> & { archivedAt: Column },
) => sql`${t.expiredAt} IS NOT NULL AND ${t.paid} = 0 AND ${t.removedAt} IS NULL AND ${t.archivedAt} IS NULL`;

/** A list of literals for a CHECK constraint, from one of the domain lists. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
