import { Hono } from 'hono';
import { conversationRoom } from '../conversations';
import type { AppEnv } from '../env';
import { requireAuth } from '../accounts';
import { requireRole } from '../accounts';
import { validate } from '../middleware/validate';
import {
  dismissInputSchema,
  moderationReasonSchema,
  optionalReasonSchema,
  suspensionInputSchema,
} from '../../shared/schemas/reports';
import { sellerParamSchema } from '../../shared/schemas/users';
import { idParamSchema, pageCursorSchema } from '../../shared/schemas/common';
import { auditEntry, auditLogPage } from '../accounts';
import { hideReview } from '../trust';
import {
  currentSuspensions,
  dismissReports,
  hideListing,
  moderationQueue,
  restoreListing,
  reviewListing,
  suspendUser,
  unsuspendUser,
} from '../trust';
import { decideVerification } from '../trust';
import { listBuyers, listSellers, removeUser, verifySellerBadge } from './accounts';
import { paymentGateway } from '../payments';
import { listRefunds } from '../payments';
import { approveReview, declineReview, listPaymentReviews } from '../payments';
import { adminEmails, currencyOf } from '../lib/config';
import { primarySession } from '../middleware/d1-session';

const paymentReviewEntry = (
  admin: { id: string },
  action: 'payment-review-approved' | 'payment-review-declined',
  bookingId: string,
) => ({ adminId: admin.id, action, targetType: 'booking' as const, targetId: bookingId });

export const adminRoutes = new Hono<AppEnv>()
  .use('/dashboard/*', requireAuth(), requireRole('admin'))
  .use('/user/*', requireAuth(), requireRole('admin'))
  .use('/verifyseller/*', requireAuth(), requireRole('admin'))
  .use('/moderation/*', requireAuth(), requireRole('admin'))
  .use('/payment-reviews/*', primarySession(), requireAuth(), requireRole('admin'))
  .get('/dashboard/allbuyer', async (c) => c.json(await listBuyers(c.var.db, adminEmails(c.env))))
  .get('/dashboard/allseller', async (c) => c.json(await listSellers(c.var.db, adminEmails(c.env))))
  .get('/dashboard/refunds', async (c) => c.json(await listRefunds(c.var.db)))
  .get('/dashboard/payment-reviews', async (c) => c.json(await listPaymentReviews(c.var.db)))
  // Moderation (issue 19): the queue, the audit log and the actions; deletions are DELETE
  // /api/product/:id and DELETE /api/user/:id, which close the reports and log too.
  .get('/dashboard/moderation', async (c) => c.json(await moderationQueue(c.var.db, adminEmails(c.env))))
  .get('/dashboard/suspensions', async (c) => c.json(await currentSuspensions(c.var.db)))
  .get('/dashboard/audit-log', validate('query', pageCursorSchema), async (c) =>
    c.json(await auditLogPage(c.var.db, c.req.valid('query').before)),
  )
  .post('/moderation/dismiss', validate('json', dismissInputSchema), async (c) =>
    c.json(await dismissReports(c.var.db, c.get('user'), c.req.valid('json'))),
  )
  .put(
    '/moderation/listings/:id/hide',
    validate('param', idParamSchema),
    validate('json', moderationReasonSchema),
    async (c) =>
      c.json(
        await hideListing(
          c.var.db,
          () => paymentGateway(c.env),
          c.get('user'),
          c.req.valid('param').id,
          c.req.valid('json').reason,
        ),
      ),
  )
  .put(
    '/moderation/listings/:id/restore',
    validate('param', idParamSchema),
    validate('json', optionalReasonSchema),
    async (c) =>
      c.json(await restoreListing(c.var.db, c.get('user'), c.req.valid('param').id, c.req.valid('json').reason)),
  )
  .put('/moderation/listings/:id/approve', validate('param', idParamSchema), async (c) =>
    c.json(await reviewListing(c.var.db, c.get('user'), c.req.valid('param').id, { approve: true })),
  )
  .put(
    '/moderation/listings/:id/reject',
    validate('param', idParamSchema),
    validate('json', moderationReasonSchema),
    async (c) => {
      const { reason } = c.req.valid('json');
      return c.json(await reviewListing(c.var.db, c.get('user'), c.req.valid('param').id, { approve: false, reason }));
    },
  )
  .put(
    '/moderation/reviews/:id/hide',
    validate('param', idParamSchema),
    validate('json', moderationReasonSchema),
    async (c) => c.json(await hideReview(c.var.db, c.get('user'), c.req.valid('param').id, c.req.valid('json').reason)),
  )
  .put('/moderation/verification-requests/:id/verify', validate('param', idParamSchema), async (c) =>
    c.json(await decideVerification(c.var.db, c.get('user'), c.req.valid('param').id, { verify: true })),
  )
  .put(
    '/moderation/verification-requests/:id/decline',
    validate('param', idParamSchema),
    validate('json', moderationReasonSchema),
    async (c) => {
      const { reason } = c.req.valid('json');
      return c.json(
        await decideVerification(c.var.db, c.get('user'), c.req.valid('param').id, { verify: false, reason }),
      );
    },
  )
  .put(
    '/moderation/users/:id/suspend',
    validate('param', idParamSchema),
    validate('json', suspensionInputSchema),
    async (c) =>
      c.json(
        await suspendUser(
          c.var.db,
          () => paymentGateway(c.env),
          c.get('user'),
          adminEmails(c.env),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      ),
  )
  .put(
    '/moderation/users/:id/unsuspend',
    validate('param', idParamSchema),
    validate('json', optionalReasonSchema),
    async (c) =>
      c.json(await unsuspendUser(c.var.db, c.get('user'), c.req.valid('param').id, c.req.valid('json').reason)),
  )
  // The gateway answers between the check and the write, so these log once the decision stands.
  .post('/payment-reviews/:id/approve', validate('param', idParamSchema), async (c) => {
    const bookingId = c.req.valid('param').id;
    const id = await approveReview(c.var.db, paymentGateway(c.env), bookingId, currencyOf(c.env));
    await auditEntry(c.var.db, paymentReviewEntry(c.get('user'), 'payment-review-approved', bookingId));
    return c.json({ acknowledged: true, insertedId: id });
  })
  .post('/payment-reviews/:id/decline', validate('param', idParamSchema), async (c) => {
    const bookingId = c.req.valid('param').id;
    await declineReview(c.var.db, paymentGateway(c.env), bookingId);
    await auditEntry(c.var.db, paymentReviewEntry(c.get('user'), 'payment-review-declined', bookingId));
    return c.json({ acknowledged: true });
  })
  .delete('/user/:id', validate('param', idParamSchema), async (c) =>
    c.json(
      await removeUser(
        c.var.db,
        {
          gateway: () => paymentGateway(c.env),
          rooms: (conversationId) => conversationRoom(c.env, conversationId),
        },
        c.get('user'),
        adminEmails(c.env),
        c.req.valid('param').id,
      ),
    ),
  )
  // The SPEC's address names the seller by e-mail; the SPA names them by id.
  .put('/verifyseller/:seller', validate('param', sellerParamSchema), async (c) =>
    c.json(await verifySellerBadge(c.var.db, c.get('user'), c.req.valid('param').seller)),
  );
