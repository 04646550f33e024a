/**
 * What each person reads of inspections: a listing's panel (anyone), one inspection (its people, or
 * anyone once its report is published), the caller's own, a technician's visits, the admins' queue.
 * The visit's address and phone are the assigned technician's (and the seller's own) until it is done.
 */
import { aliasedTable, and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { renamed } from '../db/batch-columns';
import type { Db } from '../db/client';
import { inspections, products, users, type Inspection } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { fromMinor } from '../../shared/money';
import { openInspectionStates, type Currency } from '../../shared/domain';
import { readAsCaller, type Caller } from '../accounts';
import { inspectionRow, listingFacts, openInspectionOf, partOf, standingReportOf } from './inspection-rows';
import { slotsAhead } from './inspection-requests';

const technician = aliasedTable(users, 'technician');

/** A report as it is shown: the checklist, the verdict, who made it and until when it stands. */
function reportOf(inspection: Inspection, technicianName: string | null) {
  if (inspection.state !== 'done' || !inspection.verdict || !inspection.doneAt) return null;
  return {
    verdict: inspection.verdict,
    doneAt: inspection.doneAt.toISOString(),
    endsAt: inspection.endsAt?.toISOString() ?? null,
    published: inspection.published,
    coolingDropC: inspection.coolingDropC,
    pressurePsi: inspection.pressurePsi,
    compressorAmps: inspection.compressorAmps,
    ratedAmps: inspection.ratedAmps,
    noiseOk: inspection.noiseOk,
    leaksFound: inspection.leaksFound,
    remoteOk: inspection.remoteOk,
    displayOk: inspection.displayOk,
    serialNumber: inspection.serialNumber,
    photos: inspection.photos ?? [],
    notes: inspection.notes ?? '',
    technician: technicianName,
  };
}

export type ReportView = NonNullable<ReturnType<typeof reportOf>>;

/** An inspection in a list or on its page, without the report or the visit. */
function summaryOf(inspection: Inspection, listing: { id: string; name: string; img: string }) {
  return {
    _id: inspection.id,
    state: inspection.state,
    slotAt: inspection.slotAt.toISOString(),
    fee: fromMinor(inspection.feeMinor),
    currency: inspection.currency as Currency,
    verdict: inspection.verdict,
    published: inspection.published,
    doneAt: inspection.doneAt?.toISOString() ?? null,
    cancelReason: inspection.cancelReason,
    refund: inspection.refundState,
    listing,
  };
}

/** The listing page's panel: the fee, the seller's times, an inspection on its way, a published report. */
export async function listingInspection(db: Db, productId: string, fee: { minor: number; currency: Currency }) {
  const now = Date.now();
  const [slots, [open], [standing]] = await db.batch([
    slotsAhead(db, productId, now),
    openInspectionOf(db, productId),
    standingReportOf(db, productId, now),
  ]);
  const published = standing?.published ? standing : null;
  const [named] = published?.technicianId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, published.technicianId))
    : [];
  return {
    fee: fromMinor(fee.minor),
    currency: fee.currency,
    slots: slots.map((slot) => slot.startsAt.toISOString()),
    open: open ? { _id: open.id, state: open.state, slotAt: open.slotAt.toISOString() } : null,
    report: published ? { _id: published.id, ...reportOf(published, named?.name ?? null)! } : null,
  };
}

