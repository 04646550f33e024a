import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../app';
import { auditLog, bookings, payments, products } from '../db/schema';
import { HOLDS_CRON, runScheduled } from '../scheduled';
import { json, signedInUser, testDb } from '../test/fixtures';
import { bookingId, listingForSale, type Account } from '../test/orders';
import { call, form, md5, sslEnv, standIn, STORE, useSslcommerzStandIn } from '../test/sslcommerz';
import { SSLCOMMERZ_SANDBOX_URL, SslcommerzGateway } from './sslcommerz-gateway';

useSslcommerzStandIn();

async function startedCheckout(price = 12500) {
  const { product, seller } = await listingForSale(price);
  const buyer = await signedInUser('buyer');
  const id = await bookingId(buyer, product._id);
  const res = await call('/create-payment-intent', json({ bookingId: id }, buyer.auth));
  expect(res.status).toBe(200);
  const started = await res.json<{ clientSecret: string; redirectUrl: string; gateway: string; amount: number }>();
  return { buyer, seller, id, product, started, sessionkey: started.clientSecret };
}

const bookingRow = async (id: string) => (await testDb().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentsOf = (id: string) => testDb().select().from(payments).where(eq(payments.bookingId, id));
const productRow = async (id: string) => (await testDb().select().from(products).where(eq(products.id, id)))[0]!;

describe('SSLCOMMERZ checkout', () => {
  it('starts a hosted checkout for the booking: the amount from the database, our return and IPN URLs, the booking', async () => {
    const { id, started } = await startedCheckout();
    expect(started).toMatchObject({ gateway: 'sslcommerz', amount: 12500 });
    expect(started.redirectUrl).toBe(
      `https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${started.clientSecret}`,
    );
    const init = standIn.calls.find((c) => c.path === '/gwprocess/v4/api.php')!.params;
    expect(Object.fromEntries(init)).toMatchObject({
      store_id: STORE.storeId,
      total_amount: '12500.00',
      currency: 'BDT',
      success_url: 'http://localhost/api/sslcommerz/return',
      fail_url: 'http://localhost/api/sslcommerz/return',
      cancel_url: 'http://localhost/api/sslcommerz/return',
      ipn_url: 'http://localhost/api/sslcommerz/ipn',
      cus_phone: '+8801911223344',
      value_a: id,
    });
    expect(init.get('tran_id')).toMatch(/^TH[0-9a-f]{28}$/);
  });

  it('names the same transaction when the buyer asks again during the same hold', async () => {
    const { buyer, id } = await startedCheckout();
    await call('/create-payment-intent', json({ bookingId: id }, buyer.auth));
    const tranIds = [...standIn.sessions.values()].map((s) => s.tranId);
    expect(tranIds).toHaveLength(2);
    expect(new Set(tranIds).size).toBe(1);
    expect((await bookingRow(id)).paymentIntentId).toBe(tranIds[0]);
  });

  it('answers a clear error when SSLCOMMERZ refuses the session, and keeps no hold', async () => {
    const { product } = await listingForSale(500);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const wrong = { ...sslEnv, SSLCOMMERZ_STORE_PASSWORD: 'not-the-password' };
    const res = await app.request('/api/create-payment-intent', json({ bookingId: id }, buyer.auth), wrong);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      message: 'The payment could not be started. Please try again in a few minutes.',
    });
    expect((await paymentsOf(id)).length).toBe(0);
    expect(await productRow(product._id)).toMatchObject({ holdBookingId: null, holdUntil: null });
    // Nor does it count as the buyer's hold: no rest, nothing in the row of holds.
    expect(await bookingRow(id)).toMatchObject({ lastHoldUntil: null, holdsInRow: 0 });
  });
});

