/**
 * The local stand-in for Stripe (docs/architecture.md section 6): Stripe's test-card behaviour with no
 * network. Its intents and transactions are HMAC-signed tokens, so the server can verify a payment
 * it never stored. Card numbers are checked and forgotten: never stored, never logged.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { log } from '../lib/logger';
import type { DemoConfirmInput } from '../../shared/schemas/orders';
import { Refusal } from '../lib/refusal';
import type { GatewayIntent, HoldCheck, PaymentGateway } from './gateway';

const AUDIENCE = 'thanda-demo-gateway';
export const DECLINED_CARD = '4000000000000002';
/** How long a demo transaction stays verifiable (for its payment's record and refund). */
const TRANSACTION_SECONDS = 30 * 24 * 60 * 60;

type Claims = { kind: 'client-secret' | 'transaction'; bookingId: string; amountMinor: number; currency: string };

function luhnValid(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export class DemoGateway implements PaymentGateway {
  readonly name = 'demo' as const;
  readonly #key: Uint8Array;

  constructor(secret: string, environment: string) {
    if (environment === 'production') throw new Error('The demo payment gateway never runs in production.');
    this.#key = new TextEncoder().encode(`demo-gateway:${secret}`);
  }

  #sign(intentId: string, claims: Claims, expiresAt: string | number | Date, issuedAt?: number) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(intentId)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.#key);
  }

  async #read(token: string, kind: Claims['kind']) {
    try {
      const { payload } = await jwtVerify<Claims>(token, this.#key, { audience: AUDIENCE, algorithms: ['HS256'] });
      return payload.kind === kind && payload.sub ? { ...payload, id: payload.sub } : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  /** The client secret expires with the booking's hold. */
  async createIntent(input: { amountMinor: number; currency: string; bookingId: string; expiresAt: Date }) {
    const id = `pi_demo_${crypto.randomUUID().replace(/-/g, '')}`;
    const { amountMinor, currency, bookingId } = input;
    const clientSecret = await this.#sign(
      id,
      { kind: 'client-secret', amountMinor, currency, bookingId },
      input.expiresAt,
    );
    return { id, clientSecret };
  }

  /**
   * POST /api/demo-gateway/confirm: the card form's submit, with Stripe's test-card answers. An
   * intent whose booking no longer holds the product (the hold was released, or the listing or
   * its seller removed) takes no money, as a cancelled Stripe intent would not.
   */
  async confirmCard(input: DemoConfirmInput, holdIsLive: HoldCheck) {
    const intent = await this.#read(input.clientSecret, 'client-secret');
    if (!intent) throw new Refusal('payment-expired');
    if (!(await holdIsLive({ id: intent.id, bookingId: intent.bookingId }))) throw new Refusal('payment-cancelled');
    if (!luhnValid(input.cardNumber)) throw new Refusal('card-invalid');
    const [, month, year] = input.expiry.match(/^(\d{2})\s*\/\s*(\d{2})$/) ?? [];
    const expiresAt = new Date(2000 + Number(year), Number(month), 1);
    if (expiresAt <= new Date()) throw new Refusal('card-expired');
    if (input.cardNumber === DECLINED_CARD) throw new Refusal('card-declined');
    // One intent makes one transaction, as Stripe confirms an intent once: its token is signed
    // with the intent's own times, so confirming again (a second tab, a retry) answers the same one.
    const { bookingId, amountMinor, currency, iat = 0 } = intent;
    const claims: Claims = { kind: 'transaction', bookingId, amountMinor, currency };
    return this.#sign(intent.id, claims, iat + TRANSACTION_SECONDS, iat);
  }

  /** Nothing to do: a demo intent is honoured only while its hold is live (see `confirmCard`). */
  async cancel() {}

  /**
   * The demo's refund, all or part of a payment: the payment is a signed token, so there is nothing
   * to give back but the log line, and it is done at once. The refund id is derived from the payment
   * and the idempotency key, so the same refund asked twice is one and each part is its own.
   */
  async refund(input: { intentId: string; amountMinor: number; idempotencyKey: string }) {
    const transaction = await this.#read(input.intentId, 'transaction');
    if (!transaction) throw new Error('The demo gateway cannot refund a payment it did not make.');
    const { amountMinor } = input;
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > transaction.amountMinor) {
      throw new Error('The demo gateway refunds between one minor unit and what was paid.');
    }
    const named = new TextEncoder().encode(`${input.intentId}\n${input.idempotencyKey}`);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', named));
    const id = `re_demo_${[...digest.subarray(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
    log('info', 'demo_gateway_refund', { refund: id, amountMinor, currency: transaction.currency });
    return { id, state: 'done' as const };
  }

  /**
   * The demo keeps no records: a payment exists only as the token `confirmCard` hands the buyer's
   * browser, so it knows of no payment under an intent that the Worker was not shown.
   */
  async paidUnder() {
    return [];
  }

  /** Its refunds are done the moment they are made; an id it could not have made is no refund. */
  async refundStatus(refundId: string) {
    return /^re_demo_[0-9a-f]{24}$/.test(refundId) ? ('done' as const) : ('failed' as const);
  }

  async retrieve(id: string): Promise<GatewayIntent | null> {
    const transaction = await this.#read(id, 'transaction');
    if (!transaction) return null;
    return {
      id,
      status: 'succeeded',
      amountMinor: transaction.amountMinor,
      currency: transaction.currency,
      bookingId: transaction.bookingId,
      review: null,
    };
  }
}
