/**
 * The one way to bring up the local stack (a migrated, seeded state dir; the Firebase Auth emulator;
 * the Worker in `wrangler dev`), used by `npm start` (and through it the browser tests), the load
 * and crash tests and the bench. Ports, state dir and where the output goes are options.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedLocal } from '../../seed/scripts/seed-local';
import { hasAccount } from './auth-emulator';
import { ensureDevVars } from './dev-vars';
import { answers, run, startService, stopAll, waitForUrl, type Service, type ServiceOutput } from './processes';

export const STACK_URL = 'http://localhost:8787';
export const EMULATOR_HOST = '127.0.0.1:9099';
export const bin = (name: string) => join('node_modules', '.bin', name);
// wrangler.toml's migrations_dir, for every environment and the bench's configuration.
const MIGRATIONS_DIR = 'migrations';

// No telemetry; CI=true makes `d1 migrations apply` proceed without asking.
const wranglerEnv = () => ({ ...process.env, WRANGLER_SEND_METRICS: 'false' });

/** The state dir, wiped first when `fresh`, and `.dev.vars` with local secrets; true if it was created. */
export function prepareStateDir(stateDir: string, { fresh }: { fresh: boolean }) {
  if (fresh) rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  return ensureDevVars();
}

/** The SPA's production build in dist/, which the Worker serves as static assets. */
export function buildSpa() {
  return run(bin('vite'), ['build'], { quiet: true });
}

/** wrangler dev wants the assets directory to exist; a stack that only serves the API needs no build. */
export function ensureAssetsDir() {
  if (!existsSync('dist')) mkdirSync('dist');
}

/**
 * Applies the D1 migrations to the local database in `stateDir`; output only if it fails. A new
 * database gets them all from one `d1 execute`, each written as `d1 migrations apply` writes it (its
 * SQL, then its row in d1_migrations), as one batch that lands whole or not at all: `apply` starts a
 * local D1 for every migration, 22 s for 21 of them here, against 4 s. A database that exists goes
 * through `apply`, which knows which ones it lacks.
 */
