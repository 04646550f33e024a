import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { adminEmails } from '../lib/config';
import { rateLimit } from '../middleware/rate-limit';
import { authenticate, signedIn } from '../accounts';
import { validate } from '../middleware/validate';
import { reportInputSchema } from '../../shared/schemas/reports';
import { suspensionOf } from './moderation';
import { fileReport, myReports } from './reports';

/** Reports anyone signed in files and follows, and their own account's standing (trust and safety). */
export const reportRoutes = new Hono<AppEnv>()
  .post('/reports', authenticate(), rateLimit('WRITE_LIMITER'), validate('json', reportInputSchema), async (c) => {
    const { id, created } = await fileReport(c.var.db, c.get('callerId'), adminEmails(c.env), c.req.valid('json'));
    return c.json({ acknowledged: true, insertedId: id }, created ? 201 : 200);
  })
  .get('/reports/mine', authenticate(), async (c) => c.json(await myReports(c.var.db, (await signedIn(c)).id)))
  // Whether the caller is suspended, why and until when: their dashboard says so.
  .get('/account/standing', authenticate(), async (c) => c.json({ suspension: suspensionOf(await signedIn(c)) }));
