/**
 * `npm run bench`: the API's throughput and latency on catalogues of 1,000, 10,000 and 100,000
 * products (issue 6). The production bundle runs under `wrangler dev` with routine logging off,
 * one Worker per catalogue size, beside a minimal Worker served the same way; autocannon drives
 * them from this process at fixed concurrency. Each endpoint is measured in rounds: the minimal
 * Worker, then every size, back to back, so a busy moment on the shared machine hits all of them
 * alike; figures are the medians over the rounds. Prints Markdown tables and writes the JSON record.
 *
 * Options: --sizes 1000,10000,100000  --rounds 5  --duration 2 (seconds per round)
 *          --warmup 1 (seconds, before an endpoint's first round)  --connections 10
 *          --only <text> (just the endpoints whose name contains it, e.g. "search")
 *          --out bench-results/latest.json
 * Ports 8800-8809 (Workers and their inspectors); state under .wrangler/bench-state.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCatalogue, type Catalogue } from './catalogue';
import { checkOnce, combine, measure, type LoadOptions, type Measurement } from './measure';
import { resultsTable, targetChecks, targetsTable, writeNotes, type Group, type Mode } from './report';
import { baseline, scenarios } from './scenarios';
import { BENCH_DIR, benchSecrets, writeWorkerConfigs } from './worker-config';
import { buildWorker, prepareDatabase, serveWorker, type ServedWorker } from './worker-process';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string', default: '' },
    out: { type: 'string', default: 'bench-results/latest.json' },
  },
});
const sizes = options.sizes.split(',').map(Number);
if (sizes.length > 4 || sizes.some((n) => !Number.isInteger(n) || n < 100))
  throw new Error('--sizes takes up to 4 catalogue sizes of at least 100.');
const load: LoadOptions = {
  connections: Number(options.connections),
  duration: Number(options.duration),
  warmup: Number(options.warmup),
  rounds: Number(options.rounds),
};
const BUYERS = 300;
const STATE_DIR = resolve('.wrangler/bench-state');
const port = (slot: number) => ({ port: 8800 + 2 * slot, inspectorPort: 8801 + 2 * slot });

const secrets = benchSecrets();
// Routine logs off: the Worker writes errors only (LOG_LEVEL) and wrangler prints errors only.
const app = writeWorkerConfigs('app', 'worker/index.ts', {
  production: true,
  vars: { ...secrets, LOG_LEVEL: 'error' },
});
const minimal = writeWorkerConfigs('minimal', 'scripts/bench/minimal-worker.ts', { production: false });
const edgeCacheSeconds = Number(app.vars.EDGE_CACHE_SECONDS) || 0;

const running = new Set<ServedWorker>();
async function serveAll(starts: (() => Promise<ServedWorker>)[]) {
  const workers: ServedWorker[] = [];
  // One at a time: two wrangler starts at once compete for the same two cores.
  for (const start of starts) {
    const worker = await start();
    running.add(worker);
    workers.push(worker);
  }
  return workers;
}
async function stopWorkers(workers: Iterable<ServedWorker>) {
  const list = [...workers];
  for (const worker of list) running.delete(worker);
  await Promise.all(list.map((w) => w.stop()));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopWorkers(running).then(() => process.exit(130)));
}

async function seed(products: number) {
  const { sql, catalogue } = generateCatalogue(products, BUYERS);
  const sqlFile = join(BENCH_DIR, `catalogue-${products}.sql`);
  writeFileSync(sqlFile, sql);
  await prepareDatabase(String(products), app, join(STATE_DIR, String(products)), sqlFile);
  console.log(
    `${products.toLocaleString('en-US')} products seeded: ${catalogue.listed} listed, ${catalogue.sellers} sellers, ${BUYERS} buyers`,
  );
  return catalogue;
}

/** Every scenario of a mode: the minimal Worker, then each size, endpoint by endpoint. */
async function measureMode(mode: Mode, minimalWorker: ServedWorker, workers: ServedWorker[], catalogues: Catalogue[]) {
  const groups: Group[] = [];
  const names = (await scenarios(catalogues[0]!, secrets.JWT_SECRET))
    .filter((s) => (mode === 'origin' || s.cacheable) && s.name.includes(options.only))
    .map((s) => s.name);
  for (const name of names) {
    // Fresh scenarios (and access tokens) for each endpoint, checked once before their load.
    const perSize = await Promise.all(
      catalogues.map(async (c) => (await scenarios(c, secrets.JWT_SECRET)).find((s) => s.name === name)!),
    );
    for (const [i, scenario] of perSize.entries()) await checkOnce(workers[i]!.url, scenario);
    const targets = [
      { url: minimalWorker.url, scenario: baseline },
      ...perSize.map((scenario, i) => ({ url: workers[i]!.url, scenario })),
    ];
    const rounds: Measurement[][] = targets.map(() => []);
    for (let round = 0; round < load.rounds; round++) {
      for (const [j, target] of targets.entries())
        rounds[j]!.push(await measure(target.url, target.scenario, load, round === 0));
    }
    const [minimalResult, ...bySize] = rounds.map(combine) as [Measurement, ...Measurement[]];
    const first = perSize[0]!;
    groups.push({ endpoint: name, mode, cacheable: first.cacheable, list: first.list, minimal: minimalResult, bySize });
    const figures = bySize.map(
      (m) => `${Math.round(m.rps)}/s p50 ${m.p50Ms} p99 ${m.p99Ms} ms${m.non2xx ? ` (${m.non2xx} non-2xx)` : ''}`,
    );
    console.log(
      `  ${name}${mode === 'origin' ? '' : `, ${mode}`} — minimal ${Math.round(minimalResult.rps)}/s; ${figures.join('; ')}`,
    );
  }
  return groups;
}

