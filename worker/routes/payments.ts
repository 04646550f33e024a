import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { receiptReference } from '../domain';
import { currencyOf } from '../lib/config';
import { primarySession } from '../middleware/d1-session';
import { rateLimit } from '../middleware/rate-limit';
import { refuseSuspendedUser } from '../middleware/refuse-suspended';
import { requireAuth } from '../middleware/require-auth';
import { requireRole } from '../middleware/require-role';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../schemas/common';
import { demoConfirmSchema, paymentInputSchema, paymentIntentInputSchema } from '../schemas/orders';
import { paymentGateway } from '../services/payments';
import { confirmCard, fulfilPayment, startPayment } from '../services/payments/fulfilment';
import { sellInPerson } from '../services/payments/in-person';
import { receiveWebhook } from '../services/payments/webhook-events';

export const paymentRoutes = new Hono<AppEnv>()
  .use('/create-payment-intent', primarySession())
  .use('/payments', primarySession())
  .use('/demo-gateway/confirm', primarySession())
  .use('/stripe/webhook', primarySession())
  .use('/bookings/:id/sold-in-person', primarySession())
  .post(
    '/create-payment-intent',
    requireAuth(),
    refuseSuspendedUser(),
    rateLimit('WRITE_LIMITER'),
    validate('json', paymentIntentInputSchema),
    async (c) => {
      const { bookingId } = c.req.valid('json');
      const origin = new URL(c.req.url).origin;
      const gateway = paymentGateway(c.env);
      return c.json(await startPayment(c.var.db, gateway, bookingId, c.get('user'), currencyOf(c.env), origin));
    },
  )
  .post('/payments', requireAuth(), rateLimit('WRITE_LIMITER'), validate('json', paymentInputSchema), async (c) => {
    const input = { ...c.req.valid('json'), buyerId: c.get('user').id };
    const id = await fulfilPayment(c.var.db, paymentGateway(c.env), input, currencyOf(c.env));
    return c.json({ acknowledged: true, insertedId: id, receipt: receiptReference(id) }, 201);
  })
  .post(
    '/bookings/:id/sold-in-person',
    requireAuth(),
    requireRole('seller'),
    rateLimit('WRITE_LIMITER'),
    validate('param', idParamSchema),
    async (c) => {
      const id = await sellInPerson(c.var.db, c.req.valid('param').id, c.get('user'), currencyOf(c.env));
      return c.json({ acknowledged: true, insertedId: id }, 201);
    },
  )
  .post('/demo-gateway/confirm', validate('json', demoConfirmSchema), rateLimit('WRITE_LIMITER'), async (c) => {
    const id = await confirmCard(c.var.db, paymentGateway(c.env), c.req.valid('json'));
    return c.json({ id, status: 'succeeded' as const });
  })
  .post('/stripe/webhook', async (c) => {
    const request = {
      // Read only once the gateway is known to send webhooks.
      body: () => c.req.text(),
      signature: c.req.header('Stripe-Signature') ?? '',
      secret: c.env.STRIPE_WEBHOOK_SECRET,
      requestId: c.get('requestId'),
    };
    return c.json(await receiveWebhook(c.var.db, paymentGateway(c.env), request, currencyOf(c.env)));
  });
