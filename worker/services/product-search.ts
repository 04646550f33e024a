/**
 * Keyword and location search over the FTS5 index of migration 0002, and how a public list
 * applies it so its cost stays flat however many listings match.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { ListQuery } from '../schemas/products';

/**
 * An FTS5 query from what a person typed: every word must appear, as a word or a word's start.
 * Quoting each word keeps FTS5's own syntax (AND, NEAR, *, :) out of their hands.
 */
export function searchExpression(text: string, column?: 'location') {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  const prefix = column ? `${column} : ` : '';
  return words.length ? words.map((word) => `${prefix}"${word}"*`).join(' ') : null;
}

function expressions(query: ListQuery) {
  return [query.q && searchExpression(query.q), query.location && searchExpression(query.location, 'location')].filter(
    (match): match is string => Boolean(match),
  );
}

/**
 * How a list applies a search. With few matches SQLite fetches each one by rowid and sorts them;
 * with many, fetching them all would cost more the bigger the catalogue, so it walks the list's
 * own index in order, keeps the rows that match and stops at the end of the page.
 */
export type SearchPlan = 'fetch-matches' | 'walk-index';

/** Where fetching the matches stops being cheaper than walking (about 1 ms either way at 100,000 products). */
export const FETCH_MATCHES_MAX = 500;

/** The search's conditions on products, for the given plan; none without a search. */
export function searchFilters(query: ListQuery, plan: SearchPlan): SQL[] {
  // A unary `+` keeps SQLite from looking rows up by rowid, so it walks the sort's index instead.
  const rowid = plan === 'walk-index' ? sql`+${products}.rowid` : sql`${products}.rowid`;
  return expressions(query).map((match) => sql`${rowid} IN (SELECT rowid FROM products_search WHERE products_search MATCH ${match})`);
}

/** Counts matches only up to the limit, so choosing costs little however common the words are. */
export async function chooseSearchPlan(db: Db, query: ListQuery, fetchMax = FETCH_MATCHES_MAX): Promise<SearchPlan> {
  const all = expressions(query);
  if (all.length === 0) return 'fetch-matches';
  const [row] = await db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM (SELECT rowid FROM products_search WHERE products_search MATCH ${all.join(' ')} LIMIT ${fetchMax + 1})`,
  );
  return (row?.n ?? 0) > fetchMax ? 'walk-index' : 'fetch-matches';
}
