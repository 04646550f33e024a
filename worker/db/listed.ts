/**
 * What the public lists show, as one SQL fragment: unsold products not removed. The partial
 * indexes of the schema and the list queries use this same fragment, so they cannot drift apart
 * (a query whose predicate differs from an index's silently stops using it). Migration 0003's
 * search triggers spell it in hand-written SQL; `listed.test.ts` checks they agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

type ListedColumns = { paid: AnySQLiteColumn | SQL | unknown; removedAt: AnySQLiteColumn | SQL | unknown };

export const listedWhere = (t: ListedColumns) => sql`${t.paid} = 0 AND ${t.removedAt} IS NULL`;

/** Listed and advertised: the home page's carousel. */
export const advertisedWhere = (t: ListedColumns & { advertise: unknown }) =>
  sql`${t.advertise} = 1 AND ${listedWhere(t)}`;

/** A list of literals for a CHECK constraint, from one of the domain lists. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
