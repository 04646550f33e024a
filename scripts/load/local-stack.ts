/**
 * The local stack the load and crash tests drive: a migrated, seeded state dir, the Firebase Auth
 * emulator and `wrangler dev` on a port of their own. The Worker's output goes to a log file in the
 * state dir: thousands of request lines would bury the figures, and the file keeps any 5xx's cause.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedLocal } from '../../seed/scripts/seed-local';
import { ensureDevVars } from '../lib/dev-vars';
import { run, stopAll, waitForUrl, type Service } from '../lib/processes';
import { processesInGroup, waitForGroupToEnd } from './process-groups';

export const EMULATOR_HOST = '127.0.0.1:9099';
const bin = (name: string) => join('node_modules', '.bin', name);

/** A long-running command in its own process group, its output appended to `logFile`. */
function startLogged(
  name: string,
  command: string,
  args: string[],
  logFile: string,
  stopSignal: NodeJS.Signals,
): Service {
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { stdio: ['ignore', out, out], detached: true });
  closeSync(out);
  return { name, child, stopSignal };
}

/** A migrated and seeded state dir; `fresh` wipes what was there. */
export async function prepareState(stateDir: string, { fresh }: { fresh: boolean }) {
  if (fresh) rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  ensureDevVars();
  // wrangler dev wants the assets directory to exist; the API under test needs no SPA build.
  if (!existsSync('dist')) mkdirSync('dist');
  await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], {
    env: { ...process.env, CI: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await seedLocal(stateDir);
}

/** Whether anything answers at `url` (any HTTP status). */
export async function answers(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** The Auth emulator: the one already running (npm start's), else a throwaway one of ours. */
export async function ensureAuthEmulator(stateDir: string): Promise<Service | null> {
  if (await answers(`http://${EMULATOR_HOST}/`)) return null;
  const args = ['emulators:start', '--only', 'auth', '--project', 'demo-thanda'];
  const service = startLogged('auth', bin('firebase'), args, join(stateDir, 'auth-emulator.log'), 'SIGINT');
  await waitForUrl(`http://${EMULATOR_HOST}/`, 90_000);
  return service;
}

export function workerUrl(port: number) {
  return `http://127.0.0.1:${port}`;
}

/** `wrangler dev` (and the workerd it spawns) on loopback at `port`, over the state dir. */
export async function startWorker(stateDir: string, port: number): Promise<Service> {
  const args = [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    stateDir,
    '--show-interactive-dev-session=false',
  ];
  const service = startLogged('worker', bin('wrangler'), args, join(stateDir, 'worker.log'), 'SIGTERM');
  await waitForUrl(`${workerUrl(port)}/api/health`, 90_000, (res) => res.ok);
  return service;
}

/**
 * Kills the Worker's whole process group at once with SIGKILL (wrangler, workerd and any helper),
 * as a crash or a pulled plug would, and waits until none of them is left. Returns how many died.
 */
export async function killHard(service: Service) {
  const group = service.child.pid!;
  const victims = processesInGroup(group);
  process.kill(-group, 'SIGKILL');
  await waitForGroupToEnd(group, 10_000);
  return victims;
}

/** Ctrl+C (or a CI timeout) still stops everything the test started. */
export function stopOnSignals(services: Service[]) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      void stopAll(services).then(() => process.exit(130));
    });
  }
}
