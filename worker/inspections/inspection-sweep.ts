/**
 * The Cron Trigger's part of inspections: requests not paid in time are closed, inspections that
 * never happened (INSPECTION_GRACE_HOURS after their time) or whose listing left the lists are
 * cancelled and refunded, fee refunds whose call failed are asked again, and badges whose report is
 * INSPECTION_REPORT_DAYS old leave their listing.
 */
import { and, eq, inArray, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listedWhere } from '../db/listed';
import { Refusal } from '../lib/refusal';
import { inspections, products } from '../db/schema';
import { inspectionEndReasons } from '../../shared/inspection-reasons';
import { INSPECTION_GRACE_HOURS, INSPECTION_REPORT_DAYS, openInspectionStates } from '../../shared/domain';
import type { PaymentGateway } from '../payments';
import type { QueueMessage } from '../notifications';
import { listingFacts } from './inspection-rows';
import { closeUnpaid, retryFeeRefunds } from './inspection-fees';
import { endInspection } from './inspection-steps';

/** Cancels inspections that will not happen, a few at a time; answers how many. */
export async function cancelStranded(
  db: Db,
  gateway: PaymentGateway,
  queue: Queue<QueueMessage>,
  now = Date.now(),
  limit = 20,
) {
  const stranded = await db
    .select({ inspection: inspections, listing: listingFacts })
    .from(inspections)
    .innerJoin(products, eq(products.id, inspections.productId))
    .where(
      and(
        inArray(inspections.state, openInspectionStates),
        or(lt(inspections.slotAt, new Date(now - INSPECTION_GRACE_HOURS * 3_600_000)), not(listedWhere(products))),
      ),
    )
    .orderBy(inspections.slotAt)
    .limit(limit);
  let cancelled = 0;
  for (const row of stranded) {
    const late = row.inspection.slotAt.getTime() < now - INSPECTION_GRACE_HOURS * 3_600_000;
    try {
      // Nobody cancelled it by hand: the entry names the requester, whose fee it was, and says why.
      await endInspection(db, gateway, queue, row, {
        actorId: row.inspection.requesterId,
        reason: inspectionEndReasons[late ? 'never-happened' : 'listing-left'],
      });
      cancelled++;
    } catch (error) {
      // Moved on meanwhile (a report recorded, a cancel): nothing left to do for it.
      if (!(error instanceof Refusal)) throw error;
    }
  }
  return cancelled;
}

/** Badges whose report is INSPECTION_REPORT_DAYS old leave their listing (the report's own end is its date). */
export async function lapseBadges(db: Db, now = Date.now(), limit = 200) {
  const lapsed = await db
    .update(products)
    .set({ inspected: false, inspectionId: null, inspectedAt: null })
    .where(
      sql`${products.id} IN (SELECT ${products.id} FROM ${products} WHERE ${products.inspected} = 1
        AND ${products.inspectedAt} < ${now - INSPECTION_REPORT_DAYS * 86_400_000} LIMIT ${limit})`,
    )
    .returning({ id: products.id });
  return lapsed.length;
}

export const inspectionJobs = (db: Db, gateway: PaymentGateway, queue: Queue<QueueMessage>) => ({
  inspections_unpaid_closed: () => closeUnpaid(db, gateway, queue),
  inspections_stranded_cancelled: () => cancelStranded(db, gateway, queue),
  inspection_refunds_completed: () => retryFeeRefunds(db, gateway),
  inspection_badges_lapsed: () => lapseBadges(db),
});
