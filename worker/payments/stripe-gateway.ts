/** Stripe PaymentIntents: the only module that imports the stripe SDK. */
import Stripe from 'stripe';
import { stripeWebhookEventSchema } from './stripe-webhook-schemas';
import type { GatewayEvent, GatewayIntent, GatewayRefund, PaymentGateway, RefundState } from './gateway';

export interface StripeOptions {
  /** Tests point the SDK at a local stand-in of the endpoints we call. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** A Stripe refund's status as ours: `pending` and `requires_action` wait on the bank or the buyer. */
function refundState(status: string | null): RefundState {
  if (status === 'succeeded') return 'done';
  if (status === 'pending' || status === 'requires_action') return 'processing';
  return 'failed';
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

  /** Refunds `amountMinor` (all or part) of the intent's charge; Stripe's idempotency key makes it once. */
  async refund(input: { intentId: string; amountMinor: number; idempotencyKey: string }): Promise<GatewayRefund> {
    const refund = await this.#stripe.refunds.create(
      { payment_intent: input.intentId, amount: input.amountMinor, reason: 'requested_by_customer' },
      { idempotencyKey: input.idempotencyKey },
    );
    const state = refundState(refund.status);
    if (state === 'failed') throw new Error(`Stripe did not refund: the refund is ${refund.status}.`);
    return { id: refund.id, state };
  }

  /** One intent takes one payment, named by the intent's own id, once it has succeeded. */
  async paidUnder(intentId: string) {
    const intent = await this.retrieve(intentId);
    return intent?.status === 'succeeded' ? [intent.id] : [];
  }

  /** Stripe's own word on the refund, for one that `refund` left pending. */
  async refundStatus(refundId: string) {
    return refundState((await this.#stripe.refunds.retrieve(refundId)).status);
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
