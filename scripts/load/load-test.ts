/**
 * npm run test:load: at least 5,000 mixed requests from at least 50 concurrent clients against the
 * local stack, a sale race in the middle of it, then proof that no acknowledged write was lost.
 *
 * It uses the stack at http://localhost:8787 when one answers /api/health and takes the demo
 * gateway's cards (`npm start -- --gateway demo`; its state dir from THANDA_STATE_DIR, default
 * .wrangler/state), else starts its own on :8811 over a fresh .wrangler/load-state and stops it
 * afterwards. Options: --requests, --clients, --max-seconds.
 * Exits non-zero when a check fails.
 */
import { parseArgs } from 'node:util';
import { stopAll } from '../lib/processes';
import { createAccounts, runTag } from './accounts';
import { checkRunFigures } from './load-checks';
import { mixClient, runMix } from './load-mix';
import { openLoadStack, type LoadStack } from './load-stack';
import { Ledger } from './ledger';
import { SlidingWindow } from './pacing';
import { Recorder, type Sample } from './recorder';
import { chatFigures, checkChat, readStoredChat, runChat } from './chat';
import { Checks, printSummary } from './report';
import { checkRaceAnswers, runSaleRace, type RaceOutcome } from './sale-race';
import { listCatalogue } from './setup-catalogue';
import { readStoredData } from './stored-data';
import { checkNotifications } from './notification-checks';
import { checkThroughApi } from './verify-api';
import { checkFulfilmentRules, checkStoredWrites, unacknowledgedRows } from './verify-stored';

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '8000' },
    clients: { type: 'string', default: '64' },
    'max-seconds': { type: 'string', default: '180' },
  },
});
const SELLERS = 8;
/** The chat phase (conversations): 100 sockets, 200 conversations, 5,000 buyer messages and the sellers' answers. */
const CHAT_BUYERS = 100;
const CHAT_CONVERSATIONS_PER_BUYER = 2;
const CHAT_MESSAGES_PER_CONVERSATION = 25;
/** Under MESSAGE_LIMITER's 60 a minute per sender. */
const CHAT_REPLIES_PER_SELLER = 50;
const RACE_BUYERS = 20;
const PAYABLE_PRODUCTS = 60;
/**
 * The demo gateway confirms 60 cards a minute per IP, and every client here is 127.0.0.1: one
 * payment every 1.25 s at most (48 a minute), spread over the whole run.
 */
const PAYMENT_SPACING_MS = 1_250;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function setUp(api: Recorder, ledger: Ledger, stack: LoadStack, tag: string) {
  const started = Date.now();
  const sellers = (await createAccounts(api, stack.emulatorHost, 'seller', SELLERS, tag)).map(mixClient);
  const buyers = (await createAccounts(api, stack.emulatorHost, 'buyer', Number(options.clients) - SELLERS, tag)).map(
    mixClient,
  );
  const racers = await createAccounts(api, stack.emulatorHost, 'buyer', RACE_BUYERS, `${tag}-race`);
  const catalogue = await listCatalogue(api, ledger, sellers, PAYABLE_PRODUCTS);
  console.log(
    `Set up ${sellers.length} sellers, ${buyers.length + racers.length} buyers and ${ledger.products.length} products in ${seconds(Date.now() - started)}.`,
  );
  return { sellers, buyers, racers, catalogue };
}

/** The mixed phase, with the sale race started when half its requests are spent. */
async function runLoad(api: Recorder, ledger: Ledger, world: Awaited<ReturnType<typeof setUp>>, checks: Checks) {
  const { sellers, buyers, racers, catalogue } = world;
  const race: { outcome?: Promise<RaceOutcome> } = {};
  const first = api.samples.length;
  const started = Date.now();
  const tallies = await runMix({
    api,
    ledger,
    categories: catalogue.categories,
    buyers,
    sellers,
    pool: catalogue.pool,
    payable: catalogue.payable,
    confirms: new SlidingWindow(1, PAYMENT_SPACING_MS),
    targetRequests: Number(options.requests),
    deadline: started + Number(options['max-seconds']) * 1000,
    onHalfway: () => (race.outcome = runSaleRace(api, ledger, racers, catalogue.raceProduct)),
  });
  const raceOutcome = await race.outcome;
  const figures = { durationMs: Date.now() - started, samples: api.samples.slice(first) };
  checkRunFigures(checks, api, figures.samples, {
    targetRequests: 5000,
    clients: buyers.length + sellers.length,
    tallies,
  });
  if (raceOutcome) checkRaceAnswers(raceOutcome, checks);
  else checks.add('the sale race ran', false, 'the mix ended before half its requests');
  return { figures, raceOutcome };
}

