/** Stripe PaymentIntents: the only module that imports the stripe SDK. */
import Stripe from 'stripe';
import { stripeWebhookEventSchema } from './stripe-webhook-schemas';
import type { GatewayEvent, GatewayIntent, PaymentGateway } from './gateway';

export interface StripeOptions {
  /** Tests point the SDK at a local stand-in of the endpoints we call. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;

  constructor(secretKey: string, options: StripeOptions = {}) {
    this.#stripe = new Stripe(secretKey, {
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: 1,
      ...options,
    });
  }

  async createIntent(input: {
    amountMinor: number;
    currency: string;
    bookingId: string;
    idempotencyKey: string;
    expiresAt: Date;
  }) {
    const intent = await this.#stripe.paymentIntents.create(
      {
        amount: input.amountMinor,
        currency: input.currency,
        metadata: { bookingId: input.bookingId },
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error('Stripe answered a payment intent without a client secret.');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieve(id: string): Promise<GatewayIntent | null> {
    if (!/^pi_[A-Za-z0-9]+$/.test(id)) return null;
    try {
      const intent = await this.#stripe.paymentIntents.retrieve(id);
      return {
        id: intent.id,
        status: intent.status,
        amountMinor: intent.amount,
        currency: intent.currency,
        bookingId: intent.metadata.bookingId ?? null,
        // Radar's review queue is Stripe's own: a payment it lets succeed is not held again here.
        review: null,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async cancel(intentId: string) {
    try {
      await this.#stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' });
    } catch (error) {
      // Already succeeded or cancelled: fulfilment decides what happens to a succeeded payment.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state')
        return;
      throw error;
    }
  }

  async refund(input: { intentId: string; amountMinor: number; idempotencyKey: string }) {
    const refund = await this.#stripe.refunds.create(
      { payment_intent: input.intentId, amount: input.amountMinor, reason: 'requested_by_customer' },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: refund.id };
  }

  /**
   * A verified, well-formed webhook event (the async API: Workers have only async crypto), or null
   * for a bad signature or a signed body that is not an event.
   */
  async readWebhook(body: string, signature: string, secret: string): Promise<GatewayEvent | null> {
    let event: Stripe.Event;
    try {
      event = await this.#stripe.webhooks.constructEventAsync(
        body,
        signature,
        secret,
        undefined,
        Stripe.createSubtleCryptoProvider(),
      );
    } catch (error) {
      // The SDK parses the body only after the signature checks out: a SyntaxError is signed junk.
      if (error instanceof Stripe.errors.StripeSignatureVerificationError || error instanceof SyntaxError) return null;
      throw error;
    }
    if (!stripeWebhookEventSchema.safeParse(event).success) return null;
    const intent = event.type === 'payment_intent.succeeded' ? event.data.object : null;
    return {
      id: event.id,
      type: event.type,
      succeeded: intent ? { intentId: intent.id, bookingId: intent.metadata.bookingId ?? null } : null,
    };
  }
}