export async function migrate(stateDir: string, { config }: { config?: string } = {}) {
  const database = ['DB', '--local', '--persist-to', stateDir, ...(config ? ['-c', config] : [])];
  const options = { env: { ...wranglerEnv(), CI: 'true' }, quiet: true };
  if (existsSync(join(stateDir, 'v3', 'd1')))
    return run(bin('wrangler'), ['d1', 'migrations', 'apply', ...database], options);
  const dir = mkdtempSync(join(tmpdir(), 'thanda-migrations-'));
  const file = join(dir, 'all.sql');
  writeFileSync(file, allMigrations());
  try {
    await run(bin('wrangler'), ['d1', 'execute', ...database, '--file', file], options);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every migration in order, each followed by its row in wrangler's d1_migrations table. */
function allMigrations() {
  const names = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const table = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;
  const migrations = names.map(
    (name) =>
      `${readFileSync(join(MIGRATIONS_DIR, name), 'utf8')}\nINSERT INTO d1_migrations (name) VALUES ('${name.replaceAll("'", "''")}');`,
  );
  return [table, ...migrations].join('\n');
}

/** The demo marketplace in `stateDir`, unless it is seeded already; true when it seeded. */
/** The local D1's SQLite file in a state dir (miniflare names it by a hash of the binding). */
export function databaseFile(stateDir: string) {
  const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
  if (!file) throw new Error(`No D1 database in ${dir}.`);
  return join(dir, file);
}

export function seed(stateDir: string) {
  return seedLocal(stateDir);
}

/** A migrated and seeded state dir for a stack that serves only the API (the load and crash tests). */
export async function prepareApiState(stateDir: string, { fresh }: { fresh: boolean }) {
  prepareStateDir(stateDir, { fresh });
  ensureAssetsDir();
  await migrate(stateDir);
  await seed(stateDir);
}

export interface EmulatorOptions {
  /** Export the accounts on exit and import them on the next start (`npm start`'s demo accounts). */
  keepAccountsIn?: string;
  output?: ServiceOutput;
}

/** The Firebase Auth emulator on EMULATOR_HOST, for the `demo-thanda` project. */
export async function startAuthEmulator({ keepAccountsIn, output }: EmulatorOptions = {}): Promise<Service> {
  const args = ['emulators:start', '--only', 'auth', '--project', 'demo-thanda'];
  if (keepAccountsIn) {
    args.push('--export-on-exit', keepAccountsIn);
    if (existsSync(join(keepAccountsIn, 'firebase-export-metadata.json'))) args.push('--import', keepAccountsIn);
  }
  const service = startService('auth', bin('firebase'), args, { stopSignal: 'SIGINT', output });
  await waitUntilUp(service, `http://${EMULATOR_HOST}/`, () => true);
  if (keepAccountsIn) await waitForImport(service, keepAccountsIn);
  return service;
}

/**
 * firebase-tools starts the emulator listening and only then imports the saved accounts, in one
 * batch: a lookup in between finds none of them, and recreating a demo account then collides with
 * its import (DUPLICATE_LOCAL_ID). So this waits until the export's last account is in.
 */
async function waitForImport(service: Service, exportDir: string, timeoutMs = 60_000) {
  const accountsFile = join(exportDir, 'auth_export', 'accounts.json');
  if (!existsSync(accountsFile)) return;
  const { users = [] } = JSON.parse(readFileSync(accountsFile, 'utf8')) as { users?: { localId: string }[] };
  const last = users.at(-1);
  if (!last) return;
  const deadline = Date.now() + timeoutMs;
  while (!(await hasAccount(EMULATOR_HOST, last.localId))) {
    if (Date.now() > deadline) {
      await stopAll([service]);
      throw new Error(
        `The Auth emulator had not imported the accounts in ${accountsFile} after ${timeoutMs / 1000} s.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The Auth emulator already running (npm start's), or a throwaway one logging to `logFile`. */
export async function ensureAuthEmulator(logFile: string): Promise<Service | null> {
  if (await answers(`http://${EMULATOR_HOST}/`)) return null;
  return startAuthEmulator({ output: { logFile } });
}

export interface WorkerOptions {
  stateDir: string;
  port: number;
  /** Listen on this address only (loopback for tests); wrangler's default otherwise. */
  ip?: string;
  /** Another wrangler configuration (the bench serves a prebuilt bundle). */
  config?: string;
  /** Variables that override the configuration's for this run. */
  vars?: Record<string, string>;
  /**
   * Where the browser reaches the Worker when that is through a proxy (`npm run dev`'s Vite): the
   * Worker sees its requests at this origin, so the addresses it hands out (SSLCOMMERZ's return
   * and IPN) lead back there.
   */
  publicOrigin?: string;
  /** A certificate the Worker trusts beside the public ones (the local push service's). */
  extraCaCerts?: string;
  inspectorPort?: number;
  logLevel?: 'error' | 'warn' | 'info' | 'log' | 'debug';
  output?: ServiceOutput;
}

/**
 * A Worker that writes its warnings and errors only, as a deployed one is read: under `wrangler dev`
 * every line it logs crosses the inspector to wrangler's process, on the same cores, and halves what
 * a public list can serve (README.md's Benchmarks). The browser, load and crash tests run it so.
 */
export const QUIET_WORKER = { vars: { LOG_LEVEL: 'warn' }, logLevel: 'warn' } as const;

export function workerUrl({ port, ip }: Pick<WorkerOptions, 'port' | 'ip'>) {
  return `http://${ip ?? 'localhost'}:${port}`;
}

/** `wrangler dev` (and the workerd it spawns) over the state dir, once /api/health answers 200. */
export async function startWorker(options: WorkerOptions): Promise<Service> {
  const url = workerUrl(options);
  if (await answers(url)) throw new Error(`Something already answers at ${url}: stop it first.`);
  const args = ['dev', '--port', String(options.port), '--persist-to', options.stateDir];
  args.push('--show-interactive-dev-session=false');
  if (options.ip) args.push('--ip', options.ip);
  if (options.config) args.push('-c', options.config);
  if (options.inspectorPort) args.push('--inspector-port', String(options.inspectorPort));
  if (options.logLevel) args.push('--log-level', options.logLevel);
  if (options.publicOrigin) {
    const { host, protocol } = new URL(options.publicOrigin);
    args.push('--local-upstream', host, '--upstream-protocol', protocol.replace(':', ''));
  }
  for (const [key, value] of Object.entries(options.vars ?? {})) args.push('--var', `${key}:${value}`);
  const env = { ...wranglerEnv(), ...(options.extraCaCerts ? { NODE_EXTRA_CA_CERTS: options.extraCaCerts } : {}) };
  const service = startService('worker', bin('wrangler'), args, { env, output: options.output });
  await waitUntilUp(service, `${url}/api/health`, (res) => res.ok);
  return service;
}

/** Waits for the service's URL; a service that exits first, or never answers, is stopped and reported. */
async function waitUntilUp(service: Service, url: string, isReady: (res: Response) => boolean) {
  const exited = new Promise<never>((_, reject) =>
    service.child.once('exit', (code) => reject(new Error(`${service.name} exited (${code}) before ${url} answered`))),
  );
  try {
    await Promise.race([waitForUrl(url, 90_000, isReady), exited]);
  } catch (error) {
    await stopAll([service]);
    throw error;
  }
}

/** Ctrl+C (or a CI timeout) still stops everything a script started. */
export function stopOnSignals(services: Service[]) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      void stopAll(services).then(() => process.exit(130));
    });
  }
}

/** Whether a stack at `url` answers /api/health with 200. */
export async function healthy(url: string) {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3_000) })).ok;
  } catch {
    return false;
  }
}

/** The running local stack: `stop` ends it only when we started it ourselves. */
export interface LocalStack {
  url: string;
  startedHere: boolean;
  stop: () => Promise<void>;
}

/**
 * Uses the stack that answers on :8787, or starts one with `npm start` (build, seed, Auth emulator,
 * Worker) and waits for it. A fresh clone needs a build first, hence the long wait.
 */
export async function ensureLocalStack(): Promise<LocalStack> {
  if (await healthy(STACK_URL)) return { url: STACK_URL, startedHere: false, stop: async () => {} };

  console.log(`Nothing answers at ${STACK_URL}: starting the local stack (npm start)…`);
  // start.ts stops its own services (the emulator exports its accounts) on SIGINT.
  const service = startService('stack', 'npm', ['start'], { stopSignal: 'SIGINT' });
  const exited = new Promise<never>((_, reject) => {
    service.child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before the stack was up.`)));
  });
  const stop = () => stopAll([service], 30_000);
  try {
    await Promise.race([waitForUrl(`${STACK_URL}/api/health`, 300_000, (res) => res.ok), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: STACK_URL, startedHere: true, stop };
}