async function verify(
  api: Recorder,
  ledger: Ledger,
  stack: LoadStack,
  tag: string,
  world: Awaited<ReturnType<typeof setUp>>,
  race: RaceOutcome | undefined,
  checks: Checks,
  since: number,
) {
  const accounts = [...world.sellers, ...world.buyers].map((c) => c.account).concat(world.racers);
  await checkThroughApi(api, ledger, accounts, checks);
  // First: it waits for the queue to tell everyone, so the reads after it meet fewer writes.
  await checkNotifications(stack.stateDir, since, ledger, checks);
  const stored = await readStoredData(stack.stateDir, `load-${tag}-%`);
  if (stored.rows.products.length === 0) {
    throw new Error(
      `${stack.stateDir} holds nothing of this run: set THANDA_STATE_DIR to the state dir of the stack at ${stack.url}.`,
    );
  }
  checkStoredWrites(ledger, stored.rows, checks);
  const extras = Object.entries(unacknowledgedRows(ledger, stored.rows))
    .filter(([, rows]) => rows.length)
    .map(([what, rows]) => `${rows.length} ${what}`);
  checks.add('D1 holds no write of this run that was not acknowledged', extras.length === 0, extras.join(', '));
  checkFulfilmentRules(stored.broken, checks);
  if (race) {
    const payments = stored.rows.payments.filter((p) => p.productId === race.product.id).length;
    const paid = stored.rows.bookings.filter((b) => b.productId === race.product.id && b.paid).length;
    checks.add(
      'sale race: D1 has one payment and one paid booking for the product',
      payments === 1 && paid === 1,
      `${payments} payments, ${paid} paid bookings`,
    );
  }
}

/** The chat phase on the run's own listings, then its checks against D1's rows. */
async function chatPhase(
  api: Recorder,
  ledger: Ledger,
  stack: LoadStack,
  tag: string,
  world: Awaited<ReturnType<typeof setUp>>,
  checks: Checks,
) {
  const buyers = await createAccounts(api, stack.emulatorHost, 'buyer', CHAT_BUYERS, `${tag}-chat`);
  const sellerOf = new Map(world.sellers.map((seller) => [seller.account.email, seller.account]));
  const pool = new Set(world.catalogue.pool);
  const listings = ledger.products
    .filter((product) => pool.has(product.id))
    .map((product) => ({ productId: product.id, seller: sellerOf.get(product.seller)! }));
  const chat = await runChat({
    api,
    baseUrl: stack.url,
    buyers,
    listings,
    conversationsPerBuyer: CHAT_CONVERSATIONS_PER_BUYER,
    messagesPerConversation: CHAT_MESSAGES_PER_CONVERSATION,
    repliesPerSeller: CHAT_REPLIES_PER_SELLER,
  });
  const stored = await readStoredChat(stack.url, chat.conversations);
  checkChat(checks, chat.ledger, stored, {
    conversations: CHAT_BUYERS * CHAT_CONVERSATIONS_PER_BUYER,
    messages: CHAT_BUYERS * CHAT_CONVERSATIONS_PER_BUYER * CHAT_MESSAGES_PER_CONVERSATION,
  });
  return chatFigures(chat.ledger, chat.durationMs, CHAT_BUYERS, chat.conversations.length);
}

async function main() {
  const startedAt = Date.now();
  const stack = await openLoadStack();
  const checks = new Checks();
  const api = new Recorder(stack.url);
  const ledger = new Ledger();
  const tag = runTag();
  let figures: { durationMs: number; samples: Sample[] } = { durationMs: 0, samples: [] };
  let chat = '';
  try {
    console.log(
      `Load test against ${stack.url} (${stack.own ? `its own stack over ${stack.stateDir}` : `the running stack, state in ${stack.stateDir}`}).`,
    );
    const world = await setUp(api, ledger, stack, tag);
    const load = await runLoad(api, ledger, world, checks);
    figures = load.figures;
    console.log(`Mixed load done in ${seconds(figures.durationMs)}; verifying…`);
    await verify(api, ledger, stack, tag, world, load.raceOutcome, checks, startedAt);
    console.log('Chat phase…');
    chat = await chatPhase(api, ledger, stack, tag, world, checks);
  } finally {
    await stopAll(stack.services);
  }
  printSummary(
    { title: 'test:load (mixed phase, sale race included)', clients: Number(options.clients), ...figures },
    api,
    checks,
  );
  console.log(`\n${chat}`);
  console.log(
    `\nwhole run ${seconds(Date.now() - startedAt)} (stack start, setup, load, verification); acknowledged writes ${ledger.writes}`,
  );
  return checks.failed.length === 0;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
