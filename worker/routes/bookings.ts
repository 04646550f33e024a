import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { rateLimit } from '../middleware/rate-limit';
import { requireAuth } from '../middleware/require-auth';
import { requireRole } from '../middleware/require-role';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../schemas/common';
import { bookingInputSchema } from '../schemas/orders';
import { ownEmailQuerySchema } from '../schemas/users';
import {
  createBooking,
  findBooking,
  listBuyerBookings,
  listSellerBookings,
  type BookingRefusal,
} from '../services/bookings';

const refusals: Record<BookingRefusal, [404 | 409 | 403, string]> = {
  'not-found': [404, 'No product with that id.'],
  sold: [409, 'Sorry, this product has already been sold.'],
  'own-product': [403, 'You cannot book your own product.'],
  'already-booked': [409, 'You have already booked this product.'],
};

export const bookingRoutes = new Hono<AppEnv>()
  .post('/bookings', requireAuth(), rateLimit('WRITE_LIMITER'), validate('json', bookingInputSchema), async (c) => {
    const result = await createBooking(c.var.db, c.get('user'), c.req.valid('json'));
    if (!result.ok) {
      const [status, message] = refusals[result.reason];
      throw new ApiError(status, message);
    }
    return c.json({ acknowledged: true, insertedId: result.id, message: 'Booking confirmed' }, 201);
  })
  .get('/bookings/:id', requireAuth(), validate('param', idParamSchema), async (c) => {
    const found = await findBooking(c.var.db, c.req.valid('param').id);
    if (!found) throw new ApiError(404, 'No booking with that id.');
    const user = c.get('user');
    if (found.buyerId !== user.id && found.sellerId !== user.id && user.role !== 'admin') {
      throw new ApiError(403, 'This booking is not yours.');
    }
    return c.json(found.booking);
  })
  .get('/myorders', requireAuth(), validate('query', ownEmailQuerySchema), async (c) => {
    const user = c.get('user');
    const { email } = c.req.valid('query');
    if (email && email !== user.email) throw new ApiError(403, 'You can only see your own orders.');
    return c.json(await listBuyerBookings(c.var.db, user.id));
  })
  .get('/mybuyers', requireAuth(), requireRole('seller'), async (c) => {
    return c.json(await listSellerBookings(c.var.db, c.get('user').id));
  });
