/**
 * `npm run bench:cpu`: what each public list costs the Worker against the one-read baseline (one
 * indexed D1 read of 24 rows), the ratio issue 63 asks to keep at 0.8 or more. As users run it:
 * the production bundle (`wrangler deploy`'s) served by `wrangler dev` with the edge cache off, so
 * every request reaches D1, and with routine logging off, as in `npm run bench`: in production a
 * log line goes to Workers Logs, while under `wrangler dev` each one crosses the inspector to
 * wrangler's own process, on the same cores as the Worker (`--logging start` measures that too:
 * request lines on and wrangler's own line per request, as `npm start` had them).
 * The baseline and the app are measured in turn, round by round; figures are medians.
 *
 * Options: --products 1000  --rounds 3  --duration 3 (seconds per round)  --warmup 1  --connections 10
 *          --only <text> (just the endpoints whose name contains it)
 *          --logging bench|worker|start (worker: the Worker's request lines on, wrangler's off)
 *          --profile (a CPU profile of each endpoint, after its rounds)
 *          --profile-seconds 4  --keep-data (reuse the seeded databases of the last run)
 * Ports 8802-8805 (the Workers and their inspectors; not beside `npm run bench`); state under
 * .wrangler/bench-state/cpu-*.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { workerLine } from '../lib/stack-output';
import { generateCatalogue } from './catalogue';
import { profileReport, profileWhile, summarise } from './cpu-profile';
import { checkOnce, combine, measure, type LoadOptions, type Measurement } from './measure';
import { fullPage, get, oneReadBaseline, someItems, type Scenario } from './scenarios';
import { BENCH_DIR, benchSecrets, writeWorkerConfigs } from './worker-config';
import { buildWorker, prepareDatabase, serveWorker, type ServedWorker } from './worker-process';

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string', default: '' },
    logging: { type: 'string', default: 'bench' },
    profile: { type: 'boolean', default: false },
    'profile-seconds': { type: 'string', default: '4' },
    'keep-data': { type: 'boolean', default: false },
  },
});
const products = Number(options.products);
const load: LoadOptions = {
  connections: Number(options.connections),
  duration: Number(options.duration),
  warmup: Number(options.warmup),
  rounds: Number(options.rounds),
};
if (!['bench', 'worker', 'start'].includes(options.logging)) throw new Error('--logging is bench, worker or start.');
const startLogging = options.logging === 'start';
// The Worker's own request lines, on in `worker` and `start`.
const workerLogging = options.logging !== 'bench';

const STATE_DIR = resolve('.wrangler/bench-state');
const secrets = benchSecrets();
const app = writeWorkerConfigs('cpu-app', 'worker/index.ts', {
  production: true,
  vars: { ...secrets, ...(workerLogging ? {} : { LOG_LEVEL: 'error' }), EDGE_CACHE_SECONDS: '0' },
});
const oneRead = writeWorkerConfigs('one-read', 'scripts/bench/one-read-worker.ts', { production: false, d1: true });

const running = new Set<ServedWorker>();
async function stopWorkers() {
  const list = [...running];
  running.clear();
  await Promise.all(list.map((w) => w.stop()));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void stopWorkers().then(() => process.exit(130)));

/**
 * CPU time (user and system, in ms) spent so far by the processes of one process group: a served
 * Worker's wrangler and workerd. Per request, it is what the Worker costs whatever else the
 * machine is doing, which moves requests per second on a shared machine.
 */
function groupCpuMs(group: number) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp, …, utime (14th), stime (15th).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return (ticks * 1000) / 100;
}

interface Round extends Measurement {
  cpuMsPerRequest: number;
}

