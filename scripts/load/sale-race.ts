/**
 * The sale race: 20 buyers book the same product, then all pay for it at the same moment. The
 * payment hold must let exactly one through; the others must hear a clear 409, never a 5xx.
 */
import type { Account } from './accounts';
import { book, pay, type PaymentAttempt } from './buyer-actions';
import type { AckedProduct, Ledger } from './ledger';
import type { Recorder } from './recorder';
import type { Checks } from './report';

export interface RaceOutcome {
  product: AckedProduct;
  bookings: { buyer: Account; id: string | null }[];
  attempts: PaymentAttempt[];
}

export async function runSaleRace(
  api: Recorder,
  ledger: Ledger,
  buyers: Account[],
  product: AckedProduct,
): Promise<RaceOutcome> {
  const ids = await Promise.all(buyers.map((buyer) => book(api, ledger, buyer, product.id, 'race: POST /bookings')));
  const bookings = buyers.map((buyer, i) => ({ buyer, id: ids[i]! }));
  const attempts = await Promise.all(
    bookings.map(({ buyer, id }) =>
      id ? pay(api, ledger, buyer, { id, productId: product.id }, { label: 'race', intentExpect: [200, 409] }) : null,
    ),
  );
  return { product, bookings, attempts: attempts.filter((a): a is PaymentAttempt => a !== null) };
}

/** What the API answered in the race; D1's side is checked with the rest of the stored data. */
export function checkRaceAnswers(race: RaceOutcome, checks: Checks) {
  const n = race.bookings.length;
  const booked = race.bookings.filter((b) => b.id).length;
  checks.add(`sale race: all ${n} buyers could book the product`, booked === n, `${booked} bookings`);
  const sold = race.attempts.filter((a) => a.step === 'payment' && a.status === 201);
  const refused = race.attempts.filter((a) => a.step === 'intent' && a.status === 409 && a.message);
  checks.add('sale race: exactly one buyer paid', sold.length === 1, `${sold.length} payments`);
  checks.add(
    `sale race: the other ${n - 1} were refused with a clear 409`,
    refused.length === n - 1,
    refused[0]?.message ?? '',
  );
}
