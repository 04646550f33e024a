/**
 * The mixed load: buyers browse, book, keep wish lists, read their own orders and pay; sellers list
 * products and read their own lists. Closed loop, no think time: every client sends its next request
 * as soon as the last one is answered, until the request budget or the deadline is spent.
 */
import type { Account } from './accounts';
import { browse, pick } from './browse';
import { book, pay, recordPayment, wish } from './buyer-actions';
import { listProduct, type Category } from './catalogue';
import type { AckedProduct, Ledger } from './ledger';
import { SlidingWindow } from './pacing';
import type { Recorder } from './recorder';

/** Under the Worker's WRITE_LIMITER (60 a minute per user), with room for the setup's writes. */
export const WRITES_PER_MINUTE = 45;
/** Under the Worker's LISTING_LIMITER (30 listings a minute per seller), with room for the setup's. */
export const LISTINGS_PER_MINUTE = 20;

export interface MixClient {
  account: Account;
  writes: SlidingWindow;
  listings: SlidingWindow;
  booked: Set<string>;
  wished: Set<string>;
  bookings: string[];
  wishes: string[];
  listed: string[];
}

export function mixClient(account: Account): MixClient {
  return {
    account,
    writes: new SlidingWindow(WRITES_PER_MINUTE),
    listings: new SlidingWindow(LISTINGS_PER_MINUTE),
    booked: new Set(),
    wished: new Set(),
    bookings: [],
    wishes: [],
    listed: [],
  };
}

export interface MixPlan {
  api: Recorder;
  ledger: Ledger;
  categories: Category[];
  buyers: MixClient[];
  sellers: MixClient[];
  /** Products anyone may book or wish for; nobody pays for them, so those writes always succeed. */
  pool: string[];
  /** Products set aside for payment, each taken by one buyer. */
  payable: AckedProduct[];
  /** Paces payments: the demo gateway's confirm is limited per IP, and every client here shares one. */
  confirms: SlidingWindow;
  targetRequests: number;
  deadline: number;
  /** Called once when half the request budget is spent. */
  onHalfway: () => void;
}

export interface MixTallies {
  /** A client's own acknowledged write missing from its own next read. */
  readYourWritesMisses: string[];
  amountMismatches: number;
  /** The same transaction posted twice answered a different payment, or no payment. */
  replayMismatches: number;
  replays: number;
  paymentsStarted: number;
}

export async function runMix(plan: MixPlan): Promise<MixTallies> {
  const tallies: MixTallies = {
    readYourWritesMisses: [],
    amountMismatches: 0,
    replayMismatches: 0,
    replays: 0,
    paymentsStarted: 0,
  };
  const first = plan.api.samples.length;
  const issued = () => plan.api.samples.length - first;
  let halfway = false;
  const sellerIds = plan.sellers.map((s) => s.account.id);
  const loop = async (client: MixClient, step: () => Promise<unknown>) => {
    while (issued() < plan.targetRequests && Date.now() < plan.deadline) {
      if (!halfway && issued() >= plan.targetRequests / 2) {
        halfway = true;
        plan.onHalfway();
      }
      await step();
    }
  };
  await Promise.all([
    ...plan.buyers.map((c) => loop(c, () => buyerStep(plan, c, tallies, sellerIds))),
    ...plan.sellers.map((c) => loop(c, () => sellerStep(plan, c, tallies, sellerIds))),
  ]);
  return tallies;
}

async function buyerStep(plan: MixPlan, c: MixClient, tallies: MixTallies, sellerIds: string[]) {
  const roll = Math.random();
  if (roll < 0.09 && (await tryToPay(plan, c, tallies))) return;
  if (roll < 0.21 && (await tryToBook(plan, c))) return;
  if (roll < 0.31 && (await tryToWish(plan, c))) return;
  if (roll < 0.38)
    return readOwn(
      plan,
      c,
      tallies,
      'GET /myorders',
      `/api/myorders?email=${encodeURIComponent(c.account.email)}`,
      c.bookings,
    );
  if (roll < 0.43)
    return readOwn(
      plan,
      c,
      tallies,
      'GET /wishlist',
      `/api/wishlist?email=${encodeURIComponent(c.account.email)}`,
      c.wishes,
    );
  if (roll < 0.46 && c.bookings.length) return readBooking(plan, c, tallies);
  return browse(plan.api, plan.categories, sellerIds);
}

