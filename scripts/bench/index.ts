/**
 * `npm run bench`: the API's throughput and latency on catalogues of 1,000, 10,000 and 100,000
 * products (the performance targets). The production bundle runs under `wrangler dev` with routine
 * logging off, one Worker per catalogue size, beside two baselines served the same way: a minimal
 * Worker (fixed JSON) and a one-read Worker (one indexed D1 read of 24 rows; D1 round trips,
 * decision 011); autocannon drives them from this process at fixed concurrency. Each endpoint is
 * measured in rounds: both baselines, then every size, back to back, so a busy moment on the shared
 * machine hits all of them alike; figures are the medians over the rounds. With --d1-latency, every
 * endpoint is measured once more with each D1 round trip delayed that long (the latency model of
 * scripts/bench/latency.ts). Prints Markdown tables and writes the JSON record.
 *
 * Options: --sizes 1000,10000,100000  --rounds 5  --duration 2 (seconds per round)
 *          --warmup 1 (seconds, before an endpoint's first round)  --connections 10
 *          --only <text> (just the endpoints whose name contains it, e.g. "search")
 *          --d1-latency 40 (milliseconds per D1 round trip; 0, the default, skips the model)
 *          --out bench-results/latest.json
 * Ports 8800-8811 (Workers and their inspectors); state under .wrangler/bench-state.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCatalogue, type Catalogue } from './catalogue';
import { checkOnce, combine, measure, type LoadOptions, type Measurement } from './measure';
import { latencyTable, resultsTable, targetChecks, targetsTable, writeNotes, type Group, type Mode } from './report';
import { baseline, oneReadBaseline, scenarios } from './scenarios';
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
    'd1-latency': { type: 'string', default: '0' },
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
const d1LatencyMs = Number(options['d1-latency']);
if (!Number.isFinite(d1LatencyMs) || d1LatencyMs < 0 || d1LatencyMs > 1000)
  throw new Error('--d1-latency takes milliseconds from 0 to 1000.');
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
const oneRead = writeWorkerConfigs('one-read', 'scripts/bench/one-read-worker.ts', { production: false, d1: true });
// The same app, its D1 binding wrapped by the latency model: built only when asked for.
const delayedApp = writeWorkerConfigs('app-d1-latency', 'scripts/bench/latency-worker.ts', {
  production: true,
  vars: { ...secrets, LOG_LEVEL: 'error', BENCH_D1_LATENCY_MS: String(d1LatencyMs) },
});
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

interface Baselines {
  minimal: ServedWorker;
  oneRead: ServedWorker;
}

/** Every scenario of a mode: both baselines, then each size, endpoint by endpoint. */
async function measureMode(mode: Mode, baselines: Baselines, workers: ServedWorker[], catalogues: Catalogue[]) {
  const groups: Group[] = [];
  const names = (await scenarios(catalogues[0]!, secrets.JWT_SECRET))
    .filter((s) => (mode !== 'edge cache' || s.cacheable) && s.name.includes(options.only))
    .map((s) => s.name);
  for (const name of names) {
    // Fresh scenarios (and access tokens) for each endpoint, checked once before their load.
    const perSize = await Promise.all(
      catalogues.map(async (c) => (await scenarios(c, secrets.JWT_SECRET)).find((s) => s.name === name)!),
    );
    for (const [i, scenario] of perSize.entries()) await checkOnce(workers[i]!.url, scenario);
    const targets = [
      { url: baselines.minimal.url, scenario: baseline },
      { url: baselines.oneRead.url, scenario: oneReadBaseline },
      ...perSize.map((scenario, i) => ({ url: workers[i]!.url, scenario })),
    ];
    const rounds: Measurement[][] = targets.map(() => []);
    for (let round = 0; round < load.rounds; round++) {
      for (const [j, target] of targets.entries())
        rounds[j]!.push(await measure(target.url, target.scenario, load, round === 0));
    }
    const [minimalResult, oneReadResult, ...bySize] = rounds.map(combine) as [
      Measurement,
      Measurement,
      ...Measurement[],
    ];
    const first = perSize[0]!;
    groups.push({
      endpoint: name,
      mode,
      cacheable: first.cacheable,
      list: first.list,
      minimal: minimalResult,
      oneRead: oneReadResult,
      bySize,
    });
    const figures = bySize.map(
      (m) => `${Math.round(m.rps)}/s p50 ${m.p50Ms} p99 ${m.p99Ms} ms${m.non2xx ? ` (${m.non2xx} non-2xx)` : ''}`,
    );
    console.log(
      `  ${name}${mode === 'origin' ? '' : `, ${mode}`} — minimal ${Math.round(minimalResult.rps)}/s, one-read ${Math.round(oneReadResult.rps)}/s; ${figures.join('; ')}`,
    );
  }
  return groups;
}

