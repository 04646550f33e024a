/**
 * An inspection's steps after its fee (issue 62): the seller confirms the time, an admin assigns a
 * technician, the technician records the report, the seller may publish a failed one, and until it
 * is done it can be cancelled (the fee refunded in full). Each step is allowed to its people only,
 * written only from the state it leaves (so two taps, or two people, move it once) and written to
 * the audit log in the same batch.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, inspections, products, users, type Inspection } from '../db/schema';
import { Refusal } from '../lib/refusal';
import {
  INSPECTION_REPORT_DAYS,
  type AuditAction,
  type InspectionState,
  type InspectionStep,
} from '../../shared/domain';
import type { InspectionReport, InspectionScheduleInput } from '../../shared/schemas/inspections';
import { auditOfChange, isSuspended, readAsCaller, refuseSuspended, type Caller } from '../accounts';
import { uploadersPhotos } from '../images';
import type { PaymentGateway } from '../payments';
import type { QueueMessage } from '../notifications';
import { inspectionRow, partOf, type InspectionRow } from './inspection-rows';
import { refundFee } from './inspection-fees';
import { tellStep } from './inspection-notices';

type Part = keyof ReturnType<typeof partOf>;

/**
 * The inspection as the caller may act on it: someone with no part in it learns nothing (404); one
 * of its people whose part does not allow this step is refused (403).
 */
async function inspectionFor(db: Db, caller: Caller, id: string, allowed: Part[]) {
  const { user, rows } = await readAsCaller(db, caller, {}, [inspectionRow(db, id)]);
  const [row] = rows[0];
  if (!row) throw new Refusal('inspection-not-found');
  const part = partOf(row.inspection, user.id, user.role === 'admin');
  if (!Object.values(part).some(Boolean)) throw new Refusal('inspection-not-found');
  if (!allowed.some((name) => part[name])) throw new Refusal('forbidden');
  return { user, row, part };
}

/** The person's booking of the listing, if they booked it (a query for a batch). */
const bookingOf = (db: Db, productId: string, userId: string) =>
  db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.productId, productId), eq(bookings.buyerId, userId)));

const bookedBy = async (db: Db, productId: string, userId: string) =>
  (await bookingOf(db, productId, userId)).length > 0;

/** Refuses a step from a state it does not leave. */
function refuseUnless(inspection: Inspection, states: readonly InspectionState[]) {
  if (!states.includes(inspection.state)) throw new Refusal('inspection-step');
}

/**
 * Writes the change only from the state it was read in, with its audit entry in the same batch, and
 * tells everyone involved; a change that found the inspection moved on meanwhile is refused.
 */
async function move(
  db: Db,
  queue: Queue<QueueMessage>,
  step: { row: InspectionRow; actorId: string; action: AuditAction; tell: InspectionStep; reason?: string },
  changes: Partial<typeof inspections.$inferInsert>,
) {
  const { inspection, listing } = step.row;
  const [moved] = await db.batch([
    db
      .update(inspections)
      .set(changes)
      .where(and(eq(inspections.id, inspection.id), eq(inspections.state, inspection.state)))
      .returning(),
    auditOfChange(db, {
      adminId: step.actorId,
      action: step.action,
      targetType: 'inspection',
      targetId: inspection.id,
      reason: step.reason ?? null,
    }),
  ]);
  const [after] = moved;
  if (!after) throw new Refusal('inspection-step');
  await tellStep(queue, after, listing.name, step.tell, step.reason);
  return after;
}

/** The seller (or an admin) confirms the chosen time, saying where the unit is and whom to call. */
export async function scheduleInspection(
  db: Db,
  queue: Queue<QueueMessage>,
  caller: Caller,
  id: string,
  visit: InspectionScheduleInput,
) {
  const { user, row } = await inspectionFor(db, caller, id, ['seller', 'admin']);
  refuseUnless(row.inspection, ['requested']);
  const step = { row, actorId: user.id, action: 'inspection-scheduled', tell: 'scheduled' } as const;
  await move(db, queue, step, {
    state: 'scheduled',
    scheduledAt: new Date(),
    visitAddress: visit.address,
    visitPhone: visit.phone,
  });
  return { state: 'scheduled' as const };
}

/**
 * An admin assigns a technician (or another one, until the report). A technician inspects nothing
 * of their own, and nothing they asked about or booked with the same account.
 */
export async function assignInspection(
  db: Db,
  queue: Queue<QueueMessage>,
  caller: Caller,
  id: string,
  technicianId: string,
) {
  const { user, row } = await inspectionFor(db, caller, id, ['admin']);
  refuseUnless(row.inspection, ['scheduled', 'assigned']);
  const { inspection } = row;
  const [[technician], [booked]] = await db.batch([
    db.select().from(users).where(eq(users.id, technicianId)),
    bookingOf(db, inspection.productId, technicianId),
  ]);
  if (!technician?.technician || technician.deletedAt || isSuspended(technician))
    throw new Refusal('technician-not-found');
  if ([inspection.sellerId, inspection.requesterId].includes(technician.id) || booked)
    throw new Refusal('technician-involved');
  const step = { row, actorId: user.id, action: 'inspection-assigned', tell: 'assigned' } as const;
  await move(db, queue, step, { state: 'assigned', technicianId: technician.id, assignedAt: new Date() });
  return { state: 'assigned' as const, technician: { _id: technician.id, name: technician.name } };
}

/** Refuses anyone but the technician assigned to this inspection while it waits for its report. */
export async function assignedVisit(db: Db, caller: Caller, id: string) {
  const { user, row } = await inspectionFor(db, caller, id, ['technician']);
  if (!user.technician) throw new Refusal('forbidden');
  refuseSuspended(user);
  refuseUnless(row.inspection, ['assigned']);
  return user;
}

