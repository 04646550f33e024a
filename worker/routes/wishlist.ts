import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { rateLimit } from '../middleware/rate-limit';
import { requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../schemas/common';
import { wishlistInputSchema } from '../schemas/orders';
import { ownEmailQuerySchema } from '../schemas/users';
import { addWish, listWishes, removeWish } from '../services/wishlist';

export const wishlistRoutes = new Hono<AppEnv>()
  .use('/wishlist', requireAuth())
  .use('/wishlist/*', requireAuth())
  .post('/wishlist', rateLimit('WRITE_LIMITER'), validate('json', wishlistInputSchema), async (c) => {
    const result = await addWish(c.var.db, c.get('user').id, c.req.valid('json').productId);
    if (!result.ok) {
      throw result.reason === 'duplicate'
        ? new ApiError(409, 'This product is already in your wish list.')
        : new ApiError(404, 'No product with that id.');
    }
    return c.json({ acknowledged: true, insertedId: result.id }, 201);
  })
  .get('/wishlist', validate('query', ownEmailQuerySchema), async (c) => {
    const user = c.get('user');
    const { email } = c.req.valid('query');
    if (email && email !== user.email) throw new ApiError(403, 'You can only see your own wish list.');
    return c.json(await listWishes(c.var.db, user.id));
  })
  .delete('/wishlist/:id', rateLimit('WRITE_LIMITER'), validate('param', idParamSchema), async (c) => {
    const deletedCount = await removeWish(c.var.db, c.get('user').id, c.req.valid('param').id);
    if (deletedCount === 0) throw new ApiError(404, 'No such item in your wish list.');
    return c.json({ acknowledged: true, deletedCount });
  });
