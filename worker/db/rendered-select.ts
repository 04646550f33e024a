/**
 * Selects rendered once per shape. Drizzle builds and renders a select's SQL anew on every run (its
 * chunks, an `is` check on each, the escaping), which on a public list was about a fifth of the
 * Worker's time (issue 63's CPU profile). A select written with `sql.placeholder` for each value of
 * the request renders the same text whatever the values: it is rendered once, its text, parameters
 * and Drizzle's own row mapping kept, and each request binds its values to that text on its own D1
 * session. Placeholders are bound as given: the caller passes driver values (a boolean as 0 or 1).
 */
import { Column, fillPlaceholders, is, SQL, Subquery } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { Db } from './client';

/** What Drizzle's prepared select offers: its rendered query and its row mapping. */
interface Prepared<Row> {
  getQuery(): { sql: string; params: unknown[] };
  mapAllResult(rows: unknown, isFromBatch?: boolean): unknown;
  /** Only carries the row type. */
  all(): Promise<Row[]>;
}

/** Drizzle's own (internal) description of a prepared select's result columns, in order. */
interface PreparedFields {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };

export interface RenderedSelect<Row> {
  sql: string;
  params: unknown[];
  prepared: Prepared<Row>;
  /** A row (its values in column order) in the select's shape. */
  map: (row: unknown[]) => Row;
}

/**
 * Drizzle's `mapResultRow` with its per-column work done once: which decoder each column has
 * (found with an `is` check per column and row there, the largest part of reading a list once its
 * SQL was rendered). Only for selects whose joins are all inner (no row part to turn into null);
 * others keep Drizzle's mapping.
 */
function rowMapper<Row>(prepared: Prepared<Row>): (row: unknown[]) => Row {
  const { fields, joinsNotNullableMap, customResultMapper } = prepared as unknown as PreparedFields;
  const innerOnly = Object.values(joinsNotNullableMap ?? {}).every(Boolean);
  if (!fields || customResultMapper || !innerOnly) return (row) => (prepared.mapAllResult([row]) as Row[])[0]!;
  const columns = fields.map(({ path, field }) => {
    // `decoder` is internal to Drizzle's SQL.
    const sqlDecoder = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;
    const decoder: Decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? sqlDecoder(field)
        : is(field, Subquery)
          ? sqlDecoder(field._.sql as SQL)
          : sqlDecoder((field as { sql: SQL }).sql);
    return { parents: path.slice(0, -1), name: path.at(-1)!, decoder };
  });
  return (row) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const { parents, name, decoder } = columns[i]!;
      let node = result;
      for (const parent of parents) node = (node[parent] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      node[name] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    return result as Row;
  };
}

// Builds and renders, never runs: its database only has to take the statement's text.
export const renderer: Db = drizzle({ prepare: () => ({}) } as unknown as D1Database);

/** Renders the select `build` makes (its values placeholders) once. */
export function renderSelect<Row>(build: (db: Db) => { prepare(): Prepared<Row> }): RenderedSelect<Row> {
  const prepared = build(renderer).prepare();
  const { sql, params } = prepared.getQuery();
  return { sql, params, prepared, map: rowMapper(prepared) };
}

/** Runs a rendered select on the request's database with `values` for its placeholders. */
export async function runSelect<Row>(db: Db, select: RenderedSelect<Row>, values: Record<string, unknown> = {}) {
  const rows = await db.$client
    .prepare(select.sql)
    .bind(...fillPlaceholders(select.params, values))
    .raw();
  return rows.map(select.map);
}

/**
 * Rendered selects by shape (which conditions a query has, not their values), made on first use.
 * The shapes of a list are many in principle (every mix of filters) and few in use; past `max` the
 * kept ones are dropped and rendered again as they come.
 */
export function selectShapes<Row>(max = 256) {
  const kept = new Map<string, RenderedSelect<Row>>();
  return (shape: string, build: (db: Db) => { prepare(): Prepared<Row> }) => {
    let select = kept.get(shape);
    if (!select) {
      if (kept.size >= max) kept.clear();
      select = renderSelect(build);
      kept.set(shape, select);
    }
    return select;
  };
}

type RowsOf<T extends readonly RenderedSelect<unknown>[]> = {
  [K in keyof T]: T[K] extends RenderedSelect<infer R> ? R[] : never;
};

/**
 * Runs rendered selects in one D1 batch (one round trip), each with `values` for its placeholders.
 * Rows come back as objects and are mapped as Drizzle's own batch maps them (by column order: a
 * select read in a batch renames the columns that share a name, db/batch-columns.ts).
 */
export async function runSelects<const T extends readonly RenderedSelect<unknown>[]>(
  db: Db,
  selects: T,
  values: Record<string, unknown> = {},
): Promise<RowsOf<T>> {
  const results = await db.$client.batch(
    selects.map((select) => db.$client.prepare(select.sql).bind(...fillPlaceholders(select.params, values))),
  );
  // As Drizzle's batch: a row's values in the order of its columns.
  return results.map((result, i) =>
    result.results.map((row) => selects[i]!.map(Object.values(row as object))),
  ) as RowsOf<T>;
}
