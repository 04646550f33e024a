/**
 * One crash: a stream of writes, SIGKILL to the Worker's whole process group while requests are in
 * flight, a restart on the same state, a look at D1 for half-written fulfilments, and the retries
 * a buyer would make for payments whose answer was lost.
 */
import { startWorker, type WorkerOptions } from '../lib/local-stack';
import type { Service } from '../lib/processes';
import { pay, recordPayment } from './buyer-actions';
import { inBatches } from './pacing';
import { killHard } from './process-groups';
import type { Checks } from './report';
import { readStoredData } from './stored-data';
import { startWriteStream, type StreamPlan } from './write-stream';

export interface CycleSetup {
  plan: StreamPlan;
  /** How the Worker runs, to restart it the same way on the same state. */
  worker: WorkerOptions;
  /** The run's e-mail pattern, for reading its rows back. */
  emailPattern: string;
  /** Acknowledged writes to wait for before the kill (the kill then lands at a random point after). */
  writesBeforeKill: number;
}

export interface CycleResult {
  worker: Service;
  streamMs: number;
}

export async function runKillCycle(
  cycle: number,
  worker: Service,
  setup: CycleSetup,
  checks: Checks,
): Promise<CycleResult> {
  const name = `kill ${cycle}`;
  const { streamMs, unfinished } = await killMidStream(name, worker, setup, checks);
  const restartStart = Date.now();
  const restarted = await startWorker(setup.worker);

  const { broken } = await readStoredData(setup.worker.stateDir, setup.emailPattern);
  const failures = broken.filter((b) => b.ids.length).map((b) => `${b.rule}: ${b.ids.length} rows`);
  checks.add(`${name}: no half-written fulfilment after the restart`, failures.length === 0, failures.join('; '));

  // What a buyer whose page lost its answer does: pay again; a confirmed transaction is only posted again.
  const { api, ledger, confirms } = setup.plan;
  const retried = await inBatches(unfinished, 8, async (u) => {
    if (u.transactionId) return recordPayment(api, ledger, u.buyer, u.booking, u.transactionId, 'retry');
    await confirms.take();
    return pay(api, ledger, u.buyer, u.booking, { label: 'retry' });
  });
  checks.add(
    `${name}: payments cut off by it go through when retried`,
    retried.every((r) => r.status === 201),
    `${retried.length} retried`,
  );
  console.log(`${name}: Worker back in ${((Date.now() - restartStart) / 1000).toFixed(1)} s, retries done`);
  return { worker: restarted, streamMs };
}

/** Streams writes, then kills the Worker once enough are acknowledged, preferably while a payment is being recorded. */
async function killMidStream(name: string, worker: Service, setup: CycleSetup, checks: Checks) {
  const { api, ledger } = setup.plan;
  const streamStart = Date.now();
  const ackedBefore = ledger.writes;
  const firstSample = api.samples.length;
  const stream = startWriteStream(setup.plan);
  const target = setup.writesBeforeKill + Math.floor(Math.random() * setup.writesBeforeKill);
  const fulfilling = () => api.inFlight('pay: POST /payments') > 0;
  await waitUntil(
    () => ledger.writes - ackedBefore >= target && (fulfilling() || ledger.writes - ackedBefore >= 3 * target),
    60_000,
  );
  const duringFulfilment = fulfilling();

  const stopping = stream.stop();
  const verdict = `${name}: wrangler and workerd died together, nothing of the group survived`;
  try {
    const victims = (await killHard(worker)).map((p) => p.command);
    checks.add(verdict, victims.includes('workerd') && victims.includes('node'), victims.join(', '));
  } catch (error) {
    checks.add(verdict, false, String(error));
  }
  await stopping;
  const cut = api.samples.slice(firstSample).filter((s) => s.status === 0);
  const writesCut = cut.filter((s) => s.label.includes('POST')).length;
  const detail = `${ledger.writes - ackedBefore} writes acknowledged, ${writesCut} cut off${duringFulfilment ? ', a payment among them' : ''}`;
  checks.add(`${name}: it landed mid-stream`, writesCut > 0, detail);
  console.log(`${name}: ${cut.length} calls cut off (${describe(cut.map((s) => s.label))})`);
  return { streamMs: Date.now() - streamStart, unfinished: stream.unfinished };
}

function describe(labels: string[]) {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, n]) => `${n} ${label}`).join(', ');
}

async function waitUntil(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The write stream stalled before the kill.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