async function sellerStep(plan: MixPlan, c: MixClient, tallies: MixTallies, sellerIds: string[]) {
  const roll = Math.random();
  if (roll < 0.12 && c.listings.tryTake() && c.writes.tryTake()) {
    const product = await listProduct(
      plan.api,
      c.account,
      pick(plan.categories),
      plan.ledger.products.length + 1,
      'seller',
    );
    plan.ledger.products.push({ id: product.id, seller: c.account.email, price: product.price });
    c.listed.push(product.id);
    plan.pool.push(product.id);
    return;
  }
  if (roll < 0.22)
    return readOwn(
      plan,
      c,
      tallies,
      'GET /product/:sellerEmail',
      `/api/product/${encodeURIComponent(c.account.email)}`,
      c.listed,
    );
  if (roll < 0.3) return plan.api.call('GET /mybuyers', '/api/mybuyers', { token: c.account.token });
  return browse(plan.api, plan.categories, sellerIds);
}

/** Reads one of the client's own lists and checks that it holds every write already acknowledged. */
async function readOwn(plan: MixPlan, c: MixClient, tallies: MixTallies, label: string, path: string, acked: string[]) {
  const expected = [...acked];
  const res = await plan.api.call<{ _id: string }[]>(label, path, { token: c.account.token, expect: [200] });
  if (res.status !== 200) return;
  const seen = new Set(res.body.map((item) => item._id));
  const missing = expected.filter((id) => !seen.has(id));
  if (missing.length) tallies.readYourWritesMisses.push(`${label}: ${missing.length} of ${expected.length} missing`);
}

async function readBooking(plan: MixPlan, c: MixClient, tallies: MixTallies) {
  const id = pick(c.bookings);
  const res = await plan.api.call<{ _id?: string }>('GET /bookings/:id', `/api/bookings/${id}`, {
    token: c.account.token,
    expect: [200],
  });
  if (res.status === 200 && res.body._id !== id)
    tallies.readYourWritesMisses.push(`GET /bookings/:id answered another booking`);
}

/** The part of a plan that booking and wishing need; the crash test's write stream shares them. */
export type WritePlan = Pick<MixPlan, 'api' | 'ledger' | 'pool'>;

/** Books a listed product this client has not booked yet, if its write budget allows. */
export async function tryToBook(plan: WritePlan, c: MixClient) {
  const open = plan.pool.filter((id) => !c.booked.has(id));
  if (!open.length || !c.writes.tryTake()) return false;
  const productId = pick(open);
  c.booked.add(productId);
  const id = await book(plan.api, plan.ledger, c.account, productId);
  if (id) c.bookings.push(id);
  return true;
}

/** Adds a product to the wish list, or now and then tries one already there (a 409). */
export async function tryToWish(plan: WritePlan, c: MixClient) {
  if (!c.writes.tryTake()) return false;
  const acked = plan.ledger.wishes.filter((w) => w.buyer === c.account.email);
  if (acked.length && Math.random() < 0.15) {
    // Wishing twice for the same product is refused: a 409, and nothing new is stored.
    const productId = pick(acked).productId;
    await plan.api.call('POST /wishlist again (409)', '/api/wishlist', {
      token: c.account.token,
      json: { productId },
      expect: [409],
    });
    return true;
  }
  const open = plan.pool.filter((id) => !c.wished.has(id));
  if (!open.length) return false;
  const productId = pick(open);
  c.wished.add(productId);
  const id = await wish(plan.api, plan.ledger, c.account, productId);
  if (id) c.wishes.push(id);
  return true;
}

/** Books one of the set-aside products and pays for it; sometimes from the wish list, sometimes posting the payment twice. */
async function tryToPay(plan: MixPlan, c: MixClient, tallies: MixTallies) {
  const fromWishList = Math.random() < 0.4;
  const replay = Math.random() < 0.25;
  if (!plan.payable.length || !c.writes.tryTake(3 + Number(fromWishList) + Number(replay))) return false;
  if (!plan.confirms.tryTake()) return false;
  const product = plan.payable.shift()!;
  tallies.paymentsStarted++;
  if (fromWishList) {
    const wishId = await wish(plan.api, plan.ledger, c.account, product.id, 'pay: POST /wishlist');
    if (wishId) c.wishes.push(wishId);
  }
  const bookingId = await book(plan.api, plan.ledger, c.account, product.id, 'pay: POST /bookings');
  if (!bookingId) return true;
  c.bookings.push(bookingId);
  const booking = { id: bookingId, productId: product.id };
  const attempt = await pay(plan.api, plan.ledger, c.account, booking);
  if (attempt.amount !== undefined && attempt.amount !== product.price) tallies.amountMismatches++;
  if (replay && attempt.paymentId && attempt.transactionId) {
    tallies.replays++;
    const again = await recordPayment(plan.api, plan.ledger, c.account, booking, attempt.transactionId, 'pay again');
    if (again.paymentId !== attempt.paymentId) tallies.replayMismatches++;
  }
  return true;
}
