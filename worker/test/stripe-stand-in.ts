/**
 * A local stand-in for the Stripe endpoints we call (create and retrieve a PaymentIntent),
 * answering the real stripe SDK through fetch, as Stripe does, idempotency keys included.
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

export function stripeStandIn() {
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, Intent>();
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
    const match = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'GET' && match) {
      const intent = intents.get(match[1]!);
      return intent
        ? Response.json(intent)
        : Response.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }, { status: 404 });
    }
    return Response.json({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }, { status: 404 });
  });

  return {
    intents,
    requests,
    /** What Stripe Elements does in the browser when the card goes through. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No intent ${id}`);
      intent.status = 'succeeded';
      return intent;
    },
    restore: () => spy.mockRestore(),
  };
}
