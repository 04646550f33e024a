/**
 * The Worker the saved-search bench serves (scripts/bench/saved-search-matching.ts), on the bench's
 * D1: `/match?product=` runs `matchNewListing` as the queue consumer does (with a queue that only
 * counts), `/candidates?product=` reads the candidate pages of that listing as matching does and
 * answers how many rows they gave and how many rows D1 says it read for them, `/scan?product=` the
 * rows the same lookup reads without the index, and `/plan` the candidate query's plan.
 */
import { and, eq, sql } from 'drizzle-orm';
import { createDb, type Db } from '../../worker/db/client';
import { products, savedSearches } from '../../worker/db/schema';
import type { QueueMessage } from '../../worker/notifications/notify';
import { candidatePage, CANDIDATES_PER_PAGE, matchNewListing, nextWindow } from '../../worker/saved-searches/matching';
import { ANY, searchKeys, type SearchKeys } from '../../worker/saved-searches/search-keys';

let enqueued = 0;
const queue = {
  send: async () => void enqueued++,
  sendBatch: async (messages: Iterable<unknown>) => void (enqueued += [...messages].length),
} as unknown as Queue<QueueMessage>;

async function keysOf(db: Db, productId: string) {
  const [listing] = await db
    .select({
      category: products.categoryId,
      district: products.district,
      tons: products.tons,
      inverter: products.inverter,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!listing) throw new Error(`No listing ${productId}`);
  return searchKeys(listing);
}

/** The candidate pages as matching reads them, run as D1 statements so each answers its `rows_read`. */
async function candidates(env: { DB: D1Database }, db: Db, keys: SearchKeys) {
  const last = await env.DB.prepare('SELECT max(rowid) AS last FROM saved_searches').first<{ last: number }>();
  let rows = 0;
  let rowsRead = 0;
  let pages = 0;
  for (let window = { after: 0, until: 4 * CANDIDATES_PER_PAGE }; window.after < (last?.last ?? 0); pages++) {
    const query = candidatePage(db, keys, window).toSQL();
    const page = await env.DB.prepare(query.sql)
      .bind(...query.params)
      .all<{ search_rowid: number }>();
    rows += page.results.length;
    rowsRead += page.meta.rows_read;
    window = nextWindow(
      window,
      page.results.map((row) => ({ rowid: row.search_rowid })),
    );
  }
  return { rows, rowsRead, pages };
}

/** The same lookup with the index ruled out: what matching would read without it. */
async function scan(env: { DB: D1Database }, keys: SearchKeys) {
  const among = (column: string, key: string) => `${column} IN (${[key, ANY].map((k) => `'${k}'`).join(', ')})`;
  const result = await env.DB.prepare(
    `SELECT count(*) AS n FROM saved_searches NOT INDEXED WHERE ${[
      among('category_key', keys.category),
      among('district_key', keys.district),
      among('tons_key', keys.tons),
      among('inverter_key', keys.inverter),
    ].join(' AND ')} AND frequency <> 'off'`,
  ).first<{ n: number }>();
  const meta = await env.DB.prepare('SELECT count(*) AS n FROM saved_searches NOT INDEXED').run();
  return { rows: result?.n ?? 0, rowsRead: meta.meta.rows_read };
}

export default {
  async fetch(request: Request, env: { DB: D1Database }) {
    const url = new URL(request.url);
    const db = createDb(env.DB);
    const productId = url.searchParams.get('product') ?? '';
    // What the bench harness waits for before it measures (scripts/lib/local-stack.ts).
    if (url.pathname === '/api/health') return Response.json({ ok: true });
    if (url.pathname === '/plan') {
      const query = candidatePage(db, await keysOf(db, productId), {
        after: 0,
        until: 4 * CANDIDATES_PER_PAGE,
      }).toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>();
      return Response.json(plan.results.map((row) => row.detail));
    }
    if (url.pathname === '/candidates') return Response.json(await candidates(env, db, await keysOf(db, productId)));
    if (url.pathname === '/scan') return Response.json(await scan(env, await keysOf(db, productId)));
    if (url.pathname === '/match') {
      enqueued = 0;
      const started = performance.now();
      const matched = await matchNewListing({ db, queue }, productId);
      return Response.json({ matched, enqueued, workerMs: performance.now() - started });
    }
    if (url.pathname === '/count') {
      const [row] = await db
        .select({ n: sql<number>`count(*)` })
        .from(savedSearches)
        .where(and(sql`${savedSearches.frequency} <> 'off'`));
      return Response.json(row);
    }
    return new Response('Not found', { status: 404 });
  },
};