/**
 * The assigned technician records the checklist, once: the inspection is done, a passed report is
 * published at once and gives the listing its badge, and a failed one waits for the seller.
 */
export async function recordReport(
  db: Db,
  queue: Queue<QueueMessage>,
  caller: Caller,
  id: string,
  report: InspectionReport,
) {
  const { user, row } = await inspectionFor(db, caller, id, ['technician']);
  if (!user.technician) throw new Refusal('forbidden');
  refuseSuspended(user);
  refuseUnless(row.inspection, ['assigned']);
  const { inspection, listing } = row;
  // Nobody reports on a unit they are buying with the same account, even one booked after the assignment.
  if (await bookedBy(db, inspection.productId, user.id)) throw new Refusal('technician-involved');
  const photos = await uploadersPhotos(db, user.id, report.photos);
  const now = new Date();
  const passed = report.verdict !== 'failed';
  const [moved] = await db.batch([
    db
      .update(inspections)
      .set({
        ...report,
        photos,
        state: 'done',
        doneAt: now,
        published: passed,
        endsAt: new Date(now.getTime() + INSPECTION_REPORT_DAYS * 86_400_000),
        // What only the visit needed is forgotten with it.
        visitAddress: null,
        visitPhone: null,
      })
      .where(
        and(
          eq(inspections.id, inspection.id),
          eq(inspections.state, 'assigned'),
          eq(inspections.technicianId, user.id),
        ),
      )
      .returning(),
    auditOfChange(db, {
      adminId: user.id,
      action: 'inspection-recorded',
      targetType: 'inspection',
      targetId: inspection.id,
      reason: report.verdict,
    }),
    // The listing shows a passed report: its badge, on every card, until it ends.
    db
      .update(products)
      .set({ inspected: true, inspectionId: inspection.id, inspectedAt: now })
      .where(
        and(
          eq(products.id, inspection.productId),
          sql`${passed ? 1 : 0} = 1`,
          sql`EXISTS (SELECT 1 FROM ${inspections} WHERE ${inspections.id} = ${inspection.id}
            AND ${inspections.state} = 'done' AND ${inspections.doneAt} = ${now.getTime()})`,
        ),
      ),
  ]);
  const [done] = moved;
  if (!done) throw new Refusal('inspection-step');
  await tellStep(queue, done, listing.name, 'done');
  return { state: 'done' as const, verdict: report.verdict, published: passed };
}

/** The seller publishes a failed report (it shows on the listing, without a badge). */
export async function publishReport(db: Db, caller: Caller, id: string, now = Date.now()) {
  const { user, row } = await inspectionFor(db, caller, id, ['seller']);
  const { inspection } = row;
  refuseUnless(inspection, ['done']);
  if (inspection.verdict !== 'failed' || inspection.published) throw new Refusal('not-failed-report');
  if (!inspection.endsAt || inspection.endsAt.getTime() <= now) throw new Refusal('inspection-step');
  const [published] = await db.batch([
    db
      .update(inspections)
      .set({ published: true })
      .where(and(eq(inspections.id, inspection.id), eq(inspections.published, false)))
      .returning({ id: inspections.id }),
    auditOfChange(db, {
      adminId: user.id,
      action: 'inspection-published',
      targetType: 'inspection',
      targetId: inspection.id,
    }),
  ]);
  if (published.length === 0) throw new Refusal('not-failed-report');
  return { published: true };
}

/** Which states each person may cancel from: the requester until a technician is on it. */
const CANCELLABLE: Record<'requester' | 'seller' | 'admin', readonly InspectionState[]> = {
  requester: ['unpaid', 'requested', 'scheduled'],
  seller: ['requested', 'scheduled', 'assigned'],
  admin: ['unpaid', 'requested', 'scheduled', 'assigned'],
};

/** Cancels an inspection before it is done; a paid fee is refunded in full. */
export async function cancelInspection(
  db: Db,
  gateway: PaymentGateway,
  queue: Queue<QueueMessage>,
  caller: Caller,
  id: string,
  reason: string | undefined,
) {
  const { user, row, part } = await inspectionFor(db, caller, id, ['requester', 'seller', 'admin']);
  const states = new Set(
    (['requester', 'seller', 'admin'] as const).flatMap((name) => (part[name] ? CANCELLABLE[name] : [])),
  );
  refuseUnless(row.inspection, [...states]);
  return endInspection(db, gateway, queue, row, { actorId: user.id, reason });
}

/**
 * Ends an inspection that will not happen, refunding a paid fee in full: a person's cancel, or the
 * cron's for one that never happened. The refund is recorded with the cancel, so a failed gateway
 * call is asked again by the cron.
 */
export async function endInspection(
  db: Db,
  gateway: PaymentGateway,
  queue: Queue<QueueMessage>,
  row: InspectionRow,
  end: { actorId: string; reason: string | undefined },
) {
  const { inspection } = row;
  const paid = inspection.transactionId !== null;
  const now = new Date();
  const ended = await move(
    db,
    queue,
    { row, actorId: end.actorId, action: 'inspection-cancelled', tell: 'cancelled', reason: end.reason },
    {
      state: 'cancelled',
      cancelledAt: now,
      cancelReason: end.reason ?? null,
      visitAddress: null,
      visitPhone: null,
      ...(paid && { refundState: 'requested', refundedAt: now }),
    },
  );
  const refunded = paid ? await refundFee(db, gateway, ended) : false;
  return { state: 'cancelled' as const, refunded: paid, refundStarted: refunded };
}