describe('the IPN', () => {
  it('fulfils a valid payment after the Order Validation API confirms it', async () => {
    const { id, product, sessionkey } = await startedCheckout();
    const { fields, valId } = await standIn.complete(sessionkey, 'pay');
    const res = await call('/sslcommerz/ipn', form(fields));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'paid' });
    expect(
      standIn.calls.some((c) => c.path.endsWith('validationserverAPI.php') && c.params.get('val_id') === valId),
    ).toBe(true);
    expect(await paymentsOf(id)).toEqual([
      expect.objectContaining({
        transactionId: valId,
        gateway: 'sslcommerz',
        amountMinor: 1_250_000,
        currency: 'bdt',
        status: 'succeeded',
      }),
    ]);
    expect((await bookingRow(id)).paid).toBe(true);
    expect((await productRow(product._id)).paid).toBe(true);
  });

  it('records a replayed IPN once', async () => {
    const { id, sessionkey } = await startedCheckout();
    const { fields } = await standIn.complete(sessionkey, 'pay');
    await call('/sslcommerz/ipn', form(fields));
    const replay = await call('/sslcommerz/ipn', form(fields));
    expect(await replay.json()).toEqual({ received: true, outcome: 'paid' });
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(standIn.refunds).toHaveLength(0);
  });

  it('refuses a forged hash, a field changed after signing, and a signature that leaves the booking out', async () => {
    const { id, sessionkey } = await startedCheckout();
    const { fields } = await standIn.complete(sessionkey, 'pay');

    const tampered = new URLSearchParams(fields);
    tampered.set('value_a', 'someone-elses-booking');
    const forged = new URLSearchParams(fields);
    forged.set('verify_sign', '0'.repeat(32));
    const partial = new URLSearchParams(fields);
    const keys = partial
      .get('verify_key')!
      .split(',')
      .filter((k) => k !== 'value_a');
    const values = Object.fromEntries(keys.map((k) => [k, partial.get(k)!]));
    values.store_passwd = await md5(STORE.storePassword);
    const text = Object.keys(values)
      .sort()
      .map((k) => `${k}=${values[k]}`)
      .join('&');
    partial.set('verify_key', keys.join(','));
    partial.set('verify_sign', await md5(text));

    for (const body of [tampered, forged, partial]) {
      const res = await call('/sslcommerz/ipn', form(body));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        message: 'The notification is not signed by SSLCOMMERZ, or is not a valid one.',
      });
    }
    expect(await paymentsOf(id)).toHaveLength(0);
    expect(standIn.calls.some((c) => c.path.endsWith('validationserverAPI.php'))).toBe(false);
  });

  it('refuses a signed form with a field repeated after it (the check and the signature must read the same value)', async () => {
    const { id, sessionkey } = await startedCheckout();
    const { fields } = await standIn.complete(sessionkey, 'fail');
    const smuggled = new URLSearchParams(fields);
    smuggled.append('status', 'VALID');
    smuggled.append('value_a', id);
    const res = await call('/sslcommerz/ipn', form(smuggled));
    expect(res.status).toBe(400);
    expect(standIn.calls.some((c) => c.path.endsWith('validationserverAPI.php'))).toBe(false);
  });

  it('records one payment when the IPN and the return arrive together', async () => {
    const { id, sessionkey } = await startedCheckout();
    const { fields } = await standIn.complete(sessionkey, 'pay');
    const [ipn, back] = await Promise.all([
      call('/sslcommerz/ipn', form(fields)),
      call('/sslcommerz/return', form(fields)),
    ]);
    expect(await ipn.json()).toEqual({ received: true, outcome: 'paid' });
    expect(back.headers.get('Location')).toBe(`/dashboard/payment/${id}?sslcommerz=paid`);
    expect(await paymentsOf(id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(standIn.refunds).toHaveLength(0);
  });

  it('takes only forms: JSON gets 415', async () => {
    const res = await call('/sslcommerz/ipn', json({ status: 'VALID' }));
    expect(res.status).toBe(415);
  });

  it('refunds a payment whose amount no longer matches the booking, through the refund API', async () => {
    const { id, product, sessionkey } = await startedCheckout(12500);
    // The price moved under the session (as if SSLCOMMERZ were asked for another amount).
    await testDb().update(products).set({ priceMinor: 1_300_000 }).where(eq(products.id, product._id));
    const { fields, valId } = await standIn.complete(sessionkey, 'pay');
    const res = await call('/sslcommerz/ipn', form(fields));
    expect(await res.json()).toEqual({ received: true, outcome: 'refunded' });
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({
      transactionId: valId,
      status: 'refunded',
      refundReason: expect.stringMatching(/price changed/),
    });
    expect(standIn.refunds).toEqual([expect.objectContaining({ amount: '12500.00', refundRefId: payment!.refundId })]);
    expect((await productRow(product._id)).paid).toBe(false);
  });

  it('acknowledges a failed or cancelled payment without recording anything', async () => {
    const { id, sessionkey } = await startedCheckout();
    for (const outcome of ['fail', 'cancel'] as const) {
      const { fields } = await standIn.complete(sessionkey, outcome);
      const res = await call('/sslcommerz/ipn', form(fields));
      expect(await res.json()).toEqual({ received: true, outcome: outcome === 'fail' ? 'failed' : 'cancelled' });
    }
    expect(await paymentsOf(id)).toHaveLength(0);
    expect((await bookingRow(id)).paid).toBe(false);
  });
});

