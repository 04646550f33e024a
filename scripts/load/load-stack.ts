/** The stack test:load drives: the running one at :8787 if it answers, else one of its own. */
import { join } from 'node:path';
import {
  EMULATOR_HOST,
  ensureAuthEmulator,
  healthy,
  prepareApiState,
  STACK_URL,
  startWorker,
  stopOnSignals,
  workerUrl,
} from '../lib/local-stack';
import { answers, type Service } from '../lib/processes';

const OWN_STATE_DIR = '.wrangler/load-state';
const OWN_WORKER = { ip: '127.0.0.1', port: 8811 };

export interface LoadStack {
  url: string;
  stateDir: string;
  emulatorHost: string;
  /** What this run started, to stop afterwards; empty when it borrowed a running stack. */
  services: Service[];
  own: boolean;
}

export async function openLoadStack(): Promise<LoadStack> {
  if (await healthy(STACK_URL)) {
    const stateDir = process.env.THANDA_STATE_DIR ?? '.wrangler/state';
    if (!(await answers(`http://${EMULATOR_HOST}/`)))
      throw new Error(`${STACK_URL} answers, but the Auth emulator at ${EMULATOR_HOST} does not.`);
    return { url: STACK_URL, stateDir, emulatorHost: EMULATOR_HOST, services: [], own: false };
  }
  const services: Service[] = [];
  stopOnSignals(services);
  await prepareApiState(OWN_STATE_DIR, { fresh: true });
  const emulator = await ensureAuthEmulator(join(OWN_STATE_DIR, 'auth-emulator.log'));
  if (emulator) services.push(emulator);
  // Thousands of request lines would bury the figures; the log file keeps any 5xx's cause.
  const output = { logFile: join(OWN_STATE_DIR, 'worker.log') };
  services.push(await startWorker({ ...OWN_WORKER, stateDir: OWN_STATE_DIR, output }));
  return { url: workerUrl(OWN_WORKER), stateDir: OWN_STATE_DIR, emulatorHost: EMULATOR_HOST, services, own: true };
}
