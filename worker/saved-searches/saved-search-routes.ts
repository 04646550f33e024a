import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { authenticate, callerOf, signedIn } from '../accounts';
import { rateLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../../shared/schemas/common';
import { savedSearchInputSchema, savedSearchUpdateSchema } from '../../shared/schemas/notifications';
import { changeSavedSearch, deleteSavedSearch, mySavedSearches, saveSearch } from './saved-searches';

/** A person's saved searches of /allproduct (issue 60): anyone signed in, their own only. */
export const savedSearchRoutes = new Hono<AppEnv>()
  .get('/saved-searches', authenticate(), async (c) => c.json(await mySavedSearches(c.var.db, callerOf(c))))
  .post(
    '/saved-searches',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    validate('json', savedSearchInputSchema, { callerFirst: signedIn }),
    async (c) => {
      const insertedId = await saveSearch(c.var.db, callerOf(c), c.req.valid('json'));
      return c.json({ acknowledged: true, insertedId }, 201);
    },
  )
  .patch(
    '/saved-searches/:id',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    validate('param', idParamSchema, { callerFirst: signedIn }),
    validate('json', savedSearchUpdateSchema, { callerFirst: signedIn }),
    async (c) => c.json(await changeSavedSearch(c.var.db, callerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete(
    '/saved-searches/:id',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    validate('param', idParamSchema, { callerFirst: signedIn }),
    async (c) => c.json(await deleteSavedSearch(c.var.db, callerOf(c), c.req.valid('param').id)),
  );
