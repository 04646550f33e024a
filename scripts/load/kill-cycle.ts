/**
 * One crash: a stream of writes, SIGKILL to the Worker's whole process group while requests are in
 * flight, a restart on the same state, a look at D1 for half-written fulfilments, and the retries
 * a buyer would make for payments whose answer was lost.
 */
import type { Service } from '../lib/processes';
import { pay, recordPayment } from './buyer-actions';
import { killHard, startWorker } from './local-stack';
import { inBatches } from './pacing';
import type { Checks } from './report';
import { readStoredData } from './stored-data';
import { checkFulfilmentRules } from './verify-stored';
import { startWriteStream, type StreamPlan } from './write-stream';

export interface CycleSetup {
  plan: StreamPlan;
  stateDir: string;
  port: number;
  /** The run's e-mail pattern, for reading its rows back. */
  emailPattern: string;
  /** Acknowledged writes to wait for before the kill (the kill then lands at a random point after). */
  writesBeforeKill: number;
}

export interface CycleResult {
  worker: Service;
  streamMs: number;
  restartMs: number;
}

export async function runKillCycle(cycle: number, worker: Service, setup: CycleSetup, checks: Checks): Promise<CycleResult> {
  const { plan } = setup;
  const { api, ledger } = plan;
  const streamStart = Date.now();
  const ackedBefore = ledger.writes;
  const firstSample = api.samples.length;
  const stream = startWriteStream(plan);
  const target = setup.writesBeforeKill + Math.floor(Math.random() * setup.writesBeforeKill);
  // Best of all, the kill lands while a payment's fulfilment is being written.
  const fulfilling = () => api.inFlight('pay: POST /payments') > 0;
  await waitUntil(() => ledger.writes - ackedBefore >= target && (fulfilling() || ledger.writes - ackedBefore >= 3 * target), 60_000);
  const duringFulfilment = fulfilling();

  const stopping = stream.stop();
  const name = `kill ${cycle}`;
  try {
    const victims = (await killHard(worker)).map((p) => p.command);
    checks.add(`${name}: wrangler and workerd died together, nothing of the group survived`, victims.includes('workerd') && victims.includes('node'), victims.join(', '));
  } catch (error) {
    checks.add(`${name}: wrangler and workerd died together, nothing of the group survived`, false, String(error));
  }
  await stopping;
  const streamMs = Date.now() - streamStart;
  const cut = api.samples.slice(firstSample).filter((s) => s.status === 0);
  const writesCut = cut.filter((s) => s.label.includes('POST')).length;
  checks.add(
    `${name}: it landed mid-stream`,
    writesCut > 0,
    `${ledger.writes - ackedBefore} writes acknowledged, ${writesCut} cut off${duringFulfilment ? ', a payment among them' : ''}`,
  );

  const restartStart = Date.now();
  const restarted = await startWorker(setup.stateDir, setup.port);
  const restartMs = Date.now() - restartStart;
  const { broken } = await readStoredData(setup.stateDir, setup.emailPattern);
  const before = checks.results.length;
  checkFulfilmentRules(broken, checks);
  // One verdict per kill reads better than five; keep the details of any rule that broke.
  const verdicts = checks.results.splice(before);
  const failures = verdicts.filter((v) => !v.ok);
  checks.add(`${name}: no half-written fulfilment after the restart`, failures.length === 0, failures.map((f) => `${f.name} ${f.detail}`).join('; '));

  const retried = await inBatches(stream.unfinished, 8, async (u) => {
    if (u.transactionId) return recordPayment(api, ledger, u.buyer, u.booking, u.transactionId, 'retry');
    await plan.confirms.take();
    return pay(api, ledger, u.buyer, u.booking, { label: 'retry' });
  });
  checks.add(`${name}: payments cut off by it go through when retried`, retried.every((r) => r.status === 201), `${retried.length} retried`);
  console.log(`${name}: ${cut.length} calls cut off (${describe(cut.map((s) => s.label))}); Worker back in ${(restartMs / 1000).toFixed(1)} s`);
  return { worker: restarted, streamMs, restartMs };
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
