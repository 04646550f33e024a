/**
 * Building, seeding and serving the bench Workers with wrangler, as deployed: the bundle of
 * `wrangler deploy --dry-run`, served unchanged by `wrangler dev --no-bundle` on local D1 state.
 */
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { run, startService, stopAll, waitForUrl } from '../lib/processes';
import { BENCH_DIR, type WorkerConfigs } from './worker-config';

const wrangler = join('node_modules', '.bin', 'wrangler');
// No telemetry, no prompts (CI=true makes `d1 migrations apply` proceed without asking).
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };
const logDir = join(BENCH_DIR, 'logs');

/** Runs a wrangler command to completion with its output in a log file, named on failure. */
async function quietly(name: string, args: string[]) {
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${name}.log`);
  const fd = openSync(logFile, 'w');
  try {
    await run(wrangler, args, { stdio: ['ignore', fd, fd], env });
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
  const target = ['DB', '--local', '--persist-to', stateDir, '-c', configs.serve];
  await quietly(`migrate-${name}`, ['d1', 'migrations', 'apply', ...target]);
  await quietly(`seed-${name}`, ['d1', 'execute', ...target, '--file', sqlFile, '--yes']);
}

export interface ServeOptions {
  port: number;
  inspectorPort: number;
  stateDir: string;
  /** Variables that override the configuration's for this run. */
  vars?: Record<string, string>;
}

async function answers(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Serves a built Worker on 127.0.0.1 until `stop`; wrangler prints errors only. */
export async function serveWorker(name: string, configs: WorkerConfigs, options: ServeOptions) {
  const url = `http://127.0.0.1:${options.port}`;
  if (await answers(url))
    throw new Error(`Something already answers at ${url}: stop it first, so the bench measures its own Worker.`);
  const args = [
    'dev',
    '-c',
    configs.serve,
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--inspector-port',
    String(options.inspectorPort),
    '--persist-to',
    options.stateDir,
    '--show-interactive-dev-session=false',
    '--log-level',
    'error',
    ...Object.entries(options.vars ?? {}).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
  ];
  const service = startService(name, wrangler, args, 'SIGTERM', env);
  const exited = new Promise<never>((_, reject) =>
    service.child.once('exit', (code) =>
      reject(new Error(`${name}: wrangler dev exited (${code}) before it answered`)),
    ),
  );
  try {
    await Promise.race([waitForUrl(`${url}/api/health`, 90_000, (res) => res.ok), exited]);
  } catch (error) {
    await stopAll([service]);
    throw error;
  }
  return { url, stop: () => stopAll([service]) };
}

export type ServedWorker = Awaited<ReturnType<typeof serveWorker>>;