/** The app Worker (or `configs`' variant of it) for every size, with `vars` on top of its configuration. */
const appWorkers = (vars: Record<string, string>, configs = app) =>
  sizes.map(
    (n, i) => () => serveWorker(`app-${n}`, configs, { ...port(i + 2), stateDir: join(STATE_DIR, String(n)), vars }),
  );
const oneReadWorker = (latencyMs: number) => () =>
  serveWorker('one-read', oneRead, {
    ...port(1),
    stateDir: join(STATE_DIR, 'one-read'),
    vars: { BENCH_D1_LATENCY_MS: String(latencyMs) },
  });

async function main() {
  const started = Date.now();
  console.log('Building the Worker as `wrangler deploy` bundles it, and the baselines…');
  const builds = [buildWorker('app', app), buildWorker('minimal', minimal), buildWorker('one-read', oneRead)];
  if (d1LatencyMs > 0) builds.push(buildWorker('app-d1-latency', delayedApp));
  await Promise.all(builds);
  const catalogues: Catalogue[] = [];
  for (const n of sizes) catalogues.push(await seed(n));
  // The one-read Worker reads the smallest catalogue: its one read walks an index, whatever the size.
  await prepareDatabase('one-read', oneRead, join(STATE_DIR, 'one-read'), join(BENCH_DIR, `catalogue-${sizes[0]}.sql`));

  const [minimalWorker, oneReadServed] = await serveAll([
    () => serveWorker('minimal', minimal, { ...port(0), stateDir: join(STATE_DIR, 'minimal') }),
    oneReadWorker(0),
  ]);
  await checkOnce(minimalWorker!.url, baseline);
  await checkOnce(oneReadServed!.url, oneReadBaseline);
  const baselines = { minimal: minimalWorker!, oneRead: oneReadServed! };
  const groups: Group[] = [];
  try {
    console.log('Edge cache off: every request reaches D1.');
    const origin = await serveAll(appWorkers({ EDGE_CACHE_SECONDS: '0' }));
    groups.push(...(await measureMode('origin', baselines, origin, catalogues)));
    await stopWorkers(origin);
    if (edgeCacheSeconds > 0) {
      console.log(`As deployed: public lists from the edge cache (EDGE_CACHE_SECONDS=${edgeCacheSeconds}).`);
      const cached = await serveAll(appWorkers({}));
      groups.push(...(await measureMode('edge cache', baselines, cached, catalogues)));
      await stopWorkers(cached);
    }
    if (d1LatencyMs > 0) {
      console.log(`Latency model: edge cache off, every D1 round trip ${d1LatencyMs} ms later.`);
      await stopWorkers([baselines.oneRead]);
      const delayed = await serveAll([
        oneReadWorker(d1LatencyMs),
        ...appWorkers({ EDGE_CACHE_SECONDS: '0' }, delayedApp),
      ]);
      const [delayedOneRead, ...delayedApps] = delayed as [ServedWorker, ...ServedWorker[]];
      const mode: Mode = `D1 +${d1LatencyMs} ms`;
      groups.push(...(await measureMode(mode, { ...baselines, oneRead: delayedOneRead }, delayedApps, catalogues)));
      await stopWorkers(delayed);
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
  console.log(
    'Cells: requests per second · p50/p99 latency · share of the minimal Worker / of the one-read Worker measured just before.',
  );
  for (const note of writeNotes(sizes, groups)) console.log(note);
  const latency = latencyTable(sizes, groups);
  if (latency) console.log(`\n${latency}\n`);
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
    d1LatencyMs,
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
