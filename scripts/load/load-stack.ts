/**
 * The stack test:load drives: the running one at :8787 if it answers and takes the demo gateway's
 * test cards (`npm start -- --gateway demo`), else one of its own, which does: the load test pays
 * by card. `npm start`'s default stack pays through the SSLCOMMERZ stand-in instead.
 */
import { join } from 'node:path';
import {
  EMULATOR_HOST,
  ensureAuthEmulator,
  healthy,
  prepareApiState,
  QUIET_WORKER,
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

/**
 * Whether the stack at `url` takes the demo gateway's cards: a made-up payment is refused either
 * way, but a stack with a real gateway (or its stand-in) says the demo gateway is not in use.
 */
async function takesDemoCards(url: string) {
  const res = await fetch(`${url}/api/demo-gateway/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      clientSecret: 'load-test-probe',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    }),
  });
  const answer = (await res.json().catch(() => ({}))) as { reason?: string };
  return answer.reason !== 'demo-gateway-off';
}

export async function openLoadStack(): Promise<LoadStack> {
  if (await healthy(STACK_URL)) {
    if (await takesDemoCards(STACK_URL)) {
      const stateDir = process.env.THANDA_STATE_DIR ?? '.wrangler/state';
      if (!(await answers(`http://${EMULATOR_HOST}/`)))
        throw new Error(`${STACK_URL} answers, but the Auth emulator at ${EMULATOR_HOST} does not.`);
      return { url: STACK_URL, stateDir, emulatorHost: EMULATOR_HOST, services: [], own: false };
    }
    console.log(`${STACK_URL} takes no test cards (SSLCOMMERZ, npm start's default): starting a Worker of its own.`);
  }
  const services: Service[] = [];
  stopOnSignals(services);
  await prepareApiState(OWN_STATE_DIR, { fresh: true });
  const emulator = await ensureAuthEmulator(join(OWN_STATE_DIR, 'auth-emulator.log'));
  if (emulator) services.push(emulator);
  // Warnings and errors to a log file, which keeps any 5xx's cause.
  const output = { logFile: join(OWN_STATE_DIR, 'worker.log') };
  // wrangler.toml's variables name no SSLCOMMERZ store, so the demo gateway takes the payments.
  services.push(await startWorker({ ...OWN_WORKER, ...QUIET_WORKER, stateDir: OWN_STATE_DIR, output }));
  return { url: workerUrl(OWN_WORKER), stateDir: OWN_STATE_DIR, emulatorHost: EMULATOR_HOST, services, own: true };
}
