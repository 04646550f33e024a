import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { rateLimit, refuseOverLimit } from '../middleware/rate-limit';
import { authenticate, callerOf, signedIn } from '../accounts';
import { adminEmails } from '../lib/config';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../../shared/schemas/common';
import { wishlistInputSchema } from '../../shared/schemas/orders';
import { ownEmailQuerySchema } from '../../shared/schemas/users';
import { addWish, myWishes, removeWish } from './wishlist';

export const wishlistRoutes = new Hono<AppEnv>()
  .post('/wishlist', authenticate(), rateLimit('WRITE_LIMITER'), validate('json', wishlistInputSchema), async (c) => {
    const id = await addWish(c.var.db, c.get('callerId'), adminEmails(c.env), c.req.valid('json').productId);
    return c.json({ acknowledged: true, insertedId: id }, 201);
  })
  .get('/wishlist', authenticate(), validate('query', ownEmailQuerySchema, { callerFirst: signedIn }), async (c) =>
    c.json(await myWishes(c.var.db, callerOf(c), c.req.valid('query').email)),
  )
  .delete('/wishlist/:id', authenticate(), validate('param', idParamSchema, { callerFirst: signedIn }), async (c) => {
    const buyer = await signedIn(c);
    await refuseOverLimit(c, 'WRITE_LIMITER');
    const deletedCount = await removeWish(c.var.db, buyer.id, c.req.valid('param').id);
    return c.json({ acknowledged: true, deletedCount });
  });
