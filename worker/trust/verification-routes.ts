import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';
import { refuseSuspendedUser } from '../accounts';
import { requireAuth } from '../accounts';
import { provenIdentity } from '../accounts';
import { requireRole } from '../accounts';
import { validate } from '../middleware/validate';
import { verificationRequestSchema } from '../../shared/schemas/verification';
import { myVerification, requestVerification } from './verification';

/**
 * A seller's verification requests (issue 19); admins answer them from the moderation queue
 * (routes/admin.ts). The request carries the Firebase ID token that holds the confirmed number.
 */
export const verificationRoutes = new Hono<AppEnv>()
  .post(
    '/verification-requests',
    requireAuth(),
    requireRole('seller'),
    refuseSuspendedUser(),
    rateLimit('WRITE_LIMITER'),
    validate('json', verificationRequestSchema),
    async (c) => {
      const { idToken, note } = c.req.valid('json');
      const proof = await provenIdentity(c, idToken);
      const id = await requestVerification(c.var.db, c.get('user'), proof, note);
      return c.json({ acknowledged: true, insertedId: id }, 201);
    },
  )
  .get('/verification-requests/mine', requireAuth(), requireRole('seller'), async (c) =>
    c.json(await myVerification(c.var.db, c.get('user'))),
  );
