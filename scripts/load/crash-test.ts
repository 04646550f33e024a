/**
 * npm run test:crash: kills the local Worker hard (SIGKILL to wrangler and workerd at once) in the
 * middle of a stream of writes, restarts it on the same state, and proves that every acknowledged
 * write is stored and that no fulfilment is half-written. Repeats for --kills cycles (default 5).
 *
 * It runs its own Worker on :8810 over a fresh .wrangler/crash-state, and the Auth emulator on
 * :9099 unless one is running already. Exits non-zero when a check fails.
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import {
  ensureAuthEmulator,
  EMULATOR_HOST,
  prepareApiState,
  QUIET_WORKER,
  startWorker,
  stopOnSignals,
  workerUrl,
  type WorkerOptions,
} from '../lib/local-stack';
import { answers, stopAll, type Service } from '../lib/processes';
import { createAccounts, runTag, type Account } from './accounts';
import { listProduct, type Category } from './catalogue';
import { chatFigures, checkChat, readStoredChat, runChatKill } from './chat';
import { runKillCycle } from './kill-cycle';
import { Ledger, type AckedProduct } from './ledger';
import { mixClient, type MixClient } from './load-mix';
import { inBatches, SlidingWindow } from './pacing';
import { killHard, processesInGroup } from './process-groups';
import { Recorder } from './recorder';
import { Checks, printSummary } from './report';
import { readStoredData } from './stored-data';
import { checkThroughApi } from './verify-api';
import { checkFulfilmentRules, checkStoredWrites, unacknowledgedRows } from './verify-stored';

const { values: options } = parseArgs({ options: { kills: { type: 'string', default: '5' } } });
const KILLS = Number(options.kills);
const STATE_DIR = '.wrangler/crash-state';
/** The Worker's warnings and errors go to a log file, which keeps any 5xx's cause. */
const WORKER: WorkerOptions = {
  ...QUIET_WORKER,
  stateDir: STATE_DIR,
  ip: '127.0.0.1',
  port: 8810,
  output: { logFile: join(STATE_DIR, 'worker.log') },
};
const SELLERS = 3;
const BUYERS = 40;
const POOL_PER_SELLER = 10;
/** The demo gateway confirms 60 cards a minute per IP: the whole run stays under that. */
const PAYABLE_PER_SELLER = 13;
/** The chat part: one socket and conversation per buyer, killed after this many acknowledgements. */
const CHAT_SOCKETS = 30;
const CHAT_ACKED_BEFORE_KILL = 150;

