/**
 * Building, seeding and serving the bench Workers with wrangler, as deployed: the bundle of
 * `wrangler deploy --dry-run`, served unchanged by `wrangler dev --no-bundle` on local D1 state,
 * through the same local-stack module as `npm start`.
 */
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, migrate, startWorker, workerUrl } from '../lib/local-stack';
import { run, stopAll } from '../lib/processes';
import { BENCH_DIR, type WorkerConfigs } from './worker-config';

const logDir = join(BENCH_DIR, 'logs');

/** Runs a wrangler command to completion with its output in a log file, named on failure. */
async function quietly(name: string, args: string[]) {
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${name}.log`);
  const fd = openSync(logFile, 'w');
  try {
    await run(bin('wrangler'), args, {
      stdio: ['ignore', fd, fd],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}; see ${logFile}`);
  } finally {
    closeSync(fd);
  }
}

export function buildWorker(name: string, configs: WorkerConfigs) {
  return quietly(`build-${name}`, ['deploy', '--dry-run', '-c', configs.build, '--outdir', configs.outdir]);
}

/** A fresh database in `stateDir`: the migrations, then the catalogue's SQL. */
export async function prepareDatabase(name: string, configs: WorkerConfigs, stateDir: string, sqlFile: string) {
  rmSync(stateDir, { recursive: true, force: true });
  await migrate(stateDir, { config: configs.serve });
  const target = ['DB', '--local', '--persist-to', stateDir, '-c', configs.serve];
  await quietly(`seed-${name}`, ['d1', 'execute', ...target, '--file', sqlFile, '--yes']);
}

export interface ServeOptions {
  port: number;
  inspectorPort: number;
  stateDir: string;
  /** Variables that override the configuration's for this run. */
  vars?: Record<string, string>;
  /** wrangler's log level: errors only unless told. */
  logLevel?: 'error' | 'info' | 'log';
  /** What of the Worker's output is shown: everything, named, unless told. */
  show?: (line: string) => string | null;
}

/** Serves a built Worker on 127.0.0.1 until `stop`. */
export async function serveWorker(name: string, configs: WorkerConfigs, options: ServeOptions) {
  const { show = (line: string) => `${name}: ${line}`, logLevel = 'error', ...rest } = options;
  const worker = { ...rest, ip: '127.0.0.1', config: configs.serve, logLevel };
  const service = await startWorker({ ...worker, output: { show } });
  // wrangler, workerd and their helpers share the process group wrangler leads.
  return { url: workerUrl(worker), group: service.child.pid!, stop: () => stopAll([service]) };
}

export type ServedWorker = Awaited<ReturnType<typeof serveWorker>>;
