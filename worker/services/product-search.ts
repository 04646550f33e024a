/**
 * Keyword and location search over the term index of migration 0003, planned so that a page of
 * results costs the same however many listings match and however big the catalogue grows.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { productTermsByDate, type productTermsByPrice } from '../db/search-index';
import { LOCATION_PREFIX, words } from '../lib/search-terms';
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
      ? sql`UNION ALL SELECT w, NULL, (SELECT count(*) FROM (SELECT 1 FROM ${productTermsByDate} WHERE term >= words.lo AND term < words.hi LIMIT ${COUNT_MAX})) FROM words`
      : sql``;
  const rows = await db.all<{ w: number; term: string | null; n: number | null }>(sql`
    WITH RECURSIVE words(w, lo, hi) AS (VALUES ${seeds}),
    completions(w, term, hi, n) AS (
      SELECT w, (SELECT term FROM ${productTermsByDate} WHERE term >= lo AND term < hi ORDER BY term LIMIT 1), hi, 1 FROM words
      UNION ALL
      SELECT w, (SELECT term FROM ${productTermsByDate} WHERE term > completions.term AND term < completions.hi ORDER BY term LIMIT 1), hi, n + 1
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
  index: typeof productTermsByDate | typeof productTermsByPrice;
  key: 'created_at' | 'price_minor';
  descending: boolean;
}

/** The rowid of the cursor's listing, looked up once per statement rather than once per branch. */
export function cursorRow(db: Db, cursor: Cursor) {
  return db.$with('cursor_row').as(
    db
      .select({ rowid: sql<number>`${products}.rowid`.as('cursor_rowid') })
      .from(products)
      .where(eq(products.id, cursor.id)),
  );
}

/**
 * D1 binds at most 100 values per statement, and a page repeats its conditions in up to 16
 * branches. So the values the Worker made itself (terms from the index, words from lib/search-terms,
 * numbers) are written into the statement, and only the filters' values from the request are
 * bound: 16 branches x 5 filters stays under the limit. Terms and words hold only letters, marks and
 * digits, and quotes are doubled all the same.
 */
function literal(value: string | number): SQL {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('A search bound must be a finite number.');
    return sql.raw(String(value));
  }
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

const hasWord = (word: string) =>
  sql`EXISTS (SELECT 1 FROM json_each(${products.searchTerms}) WHERE value >= ${literal(word)} AND value < ${literal(word + END)})`;

/** After the cursor in the search order, on a sort value and a rowid; needs cursorRow in the statement. */
function afterCursor(cursor: Cursor, value: SQL, rowid: SQL, descending: boolean) {
  const [before, beforeOrAt] = descending ? [sql`<`, sql`<=`] : [sql`>`, sql`>=`];
  const v = literal(cursor.v);
  // The plain bound lets SQLite seek to the cursor; the second picks up ties after it.
  return sql`${value} ${beforeOrAt} ${v} AND (${value} ${before} ${v} OR ${rowid} ${before} (SELECT cursor_rowid FROM cursor_row))`;
}

/**
 * The search's condition on the listings of one page, given the list's other conditions (on
 * `products` only) and its order; with a cursor, the statement must include cursorRow. With
 * `walk`, the condition carries the filters and the cursor itself, and each branch stops after
 * `limit` listings that pass them all, so the page costs at most (completions x limit) index steps
 * plus the listings the filters pass over. With `fetch`, the statement applies filters and cursor.
 */
export function searchCondition(
  plan: SearchPlan,
  order: SearchOrder,
  filters: SQL[],
  cursor: Cursor | null,
  limit: number,
): SQL {
  if (plan.kind === 'no-match') return sql`0`;
  const checks = plan.others.map(hasWord);
  if (plan.kind === 'fetch') {
    const rows = sql`SELECT pid FROM ${productTermsByDate} WHERE term >= ${literal(plan.word)} AND term < ${literal(plan.word + END)}`;
    const paged = cursor
      ? [afterCursor(cursor, sql`${products}.${sql.identifier(order.key)}`, sql`${products}.rowid`, order.descending)]
      : [];
    return sql.join([sql`${products}.rowid IN (${rows})`, ...checks, ...paged], sql` AND `);
  }
  const direction = order.descending ? sql`DESC` : sql`ASC`;
  const key = sql.identifier(order.key);
  const branches = plan.terms.map((term) => {
    const conditions = [
      sql`t.term = ${literal(term)}`,
      ...(cursor ? [afterCursor(cursor, sql`t.${key}`, sql`t.pid`, order.descending)] : []),
      ...filters,
      ...checks,
    ];
    return sql`SELECT * FROM (SELECT t.pid AS pid, t.${key} AS k FROM ${order.index} AS t JOIN ${products} ON ${products}.rowid = t.pid
      WHERE ${sql.join(conditions, sql` AND `)} ORDER BY t.${key} ${direction}, t.pid ${direction} LIMIT ${literal(limit)})`;
  });
  return sql`${products}.rowid IN (SELECT pid FROM (${union(branches)}) ORDER BY k ${direction}, pid ${direction} LIMIT ${literal(limit)})`;
}

/** D1 allows at most this many SELECTs in one compound; wider unions nest. */
const COMPOUND_MAX = 5;

/** The rows of every query, each once: UNION drops a listing found through two completions of a word. */
function union(queries: SQL[]): SQL {
  if (queries.length <= COMPOUND_MAX) return sql.join(queries, sql` UNION `);
  const groups: SQL[] = [];
  for (let i = 0; i < queries.length; i += COMPOUND_MAX)
    groups.push(sql`SELECT * FROM (${union(queries.slice(i, i + COMPOUND_MAX))})`);
  return union(groups);
}
