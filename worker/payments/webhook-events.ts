import type { Db } from '../db/client';
import { webhookEvents } from '../db/schema';
import { log } from '../lib/logger';
import { Refusal } from '../lib/refusal';
import type { PaymentGateway } from './gateway';
import { fulfilPayment } from './settlement';
import type { SaleTerms } from './sale-terms';

/** Notes a handled webhook event; false when it was seen before (fulfilment is idempotent anyway). */
async function recordWebhookEvent(db: Db, id: string, type: string) {
  const inserted = await db
    .insert(webhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return inserted.length > 0;
}

/**
 * POST /api/stripe/webhook: a gateway's signed event. A succeeded payment goes through the same
 * fulfilment as the buyer's own report; a payment it refuses (and refunds) is still a handled
 * event, so the gateway is answered 200 and does not send it again.
 */
export async function receiveWebhook(
  db: Db,
  gateway: PaymentGateway,
  request: { body: () => Promise<string>; signature: string; secret: string | undefined; requestId: string },
  terms: SaleTerms,
) {
  if (!gateway.readWebhook || !request.secret) {
    // Nothing can be checked against a key this deployment does not have: refused as unsigned, as
    // anywhere else, so a caller learns nothing of the configuration. Logged, as Stripe's own
    // events would be refused too if the secret went missing.
    log('warn', 'webhook_without_stripe', { requestId: request.requestId });
    throw new Refusal('webhook-unsigned');
  }
  const event = await gateway.readWebhook(await request.body(), request.signature, request.secret);
  if (!event) throw new Refusal('webhook-unsigned');
  const paid = event.succeeded;
  if (paid?.bookingId) {
    try {
      await fulfilPayment(db, gateway, { bookingId: paid.bookingId, transactionId: paid.intentId }, terms);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      log('warn', 'webhook_not_fulfilled', { requestId: request.requestId, event: event.id, reason: error.reason });
    }
  }
  const isNew = await recordWebhookEvent(db, event.id, event.type);
  return { received: true, duplicate: !isNew };
}
