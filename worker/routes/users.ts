import { Hono } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { adminEmails } from '../lib/config';
import { ApiError } from '../lib/errors';
import { requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { emailParamSchema } from '../schemas/users';
import { effectiveRole, findUserByEmail } from '../services/users';

const lookup = validate('param', emailParamSchema);

export const userRoutes = new Hono<AppEnv>()
  .use('/users/*', requireAuth())
  // Role look-ups answer only about yourself (or to an admin): no user enumeration.
  .get('/users/admin/:email', lookup, async (c) => {
    const role = await roleOf(c.var.db, c.get('user'), c.req.valid('param').email, c.env);
    return c.json({ isAdmin: role === 'admin' });
  })
  .get('/users/seller/:email', lookup, async (c) => {
    const role = await roleOf(c.var.db, c.get('user'), c.req.valid('param').email, c.env);
    return c.json({ isSeller: role === 'seller' });
  });

async function roleOf(db: Db, caller: AppEnv['Variables']['user'], email: string, env: AppEnv['Bindings']) {
  if (caller.email === email) return caller.role;
  if (caller.role !== 'admin') throw new ApiError(403, 'You can only look up your own account.');
  const user = await findUserByEmail(db, email);
  return user && !user.deletedAt ? effectiveRole(user, adminEmails(env)) : null;
}
