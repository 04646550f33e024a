import { Hono, type Context } from 'hono';
import { conversationRoom } from '../conversations';
import type { AppEnv } from '../env';
import { authenticate, signedIn, type CallerPolicy } from '../accounts';
import { validate } from '../middleware/validate';
import {
  dismissInputSchema,
  moderationReasonSchema,
  optionalReasonSchema,
  suspensionInputSchema,
} from '../../shared/schemas/reports';
import { sellerParamSchema } from '../../shared/schemas/users';
import { idParamSchema, pageCursorSchema } from '../../shared/schemas/common';
import { adminListQuerySchema } from '../../shared/schemas/admin-lists';
import { auditEntry, auditLogPage } from '../accounts';
import { hideReview } from '../trust';
import {
  currentSuspensions,
  dismissReports,
  hideListing,
  moderationQueue,
  type RecentMessages,
  restoreListing,
  reviewListing,
  suspendUser,
  unsuspendUser,
} from '../trust';
import { decideVerification } from '../trust';
import { removeUser, verifySellerBadge } from './accounts';
import { buyersPage, sellersPage } from './account-lists';
import { refundsPage } from './refund-lists';
import { paymentGateway } from '../payments';
import { approveRiskCheck, declineRiskCheck, listRiskChecks, saleTermsOf } from '../payments';
import { listDisputes, owedSellers, recordPayout, resolveDispute } from '../payments';
import { tell } from '../notifications';
import { listingWentLive } from '../saved-searches';
import { adminEmails, currencyOf, listingTermsOf } from '../lib/config';
import { toMinor } from '../../shared/money';
import { disputeDecisionSchema, payoutInputSchema } from '../../shared/schemas/protect';
import { primarySession } from '../middleware/d1-session';

const paymentReviewEntry = (
  admin: { id: string },
  action: 'payment-review-approved' | 'payment-review-declined',
  bookingId: string,
) => ({ adminId: admin.id, action, targetType: 'booking' as const, targetId: bookingId });

/** Every call here is an admin's: each handler asks for the caller under this policy first (admin.test.ts walks them all). */
const ADMIN: CallerPolicy = { role: 'admin' };
const asAdmin = (c: Context<AppEnv>) => signedIn(c, ADMIN);

/**
 * One page of an admins' table as the JSON array it always was, with the next page's address in a
 * Link header (rel="next"), as /api/allproduct sends it: this address with `cursor` set.
 */
