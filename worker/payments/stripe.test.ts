import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { app } from '../app';
import { bookings, payments } from '../db/schema';
import { json, signedInUser, testDb } from '../test/fixtures';
import { bookingId, listingForSale } from '../test/orders';
import { stripeStandIn } from '../test/stripe-stand-in';
import { StripeGateway } from './stripe-gateway';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripeEnv = { ...env, STRIPE_SECRET_KEY: 'sk_test_thanda', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
let standIn: ReturnType<typeof stripeStandIn> | null = null;

afterEach(() => {
  standIn?.restore();
  standIn = null;
});

const call = (path: string, init: RequestInit) => app.request(`/api${path}`, init, stripeEnv);

async function signedEvent(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return {
    method: 'POST',
    body: payload,
    headers: { 'Stripe-Signature': signature, 'Content-Type': 'application/json' },
  };
}

async function bookedAndStarted() {
  standIn = stripeStandIn();
  const { product } = await listingForSale(275);
  const buyer = await signedInUser('buyer');
  const id = await bookingId(buyer, product._id);
  const res = await call('/create-payment-intent', json({ bookingId: id }, buyer.auth));
  const started = await res.json<{ clientSecret: string; amount: number; gateway: string }>();
  const intent = [...standIn.intents.values()].find((i) => i.metadata.bookingId === id)!;
  return { buyer, id, product, started, intent };
}

describe('the Stripe gateway, through the stripe SDK', () => {
  it('creates the intent from the booking: amount from the database, booking id in metadata, an idempotency key', async () => {
    const { started, intent, id } = await bookedAndStarted();
    expect(started).toMatchObject({ amount: 275, gateway: 'stripe', clientSecret: intent.client_secret });
    expect(intent).toMatchObject({ amount: 27500, currency: 'bdt', metadata: { bookingId: id } });
    expect(standIn!.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: expect.stringContaining(id),
    });
  });

  it('records a payment only after Stripe says it succeeded', async () => {
    const { buyer, id, intent } = await bookedAndStarted();
    const early = await call('/payments', json({ bookingId: id, transactionId: intent.id }, buyer.auth));
    expect(early.status).toBe(402);
    standIn!.succeed(intent.id);
    const paid = await call('/payments', json({ bookingId: id, transactionId: intent.id }, buyer.auth));
    expect(paid.status).toBe(201);
    expect((await testDb().select().from(bookings).where(eq(bookings.id, id)))[0]?.paid).toBe(true);
  });

  it('fulfils from a signed payment_intent.succeeded webhook, and a replay changes nothing', async () => {
    const { id, intent } = await bookedAndStarted();
    const succeeded = standIn!.succeed(intent.id);
    const event = { id: 'evt_test_1', object: 'event', type: 'payment_intent.succeeded', data: { object: succeeded } };
    const first = await call('/stripe/webhook', await signedEvent(event));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const replay = await call('/stripe/webhook', await signedEvent(event));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    const recorded = await testDb().select().from(payments).where(eq(payments.bookingId, id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ transactionId: intent.id, gateway: 'stripe', amountMinor: 27500 });
  });

  it('refuses a webhook with a bad signature', async () => {
    const { id, intent } = await bookedAndStarted();
    const event = {
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { ...intent, status: 'succeeded' } },
    };
    const res = await call('/stripe/webhook', await signedEvent(event, 'whsec_someone_else'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      reason: 'webhook-unsigned',
      params: {},
      message: 'The webhook is not signed by Stripe, or is not a valid event.',
    });
    const unsigned = await call('/stripe/webhook', {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(await testDb().select().from(payments).where(eq(payments.bookingId, id))).toEqual([]);
  });

  it('refunds part of a payment, and finds what was paid under an intent once it succeeded', async () => {
    const { intent } = await bookedAndStarted();
    const gateway = new StripeGateway(stripeEnv.STRIPE_SECRET_KEY);
    expect(await gateway.paidUnder(intent.id)).toEqual([]);
    standIn!.succeed(intent.id);
    expect(await gateway.paidUnder(intent.id)).toEqual([intent.id]);
    expect(await gateway.paidUnder('pi_nosuchintent')).toEqual([]);
    const refund = await gateway.refund({ intentId: intent.id, amountMinor: 7_500, idempotencyKey: 'part-1' });
    expect(refund).toEqual({ id: standIn!.refunds[0]!.id, state: 'done' });
    expect(standIn!.refunds[0]).toMatchObject({ amount: 7_500, payment_intent: intent.id });
  });

  it('turns off the demo gateway when Stripe is configured', async () => {
    const res = await call(
      '/demo-gateway/confirm',
      json({ clientSecret: 'x', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }),
    );
    expect(res.status).toBe(404);
  });
});
