import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { authenticate, callerOf, signedIn } from './authenticate';
import { rateLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { emailParamSchema } from '../../shared/schemas/users';
import { ownAccount, roleOf } from './accounts';
import { startSelling } from './selling';

const lookup = validate('param', emailParamSchema, { callerFirst: signedIn });

export const userRoutes = new Hono<AppEnv>()
  .use('/users/*', authenticate())
  .get('/users/me', async (c) => c.json(ownAccount(await signedIn(c))))
  // Anyone can sell (issue 64): a buyer becomes a seller in one step.
  .post('/users/me/selling', rateLimit('WRITE_LIMITER'), async (c) => c.json(await startSelling(c.var.db, callerOf(c))))
  .get('/users/admin/:email', lookup, async (c) => {
    const role = await roleOf(c.var.db, callerOf(c), c.req.valid('param').email);
    return c.json({ isAdmin: role === 'admin' });
  })
  .get('/users/seller/:email', lookup, async (c) => {
    const role = await roleOf(c.var.db, callerOf(c), c.req.valid('param').email);
    return c.json({ isSeller: role === 'seller' });
  });
