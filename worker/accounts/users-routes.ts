import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { authenticate, callerOf, signedIn } from './authenticate';
import { validate } from '../middleware/validate';
import { emailParamSchema } from '../../shared/schemas/users';
import { ownAccount, roleOf } from './accounts';

const lookup = validate('param', emailParamSchema, { callerFirst: signedIn });

export const userRoutes = new Hono<AppEnv>()
  .use('/users/*', authenticate())
  .get('/users/me', async (c) => c.json(ownAccount(await signedIn(c))))
  .get('/users/admin/:email', lookup, async (c) => {
    const role = await roleOf(c.var.db, callerOf(c), c.req.valid('param').email);
    return c.json({ isAdmin: role === 'admin' });
  })
  .get('/users/seller/:email', lookup, async (c) => {
    const role = await roleOf(c.var.db, callerOf(c), c.req.valid('param').email);
    return c.json({ isSeller: role === 'seller' });
  });
