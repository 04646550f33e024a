import { Hono } from 'hono';
import type { User } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { requireAuth } from '../middleware/require-auth';
import { requireRole } from '../middleware/require-role';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../schemas/common';
import { emailParamSchema } from '../schemas/users';
import { paymentGateway } from '../services/payments';
import { heldProductsOfSeller, releaseHolds } from '../services/payments/fulfilment';
import { listRefunds } from '../services/payments/refunds';
import { deleteUser, findUserById, listUsersByRole, verifySeller } from '../services/users';

const toListedUser = (user: User) => ({ _id: user.id, name: user.name, email: user.email, role: user.role });

export const adminRoutes = new Hono<AppEnv>()
  .use('/dashboard/*', requireAuth(), requireRole('admin'))
  .use('/user/*', requireAuth(), requireRole('admin'))
  .use('/verifyseller/*', requireAuth(), requireRole('admin'))
  .get('/dashboard/allbuyer', async (c) => {
    const buyers = await listUsersByRole(c.var.db, 'buyer');
    return c.json(buyers.map(toListedUser));
  })
  .get('/dashboard/allseller', async (c) => {
    const sellers = await listUsersByRole(c.var.db, 'seller');
    return c.json(sellers.map((seller) => ({ ...toListedUser(seller), verified: seller.verified })));
  })
  .delete('/user/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    if (id === c.get('user').id) throw new ApiError(403, 'You cannot delete your own account.');
    const db = c.var.db;
    const target = await findUserById(db, id);
    if (!target || target.deletedAt) throw new ApiError(404, 'No user with that id.');
    // Buyers paying for this seller's products lose their hold (deleteUser clears it with the
    // listings) and their intent is cancelled.
    const held = await heldProductsOfSeller(db, id);
    const deletedCount = await deleteUser(db, id);
    await releaseHolds(db, paymentGateway(c.env), held);
    return c.json({ acknowledged: true, deletedCount });
  })
  .get('/dashboard/refunds', async (c) => c.json(await listRefunds(c.var.db)))
  .put('/verifyseller/:email', validate('param', emailParamSchema), async (c) => {
    const result = await verifySeller(c.var.db, c.req.valid('param').email);
    if (!result) throw new ApiError(404, 'No seller with that e-mail address.');
    return c.json({ acknowledged: true, ...result });
  });