/** One inspection, to its people; to anyone else only while its report is published and stands. */
export async function inspectionDetail(db: Db, caller: Caller, id: string, now = Date.now()) {
  const { user, rows } = await readAsCaller(db, caller, {}, [
    inspectionRow(db, id),
    db
      .select({ name: technician.name })
      .from(inspections)
      .innerJoin(technician, eq(technician.id, inspections.technicianId))
      .where(eq(inspections.id, id)),
  ]);
  const [[row], [named]] = rows;
  if (!row) throw new Refusal('inspection-not-found');
  const { inspection, listing } = row;
  const part = partOf(inspection, user.id, user.role === 'admin');
  const involved = Object.values(part).some(Boolean);
  const standsPublished = inspection.published && inspection.endsAt !== null && inspection.endsAt.getTime() > now;
  if (!involved && !standsPublished) throw new Refusal('inspection-not-found');
  // A technician sees where to go while the visit is theirs to make (a revoked one no longer).
  const visiting = (part.technician && user.technician && inspection.state === 'assigned') || part.seller || part.admin;
  return {
    ...summaryOf(inspection, { id: listing.id, name: listing.name, img: listing.img }),
    technician: named?.name ?? null,
    you: part,
    // A failed report the seller has not published is its requester's and seller's (and the admins').
    report: involved || standsPublished ? reportOf(inspection, named?.name ?? null) : null,
    visit:
      visiting && inspection.visitAddress ? { address: inspection.visitAddress, phone: inspection.visitPhone } : null,
    // The requester's number, for the seller and the admins to reach them about the time.
    requesterPhone: part.seller || part.admin ? inspection.requesterPhone : null,
  };
}

const summaryColumns = {
  inspection: inspections,
  listing: { id: listingFacts.id, name: listingFacts.name, img: listingFacts.img },
};

/** The caller's inspections: those they asked for and those of their listings, newest first. */
export async function myInspections(db: Db, caller: Caller) {
  const { rows } = await readAsCaller(db, caller, {}, [
    db
      .select(summaryColumns)
      .from(inspections)
      .innerJoin(products, eq(products.id, inspections.productId))
      .where(or(eq(inspections.requesterId, caller.id), eq(inspections.sellerId, caller.id)))
      .orderBy(desc(inspections.createdAt))
      .limit(50),
  ]);
  return rows[0].map(({ inspection, listing }) => ({
    ...summaryOf(inspection, listing),
    yours: inspection.requesterId === caller.id ? ('requested' as const) : ('listing' as const),
  }));
}

/**
 * A technician's visits: those assigned to them, soonest first, with where to go and whom to call;
 * then those they did, without.
 */
export async function technicianVisits(db: Db, caller: Caller) {
  const visitsIn = (state: 'assigned' | 'done') =>
    db
      .select(summaryColumns)
      .from(inspections)
      .innerJoin(products, eq(products.id, inspections.productId))
      .where(and(eq(inspections.technicianId, caller.id), eq(inspections.state, state)));
  // Each its own page: however many visits a technician has done, the ones ahead are all there.
  const { user, rows } = await readAsCaller(db, caller, {}, [
    visitsIn('assigned').orderBy(asc(inspections.slotAt)).limit(100),
    visitsIn('done').orderBy(desc(inspections.doneAt)).limit(50),
  ]);
  if (!user.technician) throw new Refusal('forbidden');
  const [assigned, done] = rows;
  // Where to go and whom to call, only for a visit still to make.
  const visitOf = ({ inspection, listing }: (typeof assigned)[number]) => ({
    ...summaryOf(inspection, listing),
    visit: inspection.state === 'assigned' ? { address: inspection.visitAddress, phone: inspection.visitPhone } : null,
  });
  return { upcoming: assigned.map(visitOf), done: done.map(visitOf) };
}

/** The admins' queue: inspections on their way, soonest first, with their technician if any. */
export async function openInspections(db: Db) {
  const rows = await db
    .select({
      ...summaryColumns,
      technician: { id: renamed(technician.id, 'technician_id_'), name: renamed(technician.name, 'technician_name') },
    })
    .from(inspections)
    .innerJoin(products, eq(products.id, inspections.productId))
    .leftJoin(technician, eq(technician.id, inspections.technicianId))
    .where(inArray(inspections.state, openInspectionStates))
    .orderBy(asc(inspections.slotAt))
    .limit(200);
  return rows.map(({ inspection, listing, technician: assigned }) => ({
    ...summaryOf(inspection, listing),
    technician: assigned ? { _id: assigned.id, name: assigned.name } : null,
  }));
}
