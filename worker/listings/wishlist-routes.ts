import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { Refusal } from '../lib/refusal';
import { rateLimit } from '../middleware/rate-limit';
import { requireAccessToken, requireAuth, requireAuthReading } from '../accounts';
import { adminEmails } from '../lib/config';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../../shared/schemas/common';
import { wishlistInputSchema } from '../../shared/schemas/orders';
import { ownEmailQuerySchema } from '../../shared/schemas/users';
import { addWish, buyerWishes, removeWish, toApiWishes } from './wishlist';

export const wishlistRoutes = new Hono<AppEnv>()
  .post(
    '/wishlist',
    requireAccessToken(),
    rateLimit('WRITE_LIMITER'),
    validate('json', wishlistInputSchema),
    async (c) => {
      const id = await addWish(c.var.db, c.get('callerId'), adminEmails(c.env), c.req.valid('json').productId);
      return c.json({ acknowledged: true, insertedId: id }, 201);
    },
  )
  .get('/wishlist', requireAuthReading(buyerWishes), validate('query', ownEmailQuerySchema), async (c) => {
    const user = c.get('user');
    const { email } = c.req.valid('query');
    if (email && email !== user.email) throw new Refusal('not-your-list', { params: { variant: 'wishlist' } });
    return c.json(toApiWishes(c.var.read));
  })
  .delete('/wishlist/:id', requireAuth(), rateLimit('WRITE_LIMITER'), validate('param', idParamSchema), async (c) => {
    const deletedCount = await removeWish(c.var.db, c.get('user').id, c.req.valid('param').id);
    return c.json({ acknowledged: true, deletedCount });
  });
