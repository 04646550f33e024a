/** An inspection as the steps read it: its row, its listing's few facts, and who is who. */
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { renamedColumns } from '../db/batch-columns';
import type { Db } from '../db/client';
import { listingStatus } from '../db/states';
import { inspections, products, type Inspection, type Product } from '../db/schema';
import { openInspectionStates } from '../../shared/domain';

const {
  id,
  name,
  img,
  sellerId,
  location,
  paid,
  removedAt,
  moderation,
  expiredAt,
  holdBookingId,
  holdUntil,
  sellerSuspended,
} = renamedColumns(products, 'listing_');
/** The listing's few facts a step reads, renamed: these rows join batches beside the inspection's own `id`. */
export const listingFacts = {
  id,
  name,
  img,
  sellerId,
  location,
  paid,
  removedAt,
  moderation,
  expiredAt,
  holdBookingId,
  holdUntil,
  sellerSuspended,
};

export type ListingFacts = Pick<Product, keyof typeof listingFacts>;

/** The inspection with its listing's facts, as one query for a batch. */
export const inspectionRow = (db: Db, id: string) =>
  db
    .select({ inspection: inspections, listing: listingFacts })
    .from(inspections)
    .innerJoin(products, eq(products.id, inspections.productId))
    .where(eq(inspections.id, id));

export type InspectionRow = { inspection: Inspection; listing: ListingFacts };

/** Whether buyers can find the listing: only a listed unit is inspected (held for a payment counts). */
export const isOnSale = (listing: ListingFacts, now = Date.now()) =>
  ['active', 'held'].includes(listingStatus(listing, now)) && !listing.sellerSuspended;

/** The listing's inspection on its way, if any (one at most: `inspections_open_unique`). */
export const openInspectionOf = (db: Db, productId: string) =>
  db
    .select()
    .from(inspections)
    .where(and(eq(inspections.productId, productId), inArray(inspections.state, openInspectionStates)));

/** The listing's latest report that still stands (done, not ended by time or an edit). */
export const standingReportOf = (db: Db, productId: string, now: number) =>
  db
    .select()
    .from(inspections)
    .where(
      and(eq(inspections.productId, productId), eq(inspections.state, 'done'), gt(inspections.endsAt, new Date(now))),
    )
    .orderBy(desc(inspections.doneAt))
    .limit(1);

/** Who the caller is to this inspection. */
export function partOf(inspection: Inspection, userId: string, isAdmin: boolean) {
  return {
    requester: inspection.requesterId === userId,
    seller: inspection.sellerId === userId,
    technician: inspection.technicianId !== null && inspection.technicianId === userId,
    admin: isAdmin,
  };
}
