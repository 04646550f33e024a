/**
 * `npm run bench:saved-searches`: what matching one new listing against the saved searches costs
 * with 1,000, 10,000 and 100,000 of them (issue 60). A Worker that runs `matchNewListing` on the
 * bench's D1 (saved-search-worker.ts) is built and served under `wrangler dev` as the other benches
 * are, on a database of that many searches spread as people write them (saved-searches-data.ts).
 * For a common listing (a 1.5 ton inverter split unit in Dhaka) and a rare one (a 2.5 ton window
 * unit in Bandarban) it prints the candidates the index lookup gave (the searches whose keys allow the
 * listing), the rows D1 read for them (and per candidate), the rows the same lookup reads without
 * the index, the searches that wanted the listing, and the time of the whole match (notifications
 * and digest rows written), the median over fresh listings, and per search matched. The candidates
 * grow with the searches that could want the listing; what stays flat is the cost of each.
 *
 * Options: --sizes 1000,10000,100000
 * Ports 8814-8815; state under .wrangler/bench-state/saved-searches.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LISTINGS_PER_KIND, generateSavedSearches } from './saved-searches-data';
import { BENCH_DIR, writeWorkerConfigs } from './worker-config';
import { buildWorker, prepareDatabase, serveWorker } from './worker-process';

const { values: options } = parseArgs({ options: { sizes: { type: 'string', default: '1000,10000,100000' } } });
const sizes = options.sizes.split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 100 || n > 1_000_000))
  throw new Error('--sizes takes numbers of saved searches from 100 to 1,000,000.');

const STATE_DIR = resolve('.wrangler/bench-state/saved-searches');
const configs = writeWorkerConfigs('saved-search', 'scripts/bench/saved-search-worker.ts', {
  production: false,
  d1: true,
});

interface Row {
  searches: number;
  kind: string;
  candidates: number;
  pages: number;
  rowsRead: number;
  scanRowsRead: number;
  matched: number;
  medianMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function getJson<T>(url: string) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function measureSize(size: number) {
  const data = generateSavedSearches(size);
  const sqlFile = join(BENCH_DIR, `saved-searches-${size}.sql`);
  writeFileSync(sqlFile, data.sql);
  const stateDir = join(STATE_DIR, String(size));
  await prepareDatabase(`saved-searches-${size}`, configs, stateDir, sqlFile);
  const worker = await serveWorker(`saved-searches-${size}`, configs, { port: 8814, inspectorPort: 8815, stateDir });
  try {
    const rows: Row[] = [];
    const plan = await getJson<string[]>(`${worker.url}/plan?product=${data.listings.common[0]}`);
    for (const [kind, ids] of Object.entries(data.listings)) {
      const first = ids[0]!;
      const found = await getJson<{ rows: number; rowsRead: number; pages: number }>(
        `${worker.url}/candidates?product=${first}`,
      );
      const scan = await getJson<{ rows: number; rowsRead: number }>(`${worker.url}/scan?product=${first}`);
      if (scan.rows !== found.rows) throw new Error(`The index found ${found.rows} candidates, the scan ${scan.rows}.`);
      const times: number[] = [];
      let matched = 0;
      for (const id of ids) {
        const started = performance.now();
        const answer = await getJson<{ matched: number }>(`${worker.url}/match?product=${id}`);
        times.push(performance.now() - started);
        matched = answer.matched;
      }
      // The first match also warms the isolate: the median is over the others.
      rows.push({
        searches: size,
        kind,
        candidates: found.rows,
        pages: found.pages,
        rowsRead: found.rowsRead,
        scanRowsRead: scan.rowsRead,
        matched,
        medianMs: median(times.slice(1)),
      });
    }
    return { rows, plan };
  } finally {
    await worker.stop();
  }
}

const number = (n: number) => n.toLocaleString('en-US');

console.log('Building the bench Worker…');
await buildWorker('saved-search', configs);
const all: Row[] = [];
for (const size of sizes) {
  const { rows, plan } = await measureSize(size);
  console.log(`${number(size)} saved searches; the candidate query's plan: ${plan.join(' | ')}`);
  all.push(...rows);
}
console.log(`\nMatching one new listing (median of ${LISTINGS_PER_KIND - 1} fresh listings each):\n`);
console.log(
  '| saved searches | listing | candidates (pages) | rows read, index | per candidate | rows read, no index | matched | time (ms) | ms per match |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of all) {
  const perCandidate = (r.rowsRead / Math.max(1, r.candidates)).toFixed(1);
  const perMatch = (r.medianMs / Math.max(1, r.matched)).toFixed(2);
  console.log(
    `| ${number(r.searches)} | ${r.kind} | ${number(r.candidates)} (${r.pages}) | ${number(r.rowsRead)} | ${perCandidate} | ${number(r.scanRowsRead)} | ${number(r.matched)} | ${r.medianMs.toFixed(1)} | ${perMatch} |`,
  );
}
