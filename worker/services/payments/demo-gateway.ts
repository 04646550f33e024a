/**
 * The local stand-in for Stripe (DESIGN.md section 6): Stripe's test-card behaviour with no
 * network. Its intents and transactions are HMAC-signed tokens, so the server can verify a payment
 * it never stored. Card numbers are checked and forgotten: never stored, never logged.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { DemoConfirmInput } from '../../schemas/orders';
import type { GatewayIntent, PaymentGateway } from './gateway';

const AUDIENCE = 'thanda-demo-gateway';
export const DECLINED_CARD = '4000000000000002';

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

export type DemoConfirmResult = { ok: true; id: string } | { ok: false; status: 400 | 402; message: string };

export class DemoGateway implements PaymentGateway {
  readonly name = 'demo' as const;
  readonly #key: Uint8Array;

  constructor(secret: string, environment: string) {
    if (environment === 'production') throw new Error('The demo payment gateway never runs in production.');
    this.#key = new TextEncoder().encode(`demo-gateway:${secret}`);
  }

  #sign(intentId: string, claims: Claims, lifetime: string) {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(intentId).setAudience(AUDIENCE).setIssuedAt().setExpirationTime(lifetime).sign(this.#key);
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

  async createIntent(input: { amountMinor: number; currency: string; bookingId: string }) {
    const id = `pi_demo_${crypto.randomUUID().replace(/-/g, '')}`;
    const clientSecret = await this.#sign(id, { kind: 'client-secret', ...input }, '1h');
    return { id, clientSecret };
  }

  /** POST /api/demo-gateway/confirm: the card form's submit, with Stripe's test-card answers. */
  async confirm(input: DemoConfirmInput): Promise<DemoConfirmResult> {
    const intent = await this.#read(input.clientSecret, 'client-secret');
    if (!intent) return { ok: false, status: 400, message: 'This payment has expired. Please start again.' };
    if (!luhnValid(input.cardNumber)) return { ok: false, status: 402, message: 'Your card number is invalid.' };
    const [, month, year] = input.expiry.match(/^(\d{2})\s*\/\s*(\d{2})$/) ?? [];
    const now = new Date();
    const expiresAt = new Date(2000 + Number(year), Number(month), 1);
    if (expiresAt <= now) return { ok: false, status: 402, message: 'Your card has expired.' };
    if (input.cardNumber === DECLINED_CARD) return { ok: false, status: 402, message: 'Your card was declined.' };
    const { bookingId, amountMinor, currency } = intent;
    return { ok: true, id: await this.#sign(intent.id, { kind: 'transaction', bookingId, amountMinor, currency }, '30d') };
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
    };
  }
}
