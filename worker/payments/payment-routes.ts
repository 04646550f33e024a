import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { receiptReference } from '../../shared/domain';
import { adminEmails, currencyOf } from '../lib/config';
import { primarySession } from '../middleware/d1-session';
import { rateLimit, refuseOverLimit } from '../middleware/rate-limit';
import { authenticate, callerOf, readAsCaller, signedIn, type CallerPolicy } from '../accounts';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../../shared/schemas/common';
import { demoConfirmSchema, paymentInputSchema, paymentIntentInputSchema } from '../../shared/schemas/orders';
import { paymentGateway } from './gateways';
import { bookingRow } from './booking-row';
import { confirmCard } from './demo-card';
import { startPayment } from './payment-start';
import { paymentState, settlePayment } from './settlement';
import { confirmPurchase, sellInPerson } from './in-person';
import { receiveWebhook } from './webhook-events';
import { saleTermsOf } from './sale-terms';

/** A sale lets its buyer review the seller: like publishing, it needs a verified e-mail. */
const IN_PERSON_SELLER: CallerPolicy = { role: 'seller', verifiedEmail: true };

export const paymentRoutes = new Hono<AppEnv>()
  .use('/create-payment-intent', primarySession())
  .use('/payments', primarySession())
  .use('/demo-gateway/confirm', primarySession())
  .use('/stripe/webhook', primarySession())
  .use('/bookings/:id/sold-in-person', primarySession())
  .post(
    '/create-payment-intent',
    // The caller's row is read, and checked, in the batch that takes the hold (startPayment).
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    validate('json', paymentIntentInputSchema),
    async (c) => {
      const request = {
        buyerId: c.get('callerId'),
        admins: adminEmails(c.env),
        bookingId: c.req.valid('json').bookingId,
        currency: currencyOf(c.env),
        origin: new URL(c.req.url).origin,
      };
      return c.json(await startPayment(c.var.db, paymentGateway(c.env), request));
    },
  )
  .post(
    '/payments',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    validate('json', paymentInputSchema, { callerFirst: signedIn }),
    async (c) => {
      const { bookingId, transactionId } = c.req.valid('json');
      // The booking and any record of the transaction are read in the batch of the buyer's own row.
      const { user, rows } = await readAsCaller(
        c.var.db,
        callerOf(c),
        {},
        paymentState(c.var.db, bookingId, transactionId),
      );
      const [[row], [recorded]] = rows;
      const input = { ...c.req.valid('json'), buyerId: user.id };
      const id = await settlePayment(c.var.db, paymentGateway(c.env), input, { row, recorded }, saleTermsOf(c.env));
      return c.json({ acknowledged: true, insertedId: id, receipt: receiptReference(id) }, 201);
    },
  )
  .post(
    '/bookings/:id/sold-in-person',
    authenticate(),
    validate('param', idParamSchema, { callerFirst: (c) => signedIn(c, IN_PERSON_SELLER) }),
    async (c) => {
      const { user, rows } = await readAsCaller(c.var.db, callerOf(c), IN_PERSON_SELLER, [
        bookingRow(c.var.db, c.req.valid('param').id),
      ]);
      await refuseOverLimit(c, 'WRITE_LIMITER');
      const [row] = rows[0];
      const id = await sellInPerson(c.var.db, paymentGateway(c.env), row, user, currencyOf(c.env));
      return c.json({ acknowledged: true, insertedId: id }, 201);
    },
  )
  .put(
    '/bookings/:id/purchase-confirmed',
    authenticate(),
    validate('param', idParamSchema),
    rateLimit('WRITE_LIMITER'),
    async (c) =>
      c.json(await confirmPurchase(c.var.db, c.get('callerId'), adminEmails(c.env), c.req.valid('param').id)),
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
    return c.json(await receiveWebhook(c.var.db, paymentGateway(c.env), request, saleTermsOf(c.env)));
  });
