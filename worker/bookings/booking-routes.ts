import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';
import { authenticate, callerOf, signedIn } from '../accounts';
import { adminEmails } from '../lib/config';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../../shared/schemas/common';
import { bookingInputSchema } from '../../shared/schemas/orders';
import { ownEmailQuerySchema } from '../../shared/schemas/users';
import { bookingFor, cancelBooking, createBooking, myBuyers, myOrders } from './bookings';
import { paymentGateway } from '../payments';
import { tell } from '../notifications';

export const bookingRoutes = new Hono<AppEnv>()
  .post('/bookings', authenticate(), rateLimit('WRITE_LIMITER'), validate('json', bookingInputSchema), async (c) => {
    const { id, notice } = await createBooking(c.var.db, c.get('callerId'), adminEmails(c.env), c.req.valid('json'));
    await tell(c.env.NOTIFICATIONS, { about: 'events', events: [notice] });
    return c.json({ acknowledged: true, insertedId: id, message: 'Booking confirmed' }, 201);
  })
  .get('/bookings/:id', authenticate(), validate('param', idParamSchema, { callerFirst: signedIn }), async (c) =>
    c.json(await bookingFor(c.var.db, callerOf(c), c.req.valid('param').id)),
  )
  .put(
    '/bookings/:id/cancel',
    authenticate(),
    // Validation first: the budget counts cancellations that could happen, not malformed ids.
    validate('param', idParamSchema),
    rateLimit('WRITE_LIMITER'),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        await cancelBooking(c.var.db, () => paymentGateway(c.env), c.get('callerId'), adminEmails(c.env), id),
      );
    },
  )
  .get('/myorders', authenticate(), validate('query', ownEmailQuerySchema, { callerFirst: signedIn }), async (c) =>
    c.json(await myOrders(c.var.db, callerOf(c), c.req.valid('query').email)),
  )
  .get('/mybuyers', authenticate(), async (c) => c.json(await myBuyers(c.var.db, callerOf(c))));
