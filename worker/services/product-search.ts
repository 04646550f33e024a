/**
 * Keyword and location search over the term index of migration 0003, planned so that a page of
 * results costs the same however many listings match and however big the catalogue grows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { LOCATION_PREFIX, words } from '../lib/search-terms';

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
  const place = words(query.location ?? '').slice(0, WORDS_MAX).map((word) => LOCATION_PREFIX + word);
  return [...new Set([...any, ...place])];
}

/**
 * How one page of a search is found:
 * - `walk`: down the sort order's term index, one branch per completion of the rarest word (the
 *   other words checked on each listing), stopping at the end of the page;
 * - `fetch`: every listing of the rarest word, sorted, when each word has too many completions
 *   to walk ("a");
 * - `no-match`: some word starts no term of any listing, so nothing is read.
 */
export type SearchPlan =
  | { kind: 'walk'; terms: string[]; others: string[] }
  | { kind: 'fetch'; word: string; others: string[] }
  | { kind: 'no-match' };

/** The plan for the query's search words, from one statement; null without a search. */
export async function planSearch(db: Db, query: SearchText): Promise<SearchPlan | null> {
  const all = searchWords(query);
  if (all.length === 0) return null;
  const seeds = sql.join(
    all.map((word, i) => sql`(${i}, ${word}, ${word + END})`),
    sql`, `,
  );
  // A word's completions, one index seek each; and, when there is a choice, its matches up to COUNT_MAX.
  const counts =
    all.length > 1
      ? sql`UNION ALL SELECT w, NULL, (SELECT count(*) FROM (SELECT 1 FROM product_terms_by_date WHERE term >= words.lo AND term < words.hi LIMIT ${COUNT_MAX})) FROM words`
      : sql``;
  const rows = await db.all<{ w: number; term: string | null; n: number | null }>(sql`
    WITH RECURSIVE words(w, lo, hi) AS (VALUES ${seeds}),
    completions(w, term, hi, n) AS (
      SELECT w, (SELECT term FROM product_terms_by_date WHERE term >= lo AND term < hi ORDER BY term LIMIT 1), hi, 1 FROM words
      UNION ALL
      SELECT w, (SELECT term FROM product_terms_by_date WHERE term > completions.term AND term < completions.hi ORDER BY term LIMIT 1), hi, n + 1
      FROM completions WHERE term IS NOT NULL AND n <= ${COMPLETIONS_MAX}
    )
    SELECT w, term, NULL AS n FROM completions WHERE term IS NOT NULL
    ${counts}`);

  const found = all.map((word, i) => ({
    word,
    terms: rows.filter((row) => row.w === i && row.term !== null).map((row) => row.term!),
    count: rows.find((row) => row.w === i && row.n !== null)?.n ?? 0,
  }));
  if (found.some((f) => f.terms.length === 0)) return { kind: 'no-match' };
  const byRarity = [...found].sort((a, b) => a.count - b.count);
  const walkable = byRarity.find((f) => f.terms.length <= COMPLETIONS_MAX);
  const others = (chosen: string) => all.filter((word) => word !== chosen);
  if (walkable) return { kind: 'walk', terms: walkable.terms, others: others(walkable.word) };
  return { kind: 'fetch', word: byRarity[0]!.word, others: others(byRarity[0]!.word) };
}

/** The order of a searched list: the term index it walks, by what and which way. Ties go by rowid. */
export interface SearchOrder {
  index: 'product_terms_by_date' | 'product_terms_by_price';
  key: 'created_at' | 'price_minor';
  descending: boolean;
}

/** Where a page starts: after the listing with sort value `v` and id `id`. */
export interface SearchCursor {
  v: number;
  id: string;
}

const hasWord = (word: string) =>
  sql`EXISTS (SELECT 1 FROM json_each(${products.searchTerms}) WHERE value >= ${word} AND value < ${word + END})`;

/** After the cursor in the search order, on a sort value and a rowid. */
function afterCursor(cursor: SearchCursor, value: SQL, rowid: SQL, descending: boolean) {
  const [before, beforeOrAt] = descending ? [sql`<`, sql`<=`] : [sql`>`, sql`>=`];
  const cursorRowid = sql`(SELECT cursor_product.rowid FROM ${products} AS cursor_product WHERE cursor_product.id = ${cursor.id})`;
  // The plain bound lets SQLite seek to the cursor; the second picks up ties after it.
  return sql`${value} ${beforeOrAt} ${cursor.v} AND (${value} ${before} ${cursor.v} OR ${rowid} ${before} ${cursorRowid})`;
}

/**
 * The search's condition on the listings of one page, given the list's other conditions (on
 * `products` only) and its order. With `walk`, each branch stops after `limit` listings that pass
 * every condition, so the page costs at most (completions x limit) index steps plus the listings
 * passed over by the other conditions.
 */
export function searchCondition(plan: SearchPlan, order: SearchOrder, filters: SQL[], cursor: SearchCursor | null, limit: number): SQL {
  if (plan.kind === 'no-match') return sql`0`;
  const checks = plan.others.map(hasWord);
  if (plan.kind === 'fetch') {
    const rows = sql`SELECT pid FROM product_terms_by_date WHERE term >= ${plan.word} AND term < ${plan.word + END}`;
    const paged = cursor ? [afterCursor(cursor, sql`${products}.${sql.identifier(order.key)}`, sql`${products}.rowid`, order.descending)] : [];
    return sql.join([sql`${products}.rowid IN (${rows})`, ...checks, ...paged], sql` AND `);
  }
  const direction = order.descending ? sql`DESC` : sql`ASC`;
  const key = sql.identifier(order.key);
  const branches = plan.terms.map((term) => {
    const conditions = [
      sql`t.term = ${term}`,
      ...(cursor ? [afterCursor(cursor, sql`t.${key}`, sql`t.pid`, order.descending)] : []),
      ...filters,
      ...checks,
    ];
    return sql`SELECT * FROM (SELECT t.pid AS pid, t.${key} AS k FROM ${sql.identifier(order.index)} AS t JOIN ${products} ON ${products}.rowid = t.pid
      WHERE ${sql.join(conditions, sql` AND `)} ORDER BY t.${key} ${direction}, t.pid ${direction} LIMIT ${limit})`;
  });
  // UNION drops a listing found through two completions of the word.
  return sql`${products}.rowid IN (SELECT pid FROM (${sql.join(branches, sql` UNION `)}) ORDER BY k ${direction}, pid ${direction} LIMIT ${limit})`;
}
