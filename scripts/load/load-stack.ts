/** The stack test:load drives: the running one at :8787 if it answers, else one of its own. */
import { type Service } from '../lib/processes';
import {
  answers,
  EMULATOR_HOST,
  ensureAuthEmulator,
  prepareState,
  startWorker,
  stopOnSignals,
  workerUrl,
} from './local-stack';

const RUNNING_STACK = 'http://localhost:8787';
const OWN_STATE_DIR = '.wrangler/load-state';
const OWN_PORT = 8811;

export interface LoadStack {
  url: string;
  stateDir: string;
  emulatorHost: string;
  /** What this run started, to stop afterwards; empty when it borrowed a running stack. */
  services: Service[];
  own: boolean;
}

async function healthy(url: string) {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3_000) })).ok;
  } catch {
    return false;
  }
}

export async function openLoadStack(): Promise<LoadStack> {
  if (await healthy(RUNNING_STACK)) {
    const stateDir = process.env.THANDA_STATE_DIR ?? '.wrangler/state';
    if (!(await answers(`http://${EMULATOR_HOST}/`)))
      throw new Error(`${RUNNING_STACK} answers, but the Auth emulator at ${EMULATOR_HOST} does not.`);
    return { url: RUNNING_STACK, stateDir, emulatorHost: EMULATOR_HOST, services: [], own: false };
  }
  const services: Service[] = [];
  stopOnSignals(services);
  await prepareState(OWN_STATE_DIR, { fresh: true });
  const emulator = await ensureAuthEmulator(OWN_STATE_DIR);
  if (emulator) services.push(emulator);
  services.push(await startWorker(OWN_STATE_DIR, OWN_PORT));
  return { url: workerUrl(OWN_PORT), stateDir: OWN_STATE_DIR, emulatorHost: EMULATOR_HOST, services, own: true };
}
