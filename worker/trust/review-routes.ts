import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { adminEmails } from '../lib/config';
import { publicCache, publicJson } from '../middleware/public-cache';
import { rateLimit } from '../middleware/rate-limit';
import { authenticate } from '../accounts';
import { validate } from '../middleware/validate';
import { idParamSchema, idSchema, pageCursorSchema } from '../../shared/schemas/common';
import { replyInputSchema, reviewEditSchema, reviewInputSchema } from '../../shared/schemas/reviews';
import { tell } from '../notifications';
import { editReview, myReviewOf, replyToReview, reviewsPageQuery, toReviewsPage, writeReview } from './reviews';

const sellerParam = z.object({ sellerId: idSchema(/*i18n*/ 'That id is not valid.') });

/** Reviews of sellers (trust and safety); a seller's profile is pages' (listing-page-routes.ts). */
export const reviewRoutes = new Hono<AppEnv>()
  .get(
    '/sellers/:id/reviews',
    publicCache({ query: Object.keys(pageCursorSchema.shape) }),
    validate('param', idParamSchema),
    validate('query', pageCursorSchema),
    async (c) =>
      publicJson(
        c,
        toReviewsPage(await reviewsPageQuery(c.var.db, c.req.valid('param').id, c.req.valid('query').before)),
      ),
  )
  .post('/reviews', authenticate(), rateLimit('WRITE_LIMITER'), validate('json', reviewInputSchema), async (c) => {
    const id = await writeReview(c.var.db, c.get('callerId'), adminEmails(c.env), c.req.valid('json'));
    await tell(c.env.NOTIFICATIONS, { about: 'review', reviewId: id });
    return c.json({ acknowledged: true, insertedId: id }, 201);
  })
  .get('/reviews/mine/:sellerId', authenticate(), validate('param', sellerParam), async (c) =>
    c.json(await myReviewOf(c.var.db, c.get('callerId'), adminEmails(c.env), c.req.valid('param').sellerId)),
  )
  .patch(
    '/reviews/:id',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    validate('param', idParamSchema),
    validate('json', reviewEditSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const review = await editReview(c.var.db, c.get('callerId'), adminEmails(c.env), id, c.req.valid('json'));
      return c.json({ acknowledged: true, review });
    },
  )
  .put(
    '/reviews/:id/reply',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    validate('param', idParamSchema),
    validate('json', replyInputSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await replyToReview(c.var.db, c.get('callerId'), adminEmails(c.env), id, c.req.valid('json').text));
    },
  );
