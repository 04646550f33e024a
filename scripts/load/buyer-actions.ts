/** What a buyer writes: bookings, wish-list items and payments through the demo gateway. */
import type { Account } from './accounts';
import type { Ledger } from './ledger';
import { messageOf, type Recorder } from './recorder';

/** The demo gateway's card that always succeeds (docs/architecture.md section 6). */
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

type Inserted = { insertedId?: string };

export async function book(api: Recorder, ledger: Ledger, buyer: Account, productId: string, label = 'POST /bookings') {
  const res = await api.call<Inserted>(label, '/api/bookings', {
    token: buyer.token,
    json: { productId, phone: '01811-223344', location: 'Dhanmondi, Dhaka' },
    expect: [201],
  });
  if (res.status !== 201 || !res.body.insertedId) return null;
  ledger.bookings.push({ id: res.body.insertedId, buyer: buyer.email, productId });
  return res.body.insertedId;
}

export async function wish(api: Recorder, ledger: Ledger, buyer: Account, productId: string, label = 'POST /wishlist') {
  const res = await api.call<Inserted>(label, '/api/wishlist', {
    token: buyer.token,
    json: { productId },
    expect: [201],
  });
  if (res.status !== 201 || !res.body.insertedId) return null;
  ledger.wishes.push({ id: res.body.insertedId, buyer: buyer.email, productId });
  return res.body.insertedId;
}

export interface PaymentAttempt {
  /** The status of the step that ended the attempt (0: no answer). */
  status: number;
  step: 'intent' | 'confirm' | 'payment';
  /** The gateway's transaction id, once the card was confirmed. */
  transactionId?: string;
  paymentId?: string;
  /** The amount the Worker charged, from create-payment-intent. */
  amount?: number;
  /** The Worker's message when the attempt ended in a refusal. */
  message?: string;
}

/**
 * Pays for a booking as the payment page does: create-payment-intent, the demo card form, then
 * POST /api/payments with the gateway's transaction id. `intentExpect` allows a race's 409s.
 */
export async function pay(
  api: Recorder,
  ledger: Ledger,
  buyer: Account,
  booking: { id: string; productId: string },
  { label = 'pay', intentExpect = [200] }: { label?: string; intentExpect?: number[] } = {},
): Promise<PaymentAttempt> {
  const intent = await api.call<{ clientSecret?: string; amount?: number }>(
    `${label}: POST /create-payment-intent`,
    '/api/create-payment-intent',
    {
      token: buyer.token,
      json: { bookingId: booking.id },
      expect: intentExpect,
    },
  );
  if (intent.status !== 200 || !intent.body.clientSecret)
    return { status: intent.status, step: 'intent', message: messageOf(intent.body) };
  const amount = intent.body.amount;
  // The SPA sends its access token on every call, this one included.
  const confirmed = await api.call<{ id?: string }>(
    `${label}: POST /demo-gateway/confirm`,
    '/api/demo-gateway/confirm',
    {
      token: buyer.token,
      json: { clientSecret: intent.body.clientSecret, ...TEST_CARD },
      expect: [200],
    },
  );
  if (confirmed.status !== 200 || !confirmed.body.id) return { status: confirmed.status, step: 'confirm', amount };
  return { ...(await recordPayment(api, ledger, buyer, booking, confirmed.body.id, label)), amount };
}

/** POST /api/payments for a confirmed transaction; the same transaction again must change nothing. */
export async function recordPayment(
  api: Recorder,
  ledger: Ledger,
  buyer: Account,
  booking: { id: string; productId: string },
  transactionId: string,
  label = 'pay',
): Promise<PaymentAttempt> {
  const paid = await api.call<Inserted>(`${label}: POST /payments`, '/api/payments', {
    token: buyer.token,
    json: { bookingId: booking.id, transactionId },
    expect: [201],
  });
  const paymentId = paid.status === 201 ? paid.body.insertedId : undefined;
  if (paymentId && !ledger.payments.some((p) => p.id === paymentId)) {
    ledger.payments.push({
      id: paymentId,
      bookingId: booking.id,
      productId: booking.productId,
      buyer: buyer.email,
      transactionId,
    });
  }
  return { status: paid.status, step: 'payment', transactionId, paymentId };
}