describe('refunds', () => {
  it('refunds a payment that arrives after the hold ended, and asks again from the Cron Trigger when the bank is down', async () => {
    const { id, product, sessionkey } = await startedCheckout();
    await testDb()
      .update(products)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(products.id, product._id));
    standIn.refundFailures = 1;
    const { fields } = await standIn.complete(sessionkey, 'pay');
    expect(await (await call('/sslcommerz/ipn', form(fields))).json()).toMatchObject({ outcome: 'refunded' });
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'refunded', refundId: null });

    await runScheduled(HOLDS_CRON, sslEnv);
    const [payment] = await paymentsOf(id);
    expect(payment!.refundId).toMatch(/^RF/);
    expect(standIn.refunds).toHaveLength(1);
    // The refund's reference makes the same refund asked again one refund.
    const refundCalls = standIn.calls.filter((c) => c.params.has('refund_amount'));
    expect(refundCalls.map((c) => c.params.get('refe_id'))).toEqual([
      refundCalls[0]!.params.get('refe_id'),
      refundCalls[0]!.params.get('refe_id'),
    ]);
  });
});

describe('reconciliation (a payment whose IPN and return were both lost)', () => {
  /** The booking's hold ended a second ago, as the Cron Trigger finds it. */
  async function holdEnded(id: string, productId: string) {
    const past = new Date(Date.now() - 1000);
    await testDb().update(products).set({ holdUntil: past }).where(eq(products.id, productId));
    await testDb().update(bookings).set({ lastHoldUntil: past }).where(eq(bookings.id, id));
  }

  it('asks the transaction query once the hold ended, and settles what it finds: here a refund, never neither', async () => {
    const { id, product, sessionkey } = await startedCheckout();
    // Paid on SSLCOMMERZ's page; neither its IPN nor the buyer's return reached Thanda.
    const { valId } = await standIn.complete(sessionkey, 'pay');
    await runScheduled(HOLDS_CRON, sslEnv);
    // Not before the hold ends: the IPN may still come.
    expect(await paymentsOf(id)).toEqual([]);
    expect(standIn.calls.some((c) => c.params.has('tran_id') && !c.params.has('total_amount'))).toBe(false);

    await holdEnded(id, product._id);
    await runScheduled(HOLDS_CRON, sslEnv);
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ transactionId: valId, status: 'refunded', refundState: 'done' });
    expect(standIn.refunds).toHaveLength(1);
    expect((await bookingRow(id)).checkedIntentId).toBe((await bookingRow(id)).paymentIntentId);

    // Asked once: later runs leave it be.
    const queries = standIn.calls.length;
    await runScheduled(HOLDS_CRON, sslEnv);
    expect(standIn.calls.filter((c) => c.params.has('tran_id') && !c.params.has('total_amount'))).toHaveLength(1);
    expect(standIn.calls.length).toBeGreaterThanOrEqual(queries);
  });

  it('records nothing for a checkout nobody paid, and asks about it once', async () => {
    const { id, product } = await startedCheckout();
    await holdEnded(id, product._id);
    await runScheduled(HOLDS_CRON, sslEnv);
    await runScheduled(HOLDS_CRON, sslEnv);
    expect(await paymentsOf(id)).toEqual([]);
    expect(standIn.calls.filter((c) => c.params.has('tran_id') && !c.params.has('total_amount'))).toHaveLength(1);
  });

  it('checks a refund the bank is still processing with the refund query before asking again', async () => {
    const { id, product, sessionkey } = await startedCheckout();
    await standIn.complete(sessionkey, 'pay');
    await holdEnded(id, product._id);
    standIn.processingRefunds = 1;
    await runScheduled(HOLDS_CRON, sslEnv);
    const [processing] = await paymentsOf(id);
    expect(processing).toMatchObject({
      status: 'refunded',
      refundState: 'processing',
      refundId: expect.stringMatching(/^RF/),
    });

    await runScheduled(HOLDS_CRON, sslEnv);
    // Each run asked the refund query, and asked for no second refund.
    expect(standIn.calls.filter((c) => c.params.has('refund_ref_id')).length).toBeGreaterThanOrEqual(1);
    expect(standIn.calls.filter((c) => c.params.has('refund_amount'))).toHaveLength(1);
    expect(standIn.refunds).toHaveLength(1);

    standIn.settleRefund(processing!.refundId!, 'refunded');
    await runScheduled(HOLDS_CRON, sslEnv);
    expect((await paymentsOf(id))[0]).toMatchObject({ refundState: 'done', refundId: processing!.refundId });
    expect(standIn.refunds).toHaveLength(1);
  });
});

