/**
 * What moderation tells people (docs/decisions/028-notifications.md): a seller of an admin's decision
 * on their listing (approved, not approved, hidden), and each reporter of what became of their
 * report. Read from what was just written (the decision's audit entry, the closed reports), each
 * keyed by that row, so telling twice tells once.
 */
import { and, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { ReportTarget } from '../../shared/domain';
import type { Db } from '../db/client';
import { auditLog, products, reports, reviews, users } from '../db/schema';
import { notify, type NotificationEvent, type Notifier } from '../notifications';

const decisions = {
  'listing-approved': 'listing-approved',
  'listing-rejected': 'listing-rejected',
  'listing-hidden': 'listing-hidden',
} as const;

/** How recently a report must have been closed for its reporter to be told now. */
const FRESH_MS = 10 * 60_000;

async function listingDecisionNotice(db: Db, productId: string): Promise<NotificationEvent[]> {
  const [row] = await db
    .select({ entry: auditLog, sellerId: products.sellerId, product: products.name })
    .from(auditLog)
    .innerJoin(products, eq(products.id, auditLog.targetId))
    .where(
      and(
        eq(auditLog.targetType, 'listing'),
        eq(auditLog.targetId, productId),
        inArray(auditLog.action, Object.keys(decisions) as (keyof typeof decisions)[]),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  if (!row) return [];
  const kind = decisions[row.entry.action as keyof typeof decisions];
  return [
    {
      userId: row.sellerId,
      kind,
      key: `moderation:${row.entry.id}`,
      params: { product: row.product, reason: row.entry.reason ?? '' },
      link: kind === 'listing-approved' ? `/listing/${productId}` : '/dashboard/myproducts',
    },
  ];
}

async function reportOutcomeNotices(db: Db, type: ReportTarget, targetId: string): Promise<NotificationEvent[]> {
  const closed = await db
    .select({ id: reports.id, reporterId: reports.reporterId, outcome: reports.outcome })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, type),
        eq(reports.targetId, targetId),
        isNotNull(reports.outcome),
        gt(reports.closedAt, new Date(Date.now() - FRESH_MS)),
      ),
    );
  return closed.map((report) => ({
    userId: report.reporterId,
    kind: 'report-outcome' as const,
    key: `report-outcome:${report.id}`,
    params: { outcome: report.outcome ?? 'dismissed' },
    link: '/dashboard/reports',
  }));
}

/** Tells the seller of a decision on their listing, and the reporters of the target of theirs; the consumer retries what fails. */
export async function tellAboutModeration(
  notifier: Notifier,
  what: { listingId?: string; reported?: { type: ReportTarget; id: string } },
) {
  const events = [
    ...(what.listingId ? await listingDecisionNotice(notifier.db, what.listingId) : []),
    ...(what.reported ? await reportOutcomeNotices(notifier.db, what.reported.type, what.reported.id) : []),
  ];
  await notify(notifier, events);
}

/** Tells a seller of a new review of them; the consumer retries what fails. */
export async function tellAboutReview(notifier: Notifier, reviewId: string) {
  const [row] = await notifier.db
    .select({ review: reviews, buyer: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .where(eq(reviews.id, reviewId));
  if (!row) return;
  await notify(notifier, [
    {
      userId: row.review.sellerId,
      kind: 'review',
      key: `review:${reviewId}`,
      params: { name: row.buyer, rating: row.review.rating },
      link: `/seller/${row.review.sellerId}`,
    },
  ]);
}
