import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { adminEmails } from '../lib/config';
import { ApiError } from '../lib/errors';
import { rateLimit } from '../middleware/rate-limit';
import { requireFirebaseIdentity } from '../middleware/require-firebase-identity';
import { validate } from '../middleware/validate';
import { ownEmailQuerySchema, registerUserSchema } from '../schemas/users';
import { ensureAccount, exchangeForAccessToken, type AccountResult } from '../services/accounts';

const NOT_YOURS = 'That e-mail address does not belong to the signed-in account.';

/** Why an identity gets no account, in words the person can act on. */
function refuse(status: Exclude<AccountResult['status'], 'ok'>): never {
  switch (status) {
    case 'blocked':
      throw new ApiError(403, 'This account has been deleted. Please contact Thanda if you think this is a mistake.');
    case 'email-unverified':
      throw new ApiError(
        403,
        'This e-mail address already has a Thanda account. Verify the address (open the link we send you), then log in again.',
        {
          reason: 'email-unverified',
        },
      );
    case 'email-taken':
      throw new ApiError(
        409,
        'This e-mail address belongs to another Thanda account. Please contact Thanda if it is yours.',
        {
          reason: 'email-taken',
        },
      );
  }
}

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
      const result = await exchangeForAccessToken(c.var.db, identity, adminEmails(c.env), c.env.JWT_SECRET);
      if (result.status !== 'ok') return refuse(result.status);
      return c.json({ accessToken: result.accessToken });
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
      if (account.status !== 'ok') return refuse(account.status);
      return account.created
        ? c.json({ acknowledged: true, insertedId: account.userId }, 201)
        : c.json({ acknowledged: true, insertedId: null, message: 'This account already exists.' }, 200);
    },
  );
