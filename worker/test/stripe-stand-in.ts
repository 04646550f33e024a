/**
 * A local stand-in for the Stripe endpoints we call (create, retrieve and cancel a PaymentIntent,
 * refund one), answering the real stripe SDK through fetch, as Stripe does, idempotency keys included.
 */
import { vi } from 'vitest';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
}

const stripeError = (status: number, code: string, message: string) =>
  Response.json({ error: { type: 'invalid_request_error', code, message } }, { status });

export function stripeStandIn() {
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, Intent>();
  const refunds: Refund[] = [];
  const refundsByKey = new Map<string, Refund>();
  let refundFailures = 0;
  let beforeIntent: (() => Promise<unknown>) | null = null;
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname !== 'api.stripe.com') throw new Error(`Unexpected network call in a test: ${url.href}`);
    const headers = new Headers(init?.headers);
    const method = init?.method ?? 'GET';
    const idempotencyKey = headers.get('Idempotency-Key');
    requests.push({ method, path: url.pathname, idempotencyKey });
    if (!headers.get('Authorization')?.startsWith('Bearer sk_test_')) {
      return Response.json({ error: { type: 'invalid_request_error', message: 'Invalid API Key' } }, { status: 401 });
    }
    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      const meanwhile = beforeIntent;
      beforeIntent = null;
      await meanwhile?.();
      const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return Response.json(known);
      const form = new URLSearchParams(String(init?.body ?? ''));
      const id = `pi_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: String(form.get('currency')),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${crypto.randomUUID().slice(0, 8)}`,
        metadata: { bookingId: String(form.get('metadata[bookingId]')) },
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return Response.json(intent);
    }
    const cancel = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    if (method === 'POST' && cancel) {
      const intent = intents.get(cancel[1]!);
      if (!intent) return stripeError(404, 'resource_missing', 'No such payment_intent');
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return stripeError(
          400,
          'payment_intent_unexpected_state',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        );
      }
      intent.status = 'canceled';
      return Response.json(intent);
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      if (refundFailures > 0) {
        refundFailures--;
        return Response.json(
          { error: { type: 'api_error', message: 'An error occurred with our connection to Stripe.' } },
          { status: 500 },
        );
      }
      const known = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (known) return Response.json(known);
      const form = new URLSearchParams(String(init?.body ?? ''));
      const intent = intents.get(String(form.get('payment_intent')));
      if (!intent) return stripeError(404, 'resource_missing', 'No such payment_intent');
      if (intent.status !== 'succeeded')
        return stripeError(400, 'charge_not_refundable', 'This PaymentIntent has no successful charge to refund.');
      if (refunds.some((r) => r.payment_intent === intent.id))
        return stripeError(400, 'charge_already_refunded', 'Charge has already been refunded.');
      const refund: Refund = {
        id: `re_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`,
        object: 'refund',
        amount: Number(form.get('amount') ?? intent.amount),
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.push(refund);
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      return Response.json(refund);
    }
    const match = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'GET' && match) {
      const intent = intents.get(match[1]!);
      return intent
        ? Response.json(intent)
        : Response.json(
            { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
            { status: 404 },
          );
    }
    return Response.json(
      { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
      { status: 404 },
    );
  });

  return {
    intents,
    requests,
    refunds,
    /** What Stripe Elements does in the browser when the card goes through. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No intent ${id}`);
      intent.status = 'succeeded';
      return intent;
    },
    /** Runs `meanwhile` while Stripe is asked for the next intent, before it answers. */
    whileCreatingNextIntent(meanwhile: () => Promise<unknown>) {
      beforeIntent = meanwhile;
    },
    /** Stripe's next refund call fails (the SDK retries once, so both attempts fail). */
    failNextRefund() {
      refundFailures = 2;
    },
    restore: () => spy.mockRestore(),
  };
}
