/**
 * The crash test's stream of writes: buyers book, wish and pay as fast as the Worker answers,
 * until stopped. Payments whose outcome nobody heard are kept, to be retried after the restart.
 */
import type { Account } from './accounts';
import { book, pay } from './buyer-actions';
import type { AckedProduct } from './ledger';
import { tryToBook, tryToWish, type MixClient, type WritePlan } from './load-mix';
import type { SlidingWindow } from './pacing';

export interface StreamPlan extends WritePlan {
  buyers: MixClient[];
  payable: AckedProduct[];
  confirms: SlidingWindow;
}

export interface UnfinishedPayment {
  buyer: Account;
  booking: { id: string; productId: string };
  /** Set when the card was confirmed and only POST /payments went unanswered. */
  transactionId?: string;
}

export function startWriteStream(plan: StreamPlan) {
  let stopped = false;
  const unfinished: UnfinishedPayment[] = [];
  const loop = async (c: MixClient) => {
    while (!stopped) {
      const roll = Math.random();
      if (roll < 0.04 && (await tryToPay(plan, c, unfinished))) continue;
      if (roll < 0.7 && (await tryToBook(plan, c))) continue;
      if (await tryToWish(plan, c)) continue;
      // Out of write budget: read the own orders instead, as a user waiting for a page would.
      await plan.api.call('GET /myorders', `/api/myorders?email=${encodeURIComponent(c.account.email)}`, {
        token: c.account.token,
        expect: [200, 0],
      });
    }
  };
  const done = Promise.all(plan.buyers.map(loop));
  return {
    unfinished,
    /** Lets each client finish (or lose) the call it is in, and sends nothing more. */
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

async function tryToPay(plan: StreamPlan, c: MixClient, unfinished: UnfinishedPayment[]) {
  if (!plan.payable.length || !c.writes.tryTake(3) || !plan.confirms.tryTake()) return false;
  const product = plan.payable.shift()!;
  c.booked.add(product.id);
  const booking = await bookFor(plan, c, product.id);
  if (!booking) return true;
  const attempt = await pay(plan.api, plan.ledger, c.account, booking);
  if (attempt.status === 0) unfinished.push({ buyer: c.account, booking, transactionId: attempt.transactionId });
  return true;
}

async function bookFor(plan: StreamPlan, c: MixClient, productId: string) {
  const id = await book(plan.api, plan.ledger, c.account, productId, 'pay: POST /bookings');
  if (!id) return null;
  c.bookings.push(id);
  return { id, productId };
}
