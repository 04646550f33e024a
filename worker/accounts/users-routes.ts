import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { adminEmails } from '../lib/config';
import { requireAuth } from './require-auth';
import { validate } from '../middleware/validate';
import { emailParamSchema } from '../../shared/schemas/users';
import { ownAccount } from './accounts';
import { roleOf } from '../admin/accounts';

const lookup = validate('param', emailParamSchema);

export const userRoutes = new Hono<AppEnv>()
  .use('/users/*', requireAuth())
  .get('/users/me', (c) => c.json(ownAccount(c.get('user'))))
  .get('/users/admin/:email', lookup, async (c) => {
    const role = await roleOf(c.var.db, c.get('user'), c.req.valid('param').email, adminEmails(c.env));
    return c.json({ isAdmin: role === 'admin' });
  })
  .get('/users/seller/:email', lookup, async (c) => {
    const role = await roleOf(c.var.db, c.get('user'), c.req.valid('param').email, adminEmails(c.env));
    return c.json({ isSeller: role === 'seller' });
  });
