import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { adminEmails } from '../lib/config';
import { rateLimit } from '../middleware/rate-limit';
import { requireFirebaseIdentity } from './require-firebase-identity';
import { validate } from '../middleware/validate';
import { ownEmailQuerySchema, registerUserSchema } from '../../shared/schemas/users';
import { exchangeForAccessToken, registerAccount } from './accounts';

export const authRoutes = new Hono<AppEnv>()
  .get(
    '/jwt',
    requireFirebaseIdentity(),
    rateLimit('ACCOUNT_LIMITER'),
    validate('query', ownEmailQuerySchema),
    async (c) => {
      const { email } = c.req.valid('query');
      const admins = adminEmails(c.env);
      return c.json(await exchangeForAccessToken(c.var.db, c.get('identity'), email, admins, c.env.JWT_SECRET));
    },
  )
  .post(
    '/users',
    requireFirebaseIdentity(),
    rateLimit('ACCOUNT_LIMITER'),
    validate('json', registerUserSchema),
    async (c) => {
      const { status, body } = await registerAccount(
        c.var.db,
        c.get('identity'),
        c.req.valid('json'),
        adminEmails(c.env),
      );
      return c.json(body, status);
    },
  );
