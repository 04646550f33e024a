import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { requireRole } from '../middleware/require-role';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../schemas/common';
import { emailParamSchema } from '../schemas/users';
import { listBuyers, listSellers, removeUser, verifySellerByEmail } from '../services/admin';
import { closeReport, openReports } from '../services/conversations';
import { paymentGateway } from '../services/payments';
import { listRefunds } from '../services/payments/refunds';
import { approveReview, declineReview, listPaymentReviews } from '../services/payments/reviews';
import { currencyOf } from '../lib/config';
import { primarySession } from '../middleware/d1-session';

export const adminRoutes = new Hono<AppEnv>()
  .use('/dashboard/*', requireAuth(), requireRole('admin'))
  .use('/user/*', requireAuth(), requireRole('admin'))
  .use('/verifyseller/*', requireAuth(), requireRole('admin'))
  .use('/conversation-reports/*', requireAuth(), requireRole('admin'))
  .use('/payment-reviews/*', primarySession(), requireAuth(), requireRole('admin'))
  .get('/dashboard/allbuyer', async (c) => c.json(await listBuyers(c.var.db)))
  .get('/dashboard/allseller', async (c) => c.json(await listSellers(c.var.db)))
  .get('/dashboard/refunds', async (c) => c.json(await listRefunds(c.var.db)))
  .get('/dashboard/payment-reviews', async (c) => c.json(await listPaymentReviews(c.var.db)))
  .get('/dashboard/conversation-reports', async (c) => c.json(await openReports(c.var.db)))
  .post('/conversation-reports/:id/close', validate('param', idParamSchema), async (c) => {
    await closeReport(c.var.db, c.req.valid('param').id);
    return c.json({ acknowledged: true });
  })
  .post('/payment-reviews/:id/approve', validate('param', idParamSchema), async (c) => {
    const id = await approveReview(c.var.db, paymentGateway(c.env), c.req.valid('param').id, currencyOf(c.env));
    return c.json({ acknowledged: true, insertedId: id });
  })
  .post('/payment-reviews/:id/decline', validate('param', idParamSchema), async (c) => {
    await declineReview(c.var.db, paymentGateway(c.env), c.req.valid('param').id);
    return c.json({ acknowledged: true });
  })
  .delete('/user/:id', validate('param', idParamSchema), async (c) =>
    c.json(await removeUser(c.var.db, () => paymentGateway(c.env), c.req.valid('param').id, c.get('user'))),
  )
  .put('/verifyseller/:email', validate('param', emailParamSchema), async (c) =>
    c.json(await verifySellerByEmail(c.var.db, c.req.valid('param').email)),
  );