/** The app Worker for every size, with `vars` on top of its configuration. */
const appWorkers = (vars: Record<string, string>) =>
  sizes.map(
    (n, i) => () => serveWorker(`app-${n}`, app, { ...port(i + 1), stateDir: join(STATE_DIR, String(n)), vars }),
  );

async function main() {
  const started = Date.now();
  console.log('Building the Worker as `wrangler deploy` bundles it, and the minimal Worker…');
  await Promise.all([buildWorker('app', app), buildWorker('minimal', minimal)]);
  const catalogues: Catalogue[] = [];
  for (const n of sizes) catalogues.push(await seed(n));

  const [minimalWorker] = await serveAll([
    () => serveWorker('minimal', minimal, { ...port(0), stateDir: join(STATE_DIR, 'minimal') }),
  ]);
  await checkOnce(minimalWorker!.url, baseline);
  const groups: Group[] = [];
  try {
    console.log('Edge cache off: every request reaches D1.');
    const origin = await serveAll(appWorkers({ EDGE_CACHE_SECONDS: '0' }));
    groups.push(...(await measureMode('origin', minimalWorker!, origin, catalogues)));
    await stopWorkers(origin);
    if (edgeCacheSeconds > 0) {
      console.log(`As deployed: public lists from the edge cache (EDGE_CACHE_SECONDS=${edgeCacheSeconds}).`);
      const cached = await serveAll(appWorkers({}));
      groups.push(...(await measureMode('edge cache', minimalWorker!, cached, catalogues)));
      await stopWorkers(cached);
    }
  } finally {
    await stopWorkers(running);
  }

  const checks = targetChecks(sizes, groups);
  const wranglerVersion = (
    JSON.parse(readFileSync('node_modules/wrangler/package.json', 'utf8')) as { version: string }
  ).version;
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.versions.node}, wrangler ${wranglerVersion}`;
  console.log(`\n${resultsTable(sizes, groups)}\n`);
  console.log('Cells: requests per second · p50/p99 latency · share of the minimal Worker measured just before.');
  for (const note of writeNotes(sizes, groups)) console.log(note);
  console.log(`\n${targetsTable(sizes, checks)}\n`);
  console.log(
    `${load.connections} connections; per endpoint ${load.warmup} s warm-up, then the median of ${load.rounds} rounds of ${load.duration} s; ${machine}.`,
  );

  const minutes = Number(((Date.now() - started) / 60_000).toFixed(1));
  const catalogueFacts = catalogues.map(({ products, listed, sellers, buyers }) => ({
    products,
    listed,
    sellers,
    buyers: buyers.length,
  }));
  const record = {
    date: new Date().toISOString(),
    machine,
    load,
    edgeCacheSeconds,
    minutes,
    catalogues: catalogueFacts,
    groups,
    targets: checks,
  };
  mkdirSync(dirname(resolve(options.out)), { recursive: true });
  writeFileSync(options.out, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Wrote ${options.out} (${minutes} min).`);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopWorkers(running);
  process.exit(1);
});