async function main() {
  const startedAt = Date.now();
  const services: Service[] = [];
  stopOnSignals(services);
  const track = (service: Service) => (services.push(service), service);
  const checks = new Checks();
  const api = new Recorder(workerUrl(WORKER));
  const ledger = new Ledger();
  const tag = runTag();
  const emailPattern = `load-${tag}-%`;
  let streamMs = 0;
  let chatLine = '';
  let firstSample = 0;
  try {
    await prepareApiState(STATE_DIR, { fresh: true });
    const emulator = await ensureAuthEmulator(join(STATE_DIR, 'auth-emulator.log'));
    if (emulator) track(emulator);
    let worker = track(await startWorker(WORKER));

    const sellers = (await createAccounts(api, EMULATOR_HOST, 'seller', SELLERS, tag)).map(mixClient);
    const buyers = (await createAccounts(api, EMULATOR_HOST, 'buyer', BUYERS, tag)).map(mixClient);
    const { pool, payable } = await listListings(api, ledger, sellers);
    firstSample = api.samples.length;
    console.log(`Crash test: ${buyers.length} buyers writing to ${workerUrl(WORKER)}, ${KILLS} hard kills.`);

    const confirms = new SlidingWindow(50);
    const perCycle = Math.floor(payable.length / KILLS);
    for (let cycle = 1; cycle <= KILLS; cycle++) {
      // Each cycle gets its share of the products to pay for, so every kill can meet payments.
      const plan = { api, ledger, buyers, pool, payable: payable.splice(0, perCycle), confirms };
      const result = await runKillCycle(
        cycle,
        worker,
        { plan, worker: WORKER, emailPattern, writesBeforeKill: 100 },
        checks,
      );
      worker = track(result.worker);
      streamMs += result.streamMs;
    }

    // The chat part (conversations): sockets streaming messages when the Worker dies.
    const chat = await runChatKill({
      api,
      baseUrl: workerUrl(WORKER),
      buyers: buyers.slice(0, CHAT_SOCKETS).map((client) => client.account),
      listings: ledger.products
        .filter((product) => pool.includes(product.id))
        .map((product) => ({
          productId: product.id,
          seller: sellers.find((seller) => seller.account.email === product.seller)!.account,
        })),
      ackedBeforeKill: CHAT_ACKED_BEFORE_KILL,
      messagesAfter: 5,
      kill: async () => {
        const victims = (await killHard(worker)).map((p) => p.command);
        checks.add(
          'chat kill: wrangler and workerd died together',
          victims.includes('workerd') && victims.includes('node'),
          victims.join(', '),
        );
      },
      restart: async () => {
        worker = track(await startWorker(WORKER));
      },
    });
    const storedChat = await readStoredChat(workerUrl(WORKER), chat.conversations);
    checkChat(checks, chat.ledger, storedChat, { conversations: CHAT_SOCKETS, messages: CHAT_ACKED_BEFORE_KILL });
    checks.add(
      'chat kill: it landed mid-stream (sends cut off, then sent again with the same id)',
      chat.cutOff > 0,
      `${chat.ackedAtKill} acknowledged before the kill, ${chat.cutOff} cut off`,
    );
    chatLine = chatFigures(chat.ledger, 0, CHAT_SOCKETS, chat.conversations.length).split('\n')[0]!;

    await verifyAfterCrashes(
      api,
      ledger,
      [...sellers, ...buyers].map((c) => c.account),
      emailPattern,
      checks,
    );
  } finally {
    await stopAll(services);
    const left = services.flatMap((s) => processesInGroup(s.child.pid!));
    checks.add(
      'nothing the test started is left running',
      left.length === 0,
      left.map((p) => `${p.command} ${p.pid}`).join(', '),
    );
    checks.add(`port ${WORKER.port} is closed again`, !(await answers(workerUrl(WORKER))));
  }
  const samples = api.samples.slice(firstSample).filter((s) => !s.label.startsWith('verify'));
  printSummary(
    {
      title: `test:crash (${KILLS} hard kills mid-stream; writes and retries)`,
      clients: BUYERS,
      durationMs: streamMs,
      samples,
    },
    api,
    checks,
  );
  console.log(`\n${chatLine}`);
  console.log(`\nwhole run ${((Date.now() - startedAt) / 1000).toFixed(1)} s; acknowledged writes ${ledger.writes}`);
  return checks.failed.length === 0;
}

/** Every acknowledged write survived the kills, and what no client heard about is only what a kill cut off. */
async function verifyAfterCrashes(
  api: Recorder,
  ledger: Ledger,
  accounts: Account[],
  emailPattern: string,
  checks: Checks,
) {
  await checkThroughApi(api, ledger, accounts, checks);
  const stored = await readStoredData(STATE_DIR, emailPattern);
  checkStoredWrites(ledger, stored.rows, checks);
  checkFulfilmentRules(stored.broken, checks);
  const extra = unacknowledgedRows(ledger, stored.rows);
  const cutOff = api.samples.filter((s) => s.status === 0 && s.label.includes('POST')).length;
  const unheard = extra.bookings.length + extra.wishes.length + extra.payments.length + extra.products.length;
  checks.add(
    'D1 rows nobody heard acknowledged are only writes cut off by a kill',
    unheard <= cutOff,
    `${extra.bookings.length} bookings, ${extra.wishes.length} wish-list items, ${extra.payments.length} payments; ${cutOff} writes cut off`,
  );
  const surprises = api.unexpected.filter((u) => u.status !== 0);
  checks.add(
    'every answer was the expected one (calls cut off by a kill aside)',
    surprises.length === 0,
    `${surprises.length} unexpected`,
  );
  checks.add(
    'no 5xx',
    api.samples.every((s) => s.status < 500),
  );
}

/** Pool products anyone may book or wish for, and products set aside for the stream's payments. */
async function listListings(api: Recorder, ledger: Ledger, sellers: MixClient[]) {
  const categories = (await api.call<Category[]>('setup: GET /categories', '/api/categories', { expect: [200] })).body;
  const jobs = sellers.flatMap((seller) =>
    Array.from({ length: POOL_PER_SELLER + PAYABLE_PER_SELLER }, (_, i) => ({ seller, payable: i >= POOL_PER_SELLER })),
  );
  const listed = await inBatches(jobs, 6, async ({ seller, payable }, i) => {
    const product = await listProduct(api, seller.account, categories[i % categories.length]!, i + 1, 'setup');
    const acked: AckedProduct = { id: product.id, seller: seller.account.email, price: product.price };
    ledger.products.push(acked);
    return { acked, payable };
  });
  return {
    pool: listed.filter((l) => !l.payable).map((l) => l.acked.id),
    payable: listed.filter((l) => l.payable).map((l) => l.acked),
  };
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