describe('payments flagged for review (risk_level 1)', () => {
  async function flagged() {
    const checkout = await startedCheckout();
    standIn.nextRisk = '1';
    const { fields, valId } = await standIn.complete(checkout.sessionkey, 'pay');
    const res = await call('/sslcommerz/ipn', form(fields));
    expect(await res.json()).toEqual({ received: true, outcome: 'review' });
    return { ...checkout, fields, valId };
  }

  let admin: Account;
  beforeEach(async () => {
    admin = await signedInUser('admin', { email: 'admin@thanda.test' });
  });

  it('holds the payment: no sale, the product held for the booking for a day, the buyer told', async () => {
    const { id, product, buyer, fields } = await flagged();
    expect(await paymentsOf(id)).toHaveLength(0);
    const held = await productRow(product._id);
    expect(held).toMatchObject({ paid: false, holdBookingId: id });
    expect(held.holdUntil!.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const booking = await (await call(`/bookings/${id}`, { headers: buyer.auth })).json<{ inReview: boolean }>();
    expect(booking.inReview).toBe(true);

    // The same IPN again changes nothing; paying again is refused while the review lasts.
    await call('/sslcommerz/ipn', form(fields));
    expect((await productRow(product._id)).holdUntil).toEqual(held.holdUntil);
    const again = await call('/create-payment-intent', json({ bookingId: id }, buyer.auth));
    expect(again.status).toBe(409);
  });

  it('lists it for admins only', async () => {
    const { id, buyer } = await flagged();
    const list = await call('/dashboard/payment-reviews', { headers: admin.auth });
    expect(list.status).toBe(200);
    expect(await list.json()).toContainEqual(
      expect.objectContaining({ bookingId: id, amount: 12500, reason: 'Flagged by the fraud checks' }),
    );
    expect((await call('/dashboard/payment-reviews', { headers: buyer.auth })).status).toBe(403);
    expect((await call(`/payment-reviews/${id}/approve`, { method: 'POST', headers: buyer.auth })).status).toBe(403);
    expect((await call(`/payment-reviews/${id}/decline`, { method: 'POST', headers: buyer.auth })).status).toBe(403);
  });

  it('makes the sale when an admin accepts it', async () => {
    const { id, product, valId } = await flagged();
    const res = await call(`/payment-reviews/${id}/approve`, { method: 'POST', headers: admin.auth });
    expect(res.status).toBe(200);
    expect(await paymentsOf(id)).toEqual([expect.objectContaining({ transactionId: valId, status: 'succeeded' })]);
    expect(await bookingRow(id)).toMatchObject({ paid: true, reviewTransactionId: null });
    expect((await productRow(product._id)).paid).toBe(true);
    const reviews = await (
      await call('/dashboard/payment-reviews', { headers: admin.auth })
    ).json<{ bookingId: string }[]>();
    expect(reviews.map((r) => r.bookingId)).not.toContain(id);
    expect((await call(`/payment-reviews/${id}/approve`, { method: 'POST', headers: admin.auth })).status).toBe(404);
    // The audit log has the decision once (the refused second try wrote none).
    const logged = await testDb().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(logged.map((entry) => [entry.action, entry.adminId])).toEqual([['payment-review-approved', admin.user.id]]);
  });

  it('refunds it and frees the product when an admin refuses it', async () => {
    const { id, product } = await flagged();
    const res = await call(`/payment-reviews/${id}/decline`, { method: 'POST', headers: admin.auth });
    expect(res.status).toBe(200);
    expect((await paymentsOf(id))[0]).toMatchObject({
      status: 'refunded',
      refundReason: expect.stringMatching(/verify/),
    });
    expect(standIn.refunds).toHaveLength(1);
    expect(await bookingRow(id)).toMatchObject({ paid: false, reviewTransactionId: null });
    expect(await productRow(product._id)).toMatchObject({ paid: false, holdBookingId: null });
    const logged = await testDb().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(logged.map((entry) => entry.action)).toEqual(['payment-review-declined']);
  });

  it('is refunded by the Cron Trigger when nobody decided before the hold ended', async () => {
    const { id, product } = await flagged();
    await testDb()
      .update(products)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(products.id, product._id));
    await runScheduled(HOLDS_CRON, sslEnv);
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^RF/) });
    expect((await bookingRow(id)).reviewTransactionId).toBeNull();
  });
});

