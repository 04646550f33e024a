import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { primarySession } from '../middleware/d1-session';
import { paymentGateway } from './gateways';
import { receiveBuyerReturn, receiveNotification } from './notifications';
import { saleTermsOf } from './sale-terms';

/** SSLCOMMERZ's server-to-server IPN, and the buyer's browser coming back from its checkout. */
export const sslcommerzRoutes = new Hono<AppEnv>()
  .use('/sslcommerz/*', primarySession())
  .post('/sslcommerz/ipn', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const { outcome } = await receiveNotification(
      c.var.db,
      paymentGateway(c.env),
      form,
      saleTermsOf(c.env),
      c.get('requestId'),
    );
    return c.json({ received: true, outcome });
  })
  .post('/sslcommerz/return', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const destination = await receiveBuyerReturn(
      c.var.db,
      paymentGateway(c.env),
      form,
      saleTermsOf(c.env),
      c.get('requestId'),
    );
    return c.redirect(destination, 303);
  });