/** One round of `measure`, with the CPU the Worker's processes spent per request in it. */
async function measureCpu(worker: ServedWorker, scenario: Scenario, warm: boolean): Promise<Round> {
  if (warm) await measure(worker.url, scenario, { ...load, duration: load.warmup }, false);
  const before = groupCpuMs(worker.group);
  const m = await measure(worker.url, scenario, load, false);
  return { ...m, cpuMsPerRequest: (groupCpuMs(worker.group) - before) / Math.max(1, m.requests) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The public lists and a listing's page, as the SPA asks for them. */
function endpoints(catalogue: ReturnType<typeof generateCatalogue>['catalogue']): Scenario[] {
  const publicList = { cacheable: true, list: true };
  return [
    get('GET /api/allproduct', '/api/allproduct', { ...publicList, expect: fullPage }),
    get('GET /api/products/:categoryId', `/api/products/${catalogue.categoryId}`, { ...publicList, expect: fullPage }),
    get('GET /api/advertise', '/api/advertise', { ...publicList, expect: someItems }),
    get('GET /api/allproduct?q=daikin', '/api/allproduct?q=daikin', { ...publicList, expect: fullPage }),
    get('GET /api/listings/:id', `/api/listings/${catalogue.bookable[0]}`, {
      cacheable: true,
      list: false,
      expect: (status) => (status === 200 ? null : `status ${status}`),
    }),
  ].filter((s) => s.name.includes(options.only));
}

async function main() {
  console.log(`Building the Worker as \`wrangler deploy\` bundles it, and the one-read baseline…`);
  await Promise.all([buildWorker('cpu-app', app), buildWorker('one-read', oneRead)]);
  const { sql, catalogue } = generateCatalogue(products, 300);
  const appState = join(STATE_DIR, `cpu-${products}`);
  const oneReadState = join(STATE_DIR, `cpu-one-read-${products}`);
  if (!options['keep-data'] || !existsSync(appState) || !existsSync(oneReadState)) {
    const sqlFile = join(BENCH_DIR, `catalogue-${products}.sql`);
    mkdirSync(BENCH_DIR, { recursive: true });
    writeFileSync(sqlFile, sql);
    await prepareDatabase(`cpu-${products}`, app, appState, sqlFile);
    await prepareDatabase('cpu-one-read', oneRead, oneReadState, sqlFile);
    console.log(`${products} products seeded (${catalogue.listed} listed).`);
  }

  const baseline = await serveWorker('one-read', oneRead, { port: 8802, inspectorPort: 8803, stateDir: oneReadState });
  running.add(baseline);
  let appWorker: ServedWorker;
  if (startLogging) {
    // npm start's Worker output: wrangler at its default level ("log", which shows the Worker's
    // console.log), every line through npm start's filter.
    let lines = 0;
    appWorker = await serveWorker('app', app, {
      port: 8804,
      inspectorPort: 8805,
      stateDir: appState,
      logLevel: 'log',
      show: (line) => {
        if (workerLine(line) !== null) lines++;
        return null;
      },
    });
    process.on('exit', () => console.log(`(${lines} lines of Worker output)`));
  } else {
    appWorker = await serveWorker('app', app, { port: 8804, inspectorPort: 8805, stateDir: appState });
  }
  running.add(appWorker);
  await checkOnce(baseline.url, oneReadBaseline);

  const rows: { name: string; oneRead: Measurement; app: Measurement; cpuRatio: number; appCpu: number }[] = [];
  for (const scenario of endpoints(catalogue)) {
    await checkOnce(appWorker.url, scenario);
    const pairs: [Round[], Round[]] = [[], []];
    for (let round = 0; round < load.rounds; round++) {
      pairs[0].push(await measureCpu(baseline, oneReadBaseline, round === 0));
      pairs[1].push(await measureCpu(appWorker, scenario, round === 0));
    }
    const appCpu = median(pairs[1].map((r) => r.cpuMsPerRequest));
    const cpuRatio = median(pairs[0].map((r) => r.cpuMsPerRequest)) / appCpu;
    const row = { name: scenario.name, oneRead: combine(pairs[0]), app: combine(pairs[1]), cpuRatio, appCpu };
    rows.push(row);
    console.log(
      `  ${row.name}: ${Math.round(row.app.rps)}/s against one-read ${Math.round(row.oneRead.rps)}/s = ${(row.app.rps / row.oneRead.rps).toFixed(2)}×; CPU ${appCpu.toFixed(2)} ms a request, ${cpuRatio.toFixed(2)}× the one-read's share (p50 ${row.app.p50Ms} ms against ${row.oneRead.p50Ms} ms)`,
    );
    if (options.profile) {
      let requests = 0;
      const seconds = Number(options['profile-seconds']);
      const profile = await profileWhile(8805, async () => {
        const result = await autocannon({
          url: appWorker.url,
          connections: load.connections,
          duration: seconds,
          requests: scenario.steps,
        });
        requests = result.requests.total;
      });
      const file = join(BENCH_DIR, `cpu-${scenario.name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`\n${profileReport(summarise(profile, join(app.outdir, 'index.js')), requests)}\n(${file})\n`);
    }
  }

  console.log('\n| Endpoint | Worker (req/s) | One-read (req/s) | Ratio | CPU a request (ms) | CPU ratio | p50 (ms) |');
  console.log('| --- | --: | --: | --: | --: | --: | --: |');
  for (const row of rows)
    console.log(
      `| ${row.name} | ${Math.round(row.app.rps)} | ${Math.round(row.oneRead.rps)} | ${(row.app.rps / row.oneRead.rps).toFixed(2)}× | ${row.appCpu.toFixed(2)} | ${row.cpuRatio.toFixed(2)}× | ${row.app.p50Ms} |`,
    );
  console.log(
    "Ratio: requests per second against the one-read Worker measured in turn. CPU: user and system time of the served Worker (workerd and its wrangler) per request; its ratio is the one-read Worker's CPU a request over this one's.",
  );
  console.log(
    `\n${products} products, logging ${options.logging}; ${load.connections} connections, ${load.warmup} s warm-up, median of ${load.rounds} interleaved rounds of ${load.duration} s.`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopWorkers());
