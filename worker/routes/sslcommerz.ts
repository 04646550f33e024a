import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currencyOf } from '../lib/config';
import { log } from '../lib/logger';
import { Refusal } from '../lib/refusal';
import { primarySession } from '../middleware/d1-session';
import { paymentGateway } from '../services/payments';
import { receiveNotification } from '../services/payments/notifications';

/** SSLCOMMERZ's server-to-server IPN, and the buyer's browser coming back from its checkout. */
export const sslcommerzRoutes = new Hono<AppEnv>()
  .use('/sslcommerz/*', primarySession())
  .post('/sslcommerz/ipn', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const { outcome } = await receiveNotification(
      c.var.db,
      paymentGateway(c.env),
      form,
      currencyOf(c.env),
      c.get('requestId'),
    );
    return c.json({ received: true, outcome });
  })
  .post('/sslcommerz/return', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    try {
      const { bookingId, outcome } = await receiveNotification(
        c.var.db,
        paymentGateway(c.env),
        form,
        currencyOf(c.env),
        c.get('requestId'),
      );
      // The payment page reads the booking afresh; the outcome only chooses what it says first.
      if (bookingId)
        return c.redirect(`/dashboard/payment/${encodeURIComponent(bookingId)}?sslcommerz=${outcome}`, 303);
    } catch (error) {
      // The buyer may have paid: never a 500 page here. The IPN (or the Cron Trigger) settles it.
      if (!(error instanceof Refusal)) log('error', 'return_not_handled', { requestId: c.get('requestId') });
    }
    return c.redirect('/dashboard/myorders', 303);
  });
