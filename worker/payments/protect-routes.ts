import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { primarySession } from '../middleware/d1-session';
import { rateLimit, refuseOverLimit } from '../middleware/rate-limit';
import { authenticate, signedIn, type CallerPolicy } from '../accounts';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../../shared/schemas/common';
import { disputeInputSchema } from '../../shared/schemas/protect';
import { storeRequestUpload, uploadBodyLimit } from '../images';
import { confirmReceived, disputablePayment, markHandedOver, openDispute } from './protect';
import { sellerMoney } from './payouts';
import { tell } from '../notifications';

/** Ending a deal is open to a suspended account (decision 015); only the payment's own people may. */
const ANYONE: CallerPolicy = {};
const SELLER: CallerPolicy = { role: 'seller' };

/** Thanda Protect: the seller hands the unit over, the buyer confirms or disputes; the seller's money. */
export const protectRoutes = new Hono<AppEnv>()
  .use('/payments/:id/*', primarySession())
  .put('/payments/:id/handed-over', authenticate(), validate('param', idParamSchema), async (c) => {
    const seller = await signedIn(c, ANYONE);
    await refuseOverLimit(c, 'WRITE_LIMITER');
    const { id } = c.req.valid('param');
    const { handedOverAt, releaseDueAt } = await markHandedOver(c.var.db, seller.id, id);
    await tell(c.env.NOTIFICATIONS, { about: 'payment', paymentId: id });
    return c.json({
      handedOverAt: handedOverAt?.toISOString() ?? null,
      releaseDueAt: releaseDueAt?.toISOString() ?? null,
    });
  })
  .put('/payments/:id/received', authenticate(), validate('param', idParamSchema), async (c) => {
    const buyer = await signedIn(c, ANYONE);
    await refuseOverLimit(c, 'WRITE_LIMITER');
    const { id } = c.req.valid('param');
    const answer = await confirmReceived(c.var.db, buyer.id, id);
    await tell(c.env.NOTIFICATIONS, { about: 'payment', paymentId: id });
    return c.json(answer);
  })
  .post(
    '/payments/:id/dispute',
    authenticate(),
    validate('param', idParamSchema),
    validate('json', disputeInputSchema, { callerFirst: (c) => signedIn(c, ANYONE) }),
    async (c) => {
      const buyer = await signedIn(c, ANYONE);
      await refuseOverLimit(c, 'WRITE_LIMITER');
      const { id } = c.req.valid('param');
      const answer = await openDispute(c.var.db, buyer.id, id, c.req.valid('json'));
      await tell(c.env.NOTIFICATIONS, { about: 'payment', paymentId: id });
      return c.json(answer, 201);
    },
  )
  // The buyer's photos of the problem: only while they may dispute this payment (uploads are
  // otherwise for sellers and admins).
  .post(
    '/payments/:id/dispute-photos',
    uploadBodyLimit,
    authenticate(),
    validate('param', idParamSchema),
    async (c) => {
      const buyer = await signedIn(c, ANYONE);
      await refuseOverLimit(c, 'WRITE_LIMITER');
      await disputablePayment(c.var.db, buyer.id, c.req.valid('param').id);
      return c.json(await storeRequestUpload(c, buyer.id));
    },
  )
  .get('/seller/money', authenticate(), rateLimit('LISTING_LIMITER'), async (c) => {
    const seller = await signedIn(c, SELLER);
    return c.json(await sellerMoney(c.var.db, seller.id));
  });
