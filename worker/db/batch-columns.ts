import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

type Value<T extends AnySQLiteColumn> = T['_']['notNull'] extends true ? T['_']['data'] : T['_']['data'] | null;

/**
 * A joined table's column under its own result name. D1's batch answers rows as objects keyed by
 * column name and Drizzle reads them back by position, so in a query that can join a batch two
 * result columns of one name (`products.name`, `users.name`) would drop one and shift the rest.
 */
export const renamed = <T extends AnySQLiteColumn>(column: T, name: string) =>
  // mapWith types the value as the column's data, null or not; Drizzle maps a null to null.
  (sql`${column}`.mapWith(column) as SQL<Value<T>>).as(name);

type Renamed<T extends Table> = { [K in keyof T['_']['columns']]: SQL.Aliased<Value<T['_']['columns'][K]>> };

/** Every column of a table, each `renamed` with a prefix: a whole row of a join that can go in a batch. */
export function renamedColumns<T extends Table>(table: T, prefix: string): Renamed<T> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [
    key,
    renamed(column as AnySQLiteColumn, `${prefix}${column.name}`),
  ]);
  return Object.fromEntries(columns) as Renamed<T>;
}
