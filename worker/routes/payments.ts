import { Hono } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { log } from '../lib/logger';
import { primarySession } from '../middleware/d1-session';
import { rateLimit } from '../middleware/rate-limit';
import { requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { demoConfirmSchema, paymentInputSchema, paymentIntentInputSchema } from '../schemas/orders';
import { DemoGateway, paymentGateway, StripeGateway } from '../services/payments';
import { bookingOwner, fulfilPayment, holdIsLive, startPayment } from '../services/payments/fulfilment';
import { recordWebhookEvent } from '../services/payments/webhook-events';

const currencyOf = (env: AppEnv['Bindings']) => (env.CURRENCY || 'usd').toLowerCase();

/** Only the booking's buyer may pay for it. */
async function requireBuyerOf(db: Db, bookingId: string, userId: string) {
  const buyerId = await bookingOwner(db, bookingId);
  if (!buyerId) throw new ApiError(404, 'No booking with that id.');
  if (buyerId !== userId) throw new ApiError(403, 'Only the buyer of this booking can pay for it.');
}

export const paymentRoutes = new Hono<AppEnv>()
  .use('/create-payment-intent', primarySession())
  .use('/payments', primarySession())
  .use('/demo-gateway/confirm', primarySession())
  .use('/stripe/webhook', primarySession())
  .post(
    '/create-payment-intent',
    requireAuth(),
    rateLimit('WRITE_LIMITER'),
    validate('json', paymentIntentInputSchema),
    async (c) => {
      const db = c.var.db;
      const { bookingId } = c.req.valid('json');
      await requireBuyerOf(db, bookingId, c.get('user').id);
      const result = await startPayment(db, paymentGateway(c.env), bookingId, currencyOf(c.env));
      if (!result.ok) throw new ApiError(result.status, result.message);
      const { clientSecret, amount, currency, gateway } = result;
      return c.json({ clientSecret, amount, currency, gateway });
    },
  )
  .post('/payments', requireAuth(), rateLimit('WRITE_LIMITER'), validate('json', paymentInputSchema), async (c) => {
    const db = c.var.db;
    const input = c.req.valid('json');
    await requireBuyerOf(db, input.bookingId, c.get('user').id);
    const result = await fulfilPayment(db, paymentGateway(c.env), input, currencyOf(c.env));
    if (!result.ok) throw new ApiError(result.status, result.message);
    return c.json({ acknowledged: true, insertedId: result.paymentId }, 201);
  })
  .post('/demo-gateway/confirm', validate('json', demoConfirmSchema), rateLimit('WRITE_LIMITER'), async (c) => {
    const gateway = paymentGateway(c.env);
    if (!(gateway instanceof DemoGateway)) throw new ApiError(404, 'The demo payment gateway is not in use here.');
    const db = c.var.db;
    const result = await gateway.confirm(c.req.valid('json'), (intent) => holdIsLive(db, intent));
    if (!result.ok) throw new ApiError(result.status, result.message);
    return c.json({ id: result.id, status: 'succeeded' as const });
  })
  .post('/stripe/webhook', async (c) => {
    const gateway = paymentGateway(c.env);
    const secret = c.env.STRIPE_WEBHOOK_SECRET;
    if (!(gateway instanceof StripeGateway) || !secret) throw new ApiError(404, 'Stripe is not configured here.');
    const event = await gateway.readWebhook(await c.req.text(), c.req.header('Stripe-Signature') ?? '', secret);
    if (!event) throw new ApiError(400, 'The webhook is not signed by Stripe, or is not a valid event.');
    const db = c.var.db;
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object;
      const bookingId = intent.metadata.bookingId;
      if (bookingId) {
        const result = await fulfilPayment(db, gateway, { bookingId, transactionId: intent.id }, currencyOf(c.env));
        if (!result.ok)
          log('warn', 'webhook_not_fulfilled', {
            requestId: c.get('requestId'),
            event: event.id,
            status: result.status,
          });
      }
    }
    const isNew = await recordWebhookEvent(db, event.id, event.type);
    return c.json({ received: true, duplicate: !isNew });
  });
