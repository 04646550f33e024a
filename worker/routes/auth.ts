import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { adminEmails } from '../lib/config';
import { ApiError } from '../lib/errors';
import { rateLimit } from '../middleware/rate-limit';
import { requireFirebaseIdentity } from '../middleware/require-firebase-identity';
import { validate } from '../middleware/validate';
import { ownEmailQuerySchema, registerUserSchema } from '../schemas/users';
import { ensureAccount, exchangeForAccessToken } from '../services/accounts';

const NOT_YOURS = 'That e-mail address does not belong to the signed-in account.';

export const authRoutes = new Hono<AppEnv>()
  .get(
    '/jwt',
    requireFirebaseIdentity(),
    rateLimit('ACCOUNT_LIMITER'),
    validate('query', ownEmailQuerySchema),
    async (c) => {
      const identity = c.get('identity');
      const { email } = c.req.valid('query');
      if (email && email !== identity.email) throw new ApiError(403, NOT_YOURS);
      return c.json(await exchangeForAccessToken(c.var.db, identity, adminEmails(c.env), c.env.JWT_SECRET));
    },
  )
  .post(
    '/users',
    requireFirebaseIdentity(),
    rateLimit('ACCOUNT_LIMITER'),
    validate('json', registerUserSchema),
    async (c) => {
      const identity = c.get('identity');
      const input = c.req.valid('json');
      if (input.email !== identity.email) throw new ApiError(403, NOT_YOURS);
      const account = await ensureAccount(c.var.db, identity, input, adminEmails(c.env));
      return account.created
        ? c.json({ acknowledged: true, insertedId: account.userId }, 201)
        : c.json({ acknowledged: true, insertedId: null, message: 'This account already exists.' }, 200);
    },
  );
