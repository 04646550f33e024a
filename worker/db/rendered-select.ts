/**
 * Selects rendered once per shape. Drizzle builds and renders a select's SQL anew on every run (its
 * chunks, an `is` check on each, the escaping), which on a public list was about a fifth of the
 * Worker's time (issue 63's CPU profile). A select written with `sql.placeholder` for each value of
 * the request renders the same text whatever the values: it is rendered once, its text, parameters
 * and Drizzle's own row mapping kept, and each request binds its values to that text on its own D1
 * session. Placeholders are bound as given: the caller passes driver values (a boolean as 0 or 1).
 */
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { Db } from './client';

/** What Drizzle's prepared select offers: its rendered query and its row mapping. */
interface Prepared<Row> {
  getQuery(): { sql: string; params: unknown[] };
  mapAllResult(rows: unknown, isFromBatch?: boolean): unknown;
  /** Only carries the row type. */
  all(): Promise<Row[]>;
}

export interface RenderedSelect<Row> {
  sql: string;
  params: unknown[];
  prepared: Prepared<Row>;
}

// Builds and renders, never runs: its database only has to take the statement's text.
export const renderer: Db = drizzle({ prepare: () => ({}) } as unknown as D1Database);

/** Renders the select `build` makes (its values placeholders) once. */
export function renderSelect<Row>(build: (db: Db) => { prepare(): Prepared<Row> }): RenderedSelect<Row> {
  const prepared = build(renderer).prepare();
  const { sql, params } = prepared.getQuery();
  return { sql, params, prepared };
}

/** Runs a rendered select on the request's database with `values` for its placeholders. */
export async function runSelect<Row>(db: Db, select: RenderedSelect<Row>, values: Record<string, unknown> = {}) {
  const rows = await db.$client
    .prepare(select.sql)
    .bind(...fillPlaceholders(select.params, values))
    .raw();
  return select.prepared.mapAllResult(rows) as Row[];
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
  return results.map((result, i) => selects[i]!.prepared.mapAllResult(result, true)) as RowsOf<T>;
}
