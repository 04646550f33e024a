import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { refuseOverLimit } from '../middleware/rate-limit';
import { authenticate, provenIdentity, signedIn, type CallerPolicy } from '../accounts';
import { validate } from '../middleware/validate';
import { verificationRequestSchema } from '../../shared/schemas/verification';
import { myVerification, requestVerification } from './verification';

/**
 * A seller's verification requests (trust and safety); admins answer them from the moderation queue
 * (worker/admin/admin-routes.ts). The request carries the Firebase ID token that holds the confirmed number.
 */
const SELLER: CallerPolicy = { role: 'seller' };
/** A suspended seller asks for nothing: their standing comes first. */
const ASKING_SELLER: CallerPolicy = { role: 'seller', notSuspended: true };
const asAskingSeller = (c: Context<AppEnv>) => signedIn(c, ASKING_SELLER);

export const verificationRoutes = new Hono<AppEnv>()
  .post(
    '/verification-requests',
    authenticate(),
    validate('json', verificationRequestSchema, { callerFirst: asAskingSeller }),
    async (c) => {
      const seller = await asAskingSeller(c);
      await refuseOverLimit(c, 'WRITE_LIMITER');
      const { idToken, note } = c.req.valid('json');
      const proof = await provenIdentity(c, idToken);
      const id = await requestVerification(c.var.db, seller, proof, note);
      return c.json({ acknowledged: true, insertedId: id }, 201);
    },
  )
  .get('/verification-requests/mine', authenticate(), async (c) =>
    c.json(await myVerification(c.var.db, await signedIn(c, SELLER))),
  );
