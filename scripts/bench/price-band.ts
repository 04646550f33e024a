/**
 * `npm run bench:price-band`: what the fair-price band's one statement (worker/advisor/price-band.ts)
 * costs on catalogues of 1,000, 10,000 and 100,000 listings (issue 61). Each catalogue is the main
 * bench's (catalogue.ts: a realistic mix of types, capacities, years, conditions, sold, removed and
 * hidden units) in a migrated local D1, read through wrangler's platform proxy. For a common unit (a
 * 1.5 ton inverter split bought in 2021), a rare one (a 4 ton window unit of 2012) and an air cooler it
 * prints the statement's plan, the comparables found, the rows D1 read for them, the rows the same
 * statement reads with the indexes ruled out, and the statement's own time (`timePerStatement`). A cell gives at most PER_CELL units, so once a unit's cells are full its rows read stop
 * growing with the catalogue; a few more than it finds are read where a unit's condition rules
 * some out.
 *
 * Options: --sizes 1000,10000,100000  --runs 15
 * State under .wrangler/bench-state/price-band.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { cellsOf, comparablesQuery, PER_CELL, priceBandFor } from '../../worker/advisor/price-band';
import { createDb } from '../../worker/db/client';
import { priceBandQuerySchema, type PriceBandQuery } from '../../shared/schemas/advisor';
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

const STATE_DIR = resolve('.wrangler/bench-state/price-band');
const units: Record<string, PriceBandQuery> = {
  'split 1.5 t inverter 2021 good': priceBandQuerySchema.parse({
    type: 'split',
    tons: '1.5',
    inverter: 'true',
    year: '2021',
    condition: 'good',
    brand: 'gree',
    exclude: 'not-a-listing',
  }),
  'window 4 t 2012 excellent': priceBandQuerySchema.parse({
    type: 'window',
    tons: '4',
    inverter: 'false',
    year: '2012',
    condition: 'excellent',
  }),
  'air cooler 2020 fair': priceBandQuerySchema.parse({ type: 'air-cooler', year: '2020', condition: 'fair' }),
};

interface Row {
  listings: number;
  unit: string;
  cells: number;
  comparables: number;
  rowsRead: number;
  scanRowsRead: number;
  /** The statement's own time, the proxy's round trip left out (`timePerStatement`). */
  ms: number;
}

const dialect = new SQLiteAsyncDialect();
const number = (n: number) => n.toLocaleString('en-US');

/** A fresh database of `size` listings in its own state dir: the migrations, then the catalogue. */
async function prepare(size: number) {
  const stateDir = join(STATE_DIR, String(size));
  prepareStateDir(stateDir, { fresh: true });
  await migrate(stateDir);
  const sqlFile = join(BENCH_DIR, `price-band-${size}.sql`);
  writeFileSync(sqlFile, generateCatalogue(size, 0).sql);
  await run(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', sqlFile, '--yes'], {
    quiet: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  return stateDir;
}

async function measure(db: StorageBindings['DB'], size: number, name: string, unit: PriceBandQuery): Promise<Row> {
  const { sql, params } = dialect.sqlToQuery(comparablesQuery(unit));
  const statement = db.prepare(sql).bind(...params);
  // The service itself once, as the route calls it: the statement, then the band made of its rows.
  await priceBandFor(createDb(db), unit);
  const answer = await statement.all();
  // The same statement with every index ruled out: what reading the comparables would cost without them.
  const scan = await db
    .prepare(sql.replaceAll('FROM "products"', 'FROM "products" NOT INDEXED'))
    .bind(...params)
    .all();
  return {
    listings: size,
    unit: name,
    cells: cellsOf(unit).length,
    comparables: answer.results.length,
    rowsRead: answer.meta.rows_read,
    scanRowsRead: scan.meta.rows_read,
    ms: await timePerStatement(db, statement, runs),
  };
}

/** The plan's lines, counted: each cell should be one SEARCH of a comparables index, and nothing a SCAN. */
async function planOf(db: StorageBindings['DB'], unit: PriceBandQuery) {
  const { sql, params } = dialect.sqlToQuery(comparablesQuery(unit));
  const plan = await db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  const counts = new Map<string, number>();
  for (const { detail } of plan.results) {
    if (!/products/.test(detail)) continue;
    counts.set(detail, (counts.get(detail) ?? 0) + 1);
  }
  return [...counts].map(([line, n]) => `${n} × ${line}`);
}

const all: Row[] = [];
for (const size of sizes) {
  console.log(`Preparing ${number(size)} listings…`);
  const storage = await storageProxy(await prepare(size));
  try {
    const db = storage.env.DB;
    if (size === sizes[0]) {
      for (const [name, unit] of Object.entries(units)) {
        console.log(`The plan for "${name}":\n  ${(await planOf(db, unit)).join('\n  ')}`);
      }
    }
    for (const [name, unit] of Object.entries(units)) all.push(await measure(db, size, name, unit));
  } finally {
    await storage.dispose();
  }
}

console.log(
  `\nThe fair-price band's statement (time: median of ${runs} batches of ${BATCH}; at most ${PER_CELL} comparables a cell):\n`,
);
console.log(
  '| listings | unit | cells | comparables (at most) | rows read | per cell | rows read, no index | time (ms) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of all) {
  console.log(
    `| ${number(r.listings)} | ${r.unit} | ${r.cells} | ${r.comparables} (${r.cells * PER_CELL}) | ${number(r.rowsRead)} | ${(r.rowsRead / r.cells).toFixed(1)} | ${number(r.scanRowsRead)} | ${r.ms.toFixed(2)} |`,
  );
}
console.log('\nAs the catalogue grows (listings: rows read, time):');
for (const name of Object.keys(units)) {
  const steps = all
    .filter((r) => r.unit === name)
    .map((r) => `${number(r.listings)}: ${number(r.rowsRead)} rows, ${r.ms.toFixed(2)} ms`);
  console.log(`  ${name}: ${steps.join(' → ')}`);
}
