import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { requireRole } from '../middleware/require-role';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../schemas/common';
import { emailParamSchema } from '../schemas/users';
import { listBuyers, listSellers, removeUser, verifySellerByEmail } from '../services/admin';
import { paymentGateway } from '../services/payments';
import { listRefunds } from '../services/payments/refunds';

export const adminRoutes = new Hono<AppEnv>()
  .use('/dashboard/*', requireAuth(), requireRole('admin'))
  .use('/user/*', requireAuth(), requireRole('admin'))
  .use('/verifyseller/*', requireAuth(), requireRole('admin'))
  .get('/dashboard/allbuyer', async (c) => c.json(await listBuyers(c.var.db)))
  .get('/dashboard/allseller', async (c) => c.json(await listSellers(c.var.db)))
  .get('/dashboard/refunds', async (c) => c.json(await listRefunds(c.var.db)))
  .delete('/user/:id', validate('param', idParamSchema), async (c) =>
    c.json(await removeUser(c.var.db, () => paymentGateway(c.env), c.req.valid('param').id, c.get('user'))),
  )
  .put('/verifyseller/:email', validate('param', emailParamSchema), async (c) =>
    c.json(await verifySellerByEmail(c.var.db, c.req.valid('param').email)),
  );
