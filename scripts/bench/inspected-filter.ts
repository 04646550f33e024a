/**
 * `npm run bench:inspected`: what /allproduct's "Inspected only" filter (issue 62) costs on catalogues of
 * 1,000, 10,000 and 100,000 listings. Each catalogue is the main bench's (catalogue.ts) in a migrated
 * local D1, with one listed unit in INSPECTED_SHARE carrying a passed report, as a marketplace where
 * inspections are new would have. For the first page (newest and cheapest first, and within one
 * category) it prints the statement's plan, the rows D1 read and the statement's own time: a list
 * that walks the partial index `products_listed_inspected_idx` reads about a page of rows however
 * big the catalogue grows. The same statement with the indexes ruled out is printed beside it.
 *
 * Options: --sizes 1000,10000,100000  --runs 15
 * State under .wrangler/bench-state/inspected.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { listListingsQuery } from '../../worker/listings/listing-queries';
import { createDb } from '../../worker/db/client';
import { listQuerySchema, type ListQuery } from '../../shared/schemas/listings';
import { bin, migrate, prepareStateDir } from '../lib/local-stack';
import { run } from '../lib/processes';
import { storageProxy, type StorageBindings } from '../lib/storage-proxy';
import { generateCatalogue } from './catalogue';
import { BENCH_DIR } from './worker-config';
import { BATCH, timePerStatement } from './statement-time';

const { values: options } = parseArgs({
  options: { sizes: { type: 'string', default: '1000,10000,100000' }, runs: { type: 'string', default: '15' } },
});
const sizes = options.sizes.split(',').map(Number);
const runs = Number(options.runs);
if (sizes.some((n) => !Number.isInteger(n) || n < 100 || n > 1_000_000))
  throw new Error('--sizes takes numbers of listings from 100 to 1,000,000.');
if (!Number.isInteger(runs) || runs < 3) throw new Error('--runs takes a whole number from 3.');

/** One listed unit in this many carries a passed report. */
const INSPECTED_SHARE = 20;
const STATE_DIR = resolve('.wrangler/bench-state/inspected');
const lists: Record<string, ListQuery> = {
  'inspected, newest': listQuerySchema.parse({ inspected: 'yes' }),
  'inspected, cheapest': listQuerySchema.parse({ inspected: 'yes', sort: 'price-asc' }),
  'inspected, split ACs': listQuerySchema.parse({ inspected: 'yes', category: 'split-ac' }),
};

interface Row {
  listings: number;
  list: string;
  found: number;
  rowsRead: number;
  scanRowsRead: number;
  ms: number;
}

const dialect = new SQLiteAsyncDialect();
const number = (n: number) => n.toLocaleString('en-US');

/** A fresh database of `size` listings, a share of the listed ones inspected. */
async function prepare(size: number) {
  const stateDir = join(STATE_DIR, String(size));
  prepareStateDir(stateDir, { fresh: true });
  await migrate(stateDir);
  const sqlFile = join(BENCH_DIR, `inspected-${size}.sql`);
  const inspected = `UPDATE products SET inspected = 1, inspection_id = 'bench-' || rowid,
    inspected_at = created_at + 86400000 WHERE rowid % ${INSPECTED_SHARE} = 0;`;
  writeFileSync(sqlFile, `${generateCatalogue(size, 0).sql}\n${inspected}\n`);
  await run(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', sqlFile, '--yes'], {
    quiet: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  return stateDir;
}

const statementOf = (db: StorageBindings['DB'], query: ListQuery) =>
  dialect.sqlToQuery(listListingsQuery(createDb(db), query, null).getSQL());

async function measure(db: StorageBindings['DB'], size: number, name: string, query: ListQuery): Promise<Row> {
  const { sql, params } = statementOf(db, query);
  const statement = db.prepare(sql).bind(...params);
  const answer = await statement.all();
  const scan = await db
    .prepare(sql.replaceAll('from "products"', 'from "products" NOT INDEXED'))
    .bind(...params)
    .all();
  return {
    listings: size,
    list: name,
    found: answer.results.length,
    rowsRead: answer.meta.rows_read,
    scanRowsRead: scan.meta.rows_read,
    ms: await timePerStatement(db, statement, runs),
  };
}

async function planOf(db: StorageBindings['DB'], query: ListQuery) {
  const { sql, params } = statementOf(db, query);
  const plan = await db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return plan.results.map((row: { detail: string }) => row.detail);
}

const all: Row[] = [];
for (const size of sizes) {
  console.log(`Preparing ${number(size)} listings…`);
  const storage = await storageProxy(await prepare(size));
  try {
    const db = storage.env.DB;
    if (size === sizes.at(-1)) {
      for (const [name, query] of Object.entries(lists)) {
        console.log(`The plan for "${name}":\n  ${(await planOf(db, query)).join('\n  ')}`);
      }
    }
    for (const [name, query] of Object.entries(lists)) all.push(await measure(db, size, name, query));
  } finally {
    await storage.dispose();
  }
}

console.log(
  `\n"Inspected only" on /allproduct, first page of 24 (one listed unit in ${INSPECTED_SHARE} inspected; time: median of ${runs} batches of ${BATCH}):\n`,
);
console.log('| listings | list | listings found | rows read | rows read, no index | time (ms) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of all) {
  console.log(
    `| ${number(r.listings)} | ${r.list} | ${r.found} | ${number(r.rowsRead)} | ${number(r.scanRowsRead)} | ${r.ms.toFixed(2)} |`,
  );
}
