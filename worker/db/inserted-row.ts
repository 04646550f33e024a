import { getTableColumns, is, sql, SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

type Selected = AnySQLiteColumn | SQL.Aliased;

/**
 * The selection of an `INSERT … SELECT` (one round trip that checks and writes): every column of
 * `table` in its order, as Drizzle requires, from `values` (columns read by the SELECT, or values
 * of the request through `bound`), the others from their defaults or NULL.
 */
export function insertedRow<T extends SQLiteTable>(
  table: T,
  values: { [K in keyof T['$inferInsert']]?: Selected },
): { [K in keyof T['$inferInsert']]-?: Selected } {
  const given = values as Record<string, Selected | undefined>;
  const row = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = given[key];
    if (value) return [key, value];
    const fallback: unknown = column.default;
    if (is(fallback, SQL)) return [key, sql`${fallback}`.as(column.name)];
    return [key, sql`${fallback === undefined ? null : column.mapToDriverValue(fallback)}`.as(column.name)];
  });
  return Object.fromEntries(row) as { [K in keyof T['$inferInsert']]-?: Selected };
}

/** A value of the request as a column of the SELECT. */
export const bound = <V>(value: V) => sql<V>`${value}`.as('bound');