describe("the buyer's return from the checkout", () => {
  it('fulfils a paid return and sends the buyer to the booking', async () => {
    const { id, sessionkey } = await startedCheckout();
    const { fields } = await standIn.complete(sessionkey, 'pay');
    const res = await call('/sslcommerz/return', form(fields));
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/dashboard/payment/${id}?sslcommerz=paid`);
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('says a cancelled payment was cancelled, and sends an unsigned return to the orders', async () => {
    const { id, sessionkey } = await startedCheckout();
    const { fields } = await standIn.complete(sessionkey, 'cancel');
    const cancelled = await call('/sslcommerz/return', form(fields));
    expect(cancelled.headers.get('Location')).toBe(`/dashboard/payment/${id}?sslcommerz=cancelled`);
    const unsigned = await call('/sslcommerz/return', form(new URLSearchParams({ status: 'VALID', value_a: id })));
    expect(unsigned.status).toBe(303);
    expect(unsigned.headers.get('Location')).toBe('/dashboard/myorders');
  });
});

describe('without SSLCOMMERZ', () => {
  it('answers 404 to its IPN', async () => {
    const res = await app.request('/api/sslcommerz/ipn', form(new URLSearchParams({ status: 'VALID' })), env);
    expect(res.status).toBe(404);
  });
});

describe('the gateway: partial refunds, refunds still processing, and what was paid under an intent', () => {
  const gateway = (storePassword = STORE.storePassword) =>
    new SslcommerzGateway({ storeId: STORE.storeId, storePassword, apiUrl: SSLCOMMERZ_SANDBOX_URL });

  /** A session started by the gateway itself, as `create-payment-intent` does. */
  async function session(amountMinor = 1_250_000, currency = 'bdt') {
    const { id, clientSecret } = await gateway().createIntent({
      amountMinor,
      currency,
      bookingId: 'booking-1',
      idempotencyKey: `intent-${crypto.randomUUID()}`,
      checkout: {
        origin: 'http://localhost',
        customer: { name: 'Rahim', email: 'rahim@example.test', phone: '+8801911223344', address: 'Dhaka' },
        productName: 'Window AC',
      },
    });
    return { tranId: id, sessionkey: clientSecret };
  }

  async function paid(amountMinor?: number, currency?: string) {
    const started = await session(amountMinor, currency);
    const { valId } = await standIn.complete(started.sessionkey, 'pay');
    return { ...started, valId: valId! };
  }

  const refundAmounts = () =>
    standIn.calls.filter((c) => c.params.has('refund_amount')).map((c) => c.params.get('refund_amount'));

  it('refunds part of a payment, then the rest, and refuses more than was paid', async () => {
    const { valId } = await paid(1_250_000);
    const part = await gateway().refund({ intentId: valId, amountMinor: 300_000, idempotencyKey: 'part-1' });
    expect(part).toEqual({ id: expect.stringMatching(/^RF/), state: 'done' });
    const again = await gateway().refund({ intentId: valId, amountMinor: 300_000, idempotencyKey: 'part-1' });
    expect(again).toEqual(part);
    const rest = await gateway().refund({ intentId: valId, amountMinor: 950_000, idempotencyKey: 'part-2' });
    expect(rest).toEqual({ id: expect.stringMatching(/^RF/), state: 'done' });
    await expect(gateway().refund({ intentId: valId, amountMinor: 1, idempotencyKey: 'part-3' })).rejects.toThrow(
      /exceeds/,
    );
    expect(refundAmounts()).toEqual(['3000.00', '3000.00', '9500.00', '0.01']);
    expect(standIn.refunds.map((r) => r.amount)).toEqual(['3000.00', '9500.00']);
  });

  it('refunds a payment asked in dollars as the same share of the Taka the buyer paid', async () => {
    // The stand-in's rate: 120 Taka to the dollar, so the buyer paid 12000.00 Taka for $100.
    const { valId } = await paid(10_000, 'usd');
    await gateway().refund({ intentId: valId, amountMinor: 2_500, idempotencyKey: 'quarter' });
    await gateway().refund({ intentId: valId, amountMinor: 7_500, idempotencyKey: 'rest' });
    expect(refundAmounts()).toEqual(['3000.00', '9000.00']);
  });

  it('answers processing for a refund the bank has not finished, and refundStatus follows it', async () => {
    const { valId } = await paid();
    standIn.processingRefunds = 2;
    const finished = await gateway().refund({ intentId: valId, amountMinor: 500_000, idempotencyKey: 'first' });
    expect(finished).toEqual({ id: expect.stringMatching(/^RF/), state: 'processing' });
    expect(await gateway().refundStatus(finished.id)).toBe('processing');
    standIn.settleRefund(finished.id, 'refunded');
    expect(await gateway().refundStatus(finished.id)).toBe('done');

    const given = await gateway().refund({ intentId: valId, amountMinor: 500_000, idempotencyKey: 'second' });
    standIn.settleRefund(given.id, 'cancelled');
    expect(await gateway().refundStatus(given.id)).toBe('failed');
    // A refund SSLCOMMERZ does not say it cancelled is not asked for again: it keeps waiting.
    expect(await gateway().refundStatus('RFNOSUCHREFUND')).toBe('processing');
  });

  it('throws, rather than guessing, when SSLCOMMERZ refuses a query (a wrong store password)', async () => {
    const { tranId, valId } = await paid();
    const { id } = await gateway().refund({ intentId: valId, amountMinor: 100_000, idempotencyKey: 'once' });
    await expect(gateway('not-the-password').refundStatus(id)).rejects.toThrow(/INVALID_REQUEST/);
    await expect(gateway('not-the-password').paidUnder(tranId)).rejects.toThrow(/INVALID_REQUEST/);
  });

  it('finds the payment made under an intent, past a failed attempt, validated or not', async () => {
    const { tranId, sessionkey } = await session();
    await standIn.complete(sessionkey, 'fail');
    const { valId } = await standIn.complete(sessionkey, 'pay');
    expect(await gateway().paidUnder(tranId)).toEqual([valId]);
    expect(await gateway().retrieve(valId!)).toMatchObject({ id: valId, status: 'succeeded' });
    expect(await gateway().paidUnder(tranId)).toEqual([valId]);
  });

  it('finds nothing paid under an intent not paid yet, or only failed and cancelled', async () => {
    const { tranId, sessionkey } = await session();
    expect(await gateway().paidUnder(tranId)).toEqual([]);
    await standIn.complete(sessionkey, 'fail');
    await standIn.complete(sessionkey, 'cancel');
    expect(await gateway().paidUnder(tranId)).toEqual([]);
    expect(await gateway().paidUnder('THNOSUCHTRANSACTION')).toEqual([]);
  });
});