function listPage<Item>(c: Context<AppEnv>, page: { items: Item[]; next: string | null }) {
  if (page.next) {
    const url = new URL(c.req.url);
    url.searchParams.set('cursor', page.next);
    c.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return c.json(page.items);
}

const listQuery = validate('query', adminListQuerySchema, { callerFirst: asAdmin });

export const adminRoutes = new Hono<AppEnv>()
  .use('/dashboard/*', authenticate())
  .use('/user/*', authenticate())
  .use('/verifyseller/*', authenticate())
  .use('/moderation/*', authenticate())
  .use('/payment-reviews/*', primarySession(), authenticate())
  .use('/disputes/*', primarySession(), authenticate())
  .use('/payouts', primarySession(), authenticate())
  .get('/dashboard/allbuyer', listQuery, async (c) => {
    await asAdmin(c);
    return listPage(c, await buyersPage(c.var.db, adminEmails(c.env), c.req.valid('query')));
  })
  .get('/dashboard/allseller', listQuery, async (c) => {
    await asAdmin(c);
    return listPage(c, await sellersPage(c.var.db, adminEmails(c.env), c.req.valid('query')));
  })
  .get('/dashboard/refunds', listQuery, async (c) => {
    await asAdmin(c);
    return listPage(c, await refundsPage(c.var.db, c.req.valid('query')));
  })
  .get('/dashboard/payment-reviews', async (c) => {
    await asAdmin(c);
    return c.json(await listRiskChecks(c.var.db));
  })
  // Thanda Protect: disputes waiting for a decision, and the sellers Thanda owes money to.
  .get('/dashboard/disputes', async (c) => {
    await asAdmin(c);
    return c.json(await listDisputes(c.var.db));
  })
  .get('/dashboard/payouts', async (c) => {
    await asAdmin(c);
    return c.json(await owedSellers(c.var.db));
  })
  .post(
    '/disputes/:id/resolve',
    validate('param', idParamSchema, { callerFirst: asAdmin }),
    validate('json', disputeDecisionSchema, { callerFirst: asAdmin }),
    async (c) => {
      const admin = await asAdmin(c);
      const { outcome, refundAmount, note } = c.req.valid('json');
      const decision = { outcome, note, refundMinor: refundAmount === undefined ? undefined : toMinor(refundAmount) };
      const { id } = c.req.valid('param');
      const answer = await resolveDispute(c.var.db, paymentGateway(c.env), admin.id, id, decision);
      await tell(c.env.NOTIFICATIONS, { about: 'payment', paymentId: id });
      return c.json(answer);
    },
  )
  .post('/payouts', validate('json', payoutInputSchema, { callerFirst: asAdmin }), async (c) => {
    const admin = await asAdmin(c);
    const { amount, ...payout } = c.req.valid('json');
    const recorded = await recordPayout(
      c.var.db,
      admin.id,
      { ...payout, amountMinor: toMinor(amount) },
      currencyOf(c.env),
    );
    return c.json(recorded, 201);
  })
  // Moderation (trust and safety): the queue, the audit log and the actions; deletions are DELETE
  // /api/product/:id and DELETE /api/user/:id, which close the reports and log too.
  .get('/dashboard/moderation', async (c) => {
    await asAdmin(c);
    const recentMessages: RecentMessages = (id, count) => conversationRoom(c.env, id).recent(id, count);
    return c.json(await moderationQueue(c.var.db, adminEmails(c.env), recentMessages));
  })
  .get('/dashboard/suspensions', async (c) => {
    await asAdmin(c);
    return c.json(await currentSuspensions(c.var.db));
  })
  .get('/dashboard/audit-log', validate('query', pageCursorSchema, { callerFirst: asAdmin }), async (c) => {
    await asAdmin(c);
    return c.json(await auditLogPage(c.var.db, c.req.valid('query').before));
  })
  .post('/moderation/dismiss', validate('json', dismissInputSchema, { callerFirst: asAdmin }), async (c) => {
    const input = c.req.valid('json');
    const answer = await dismissReports(c.var.db, await asAdmin(c), input);
    await tell(c.env.NOTIFICATIONS, { about: 'moderation', reported: { type: input.targetType, id: input.targetId } });
    return c.json(answer);
  })
  .put(
    '/moderation/listings/:id/hide',
    validate('param', idParamSchema, { callerFirst: asAdmin }),
    validate('json', moderationReasonSchema, { callerFirst: asAdmin }),
    async (c) => {
      const { id } = c.req.valid('param');
      const answer = await hideListing(
        c.var.db,
        () => paymentGateway(c.env),
        await asAdmin(c),
        id,
        c.req.valid('json').reason,
      );
      await tell(c.env.NOTIFICATIONS, { about: 'moderation', listingId: id, reported: { type: 'listing', id } });
      return c.json(answer);
    },
  )
  .put(
    '/moderation/listings/:id/restore',
    validate('param', idParamSchema, { callerFirst: asAdmin }),
    validate('json', optionalReasonSchema, { callerFirst: asAdmin }),
    async (c) =>
      c.json(await restoreListing(c.var.db, await asAdmin(c), c.req.valid('param').id, c.req.valid('json').reason)),
  )
  .put('/moderation/listings/:id/approve', validate('param', idParamSchema, { callerFirst: asAdmin }), async (c) => {
    const listingDays = listingTermsOf(c.env).listingDays;
    const approved = await reviewListing(c.var.db, await asAdmin(c), c.req.valid('param').id, {
      approve: true,
      listingDays,
    });
    await listingWentLive(c.env.NOTIFICATIONS, c.req.valid('param').id);
    await tell(c.env.NOTIFICATIONS, { about: 'moderation', listingId: c.req.valid('param').id });
    return c.json(approved);
  })
  .put(
    '/moderation/listings/:id/reject',
    validate('param', idParamSchema, { callerFirst: asAdmin }),
    validate('json', moderationReasonSchema, { callerFirst: asAdmin }),
    async (c) => {
      const { reason } = c.req.valid('json');
      const { id } = c.req.valid('param');
      const answer = await reviewListing(c.var.db, await asAdmin(c), id, { approve: false, reason });
      await tell(c.env.NOTIFICATIONS, { about: 'moderation', listingId: id });
      return c.json(answer);
    },
  )
  .put(
    '/moderation/reviews/:id/hide',
    validate('param', idParamSchema, { callerFirst: asAdmin }),
    validate('json', moderationReasonSchema, { callerFirst: asAdmin }),
    async (c) =>
      c.json(await hideReview(c.var.db, await asAdmin(c), c.req.valid('param').id, c.req.valid('json').reason)),
  )
  .put(
    '/moderation/verification-requests/:id/verify',
    validate('param', idParamSchema, { callerFirst: asAdmin }),
    async (c) =>
      c.json(await decideVerification(c.var.db, await asAdmin(c), c.req.valid('param').id, { verify: true })),
  )
  .put(
    '/moderation/verification-requests/:id/decline',
    validate('param', idParamSchema, { callerFirst: asAdmin }),
    validate('json', moderationReasonSchema, { callerFirst: asAdmin }),
    async (c) => {
      const { reason } = c.req.valid('json');
      return c.json(
        await decideVerification(c.var.db, await asAdmin(c), c.req.valid('param').id, { verify: false, reason }),
      );
    },
  )
  .put(
    '/moderation/users/:id/suspend',
    validate('param', idParamSchema, { callerFirst: asAdmin }),
    validate('json', suspensionInputSchema, { callerFirst: asAdmin }),
    async (c) => {
      const { id } = c.req.valid('param');
      const admin = await asAdmin(c);
      const answer = await suspendUser(
        c.var.db,
        () => paymentGateway(c.env),
        admin,
        adminEmails(c.env),
        id,
        c.req.valid('json'),
      );
      await tell(c.env.NOTIFICATIONS, { about: 'moderation', reported: { type: 'user', id } });
      return c.json(answer);
    },
  )
  .put(
    '/moderation/users/:id/unsuspend',
    validate('param', idParamSchema, { callerFirst: asAdmin }),
    validate('json', optionalReasonSchema, { callerFirst: asAdmin }),
    async (c) =>
      c.json(await unsuspendUser(c.var.db, await asAdmin(c), c.req.valid('param').id, c.req.valid('json').reason)),
  )
  // The gateway answers between the check and the write, so these log once the decision stands.
  .post('/payment-reviews/:id/approve', validate('param', idParamSchema, { callerFirst: asAdmin }), async (c) => {
    const admin = await asAdmin(c);
    const bookingId = c.req.valid('param').id;
    const id = await approveRiskCheck(c.var.db, paymentGateway(c.env), bookingId, saleTermsOf(c.env));
    await auditEntry(c.var.db, paymentReviewEntry(admin, 'payment-review-approved', bookingId));
    return c.json({ acknowledged: true, insertedId: id });
  })
  .post('/payment-reviews/:id/decline', validate('param', idParamSchema, { callerFirst: asAdmin }), async (c) => {
    const admin = await asAdmin(c);
    const bookingId = c.req.valid('param').id;
    await declineRiskCheck(c.var.db, paymentGateway(c.env), bookingId);
    await auditEntry(c.var.db, paymentReviewEntry(admin, 'payment-review-declined', bookingId));
    return c.json({ acknowledged: true });
  })
  .delete('/user/:id', validate('param', idParamSchema, { callerFirst: asAdmin }), async (c) =>
    c.json(
      await removeUser(
        c.var.db,
        {
          gateway: () => paymentGateway(c.env),
          rooms: (conversationId) => conversationRoom(c.env, conversationId),
        },
        await asAdmin(c),
        adminEmails(c.env),
        c.req.valid('param').id,
      ),
    ),
  )
  // The SPEC's address names the seller by e-mail; the SPA names them by id.
  .put('/verifyseller/:seller', validate('param', sellerParamSchema, { callerFirst: asAdmin }), async (c) =>
    c.json(await verifySellerBadge(c.var.db, await asAdmin(c), c.req.valid('param').seller)),
  );
