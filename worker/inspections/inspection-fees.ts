/**
 * An inspection's fee (docs/decisions/033-inspections.md): paid through the deployment's gateway and
 * never kept without an inspection. A payment that arrives while the inspection can still happen
 * makes it `requested`, in one conditional write; any other (the slot was taken meanwhile, the listing
 * left, the time passed, a second payment) is recorded and refunded in full. Cancelling a paid
 * inspection refunds it the same way; the Cron Trigger asks again for refunds whose call failed.
 */
import { and, eq, exists, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inspectionSlots, inspections, products, type Inspection } from '../db/schema';
import { listedWhere } from '../db/listed';
import { isUniqueViolation } from '../lib/db-errors';
import { errorName, log } from '../lib/logger';
import { Refusal } from '../lib/refusal';
import { INSPECTION_PAY_MINUTES } from '../../shared/domain';
import { inspectionEndReasons } from '../../shared/inspection-reasons';
import { auditOfChange } from '../accounts';
import { advanceRefund, inspectionReference, type PaymentGateway } from '../payments';
import type { QueueMessage } from '../notifications';
import { inspectionRow } from './inspection-rows';
import { tellStep } from './inspection-notices';

/** What became of a fee's payment: it booked the inspection, or it is given back. */
export type FeeOutcome = 'paid' | 'refunded';

/** Where a fee's refund stands, for `advanceRefund`. */
const refundOf = (inspection: Pick<Inspection, 'id' | 'transactionId' | 'feeMinor' | 'refundState' | 'refundId'>) => ({
  transactionId: inspection.transactionId!,
  amountMinor: inspection.feeMinor,
  refundState: inspection.refundState,
  refundId: inspection.refundId,
});

/** Takes the fee's recorded refund one step with the gateway; true once it accepted it. */
export const refundFee = (
  db: Db,
  gateway: PaymentGateway,
  inspection: Pick<Inspection, 'id' | 'transactionId' | 'feeMinor' | 'refundState' | 'refundId'>,
) =>
  advanceRefund(gateway, refundOf(inspection), (progress) =>
    db.update(inspections).set(progress).where(eq(inspections.id, inspection.id)),
  );

/**
 * Settles a payment the gateway reports for an inspection's fee. The same transaction twice answers
 * as the first time. `requesterId` is the caller when their browser reports it (the demo's card form);
 * a gateway's signed notification has none.
 */
export async function settleFee(
  db: Db,
  gateway: PaymentGateway,
  payment: { inspectionId: string; transactionId: string; requesterId?: string },
  queue: Queue<QueueMessage>,
): Promise<FeeOutcome> {
  const [row] = await inspectionRow(db, payment.inspectionId);
  if (!row || (payment.requesterId && row.inspection.requesterId !== payment.requesterId))
    throw new Refusal('inspection-not-found');
  const { inspection, listing } = row;
  if (inspection.transactionId === payment.transactionId) return inspection.refundState ? 'refunded' : 'paid';

  const intent = await gateway.retrieve(payment.transactionId);
  if (!intent || intent.status !== 'succeeded') throw new Refusal('payment-not-through');
  // Money paid for something else is not this inspection's to keep or to give back.
  if (intent.bookingId !== inspectionReference(inspection.id)) throw new Refusal('payment-mismatch');
  if (inspection.transactionId) return refundSecondPayment(gateway, intent.id, intent.amountMinor);

  const now = Date.now();
  const fits = intent.amountMinor === inspection.feeMinor && intent.currency === inspection.currency;
  if (fits && inspection.state === 'unpaid') {
    try {
      const [booked] = await db.batch([
        // Everything that lets it happen, read again in the write: still unpaid, its time still
        // ahead and offered, the listing still on sale. Another inspection booked meanwhile makes
        // the unique index refuse it.
        db
          .update(inspections)
          .set({ state: 'requested', transactionId: intent.id, paidAt: new Date(now) })
          .where(
            and(
              eq(inspections.id, inspection.id),
              eq(inspections.state, 'unpaid'),
              isNull(inspections.transactionId),
              sql`${inspections.slotAt} > ${now}`,
              exists(
                db
                  .select({ n: sql`1` })
                  .from(products)
                  .where(and(eq(products.id, inspection.productId), listedWhere(products))),
              ),
              exists(
                db
                  .select({ n: sql`1` })
                  .from(inspectionSlots)
                  .where(
                    and(
                      eq(inspectionSlots.productId, inspection.productId),
                      eq(inspectionSlots.startsAt, inspection.slotAt),
                    ),
                  ),
              ),
            ),
          )
          .returning({ id: inspections.id }),
        auditOfChange(db, {
          adminId: inspection.requesterId,
          action: 'inspection-requested',
          targetType: 'inspection',
          targetId: inspection.id,
        }),
      ]);
      if (booked.length > 0) {
        await tellStep(queue, inspection, listing.name, 'requested');
        return 'paid';
      }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return refundLatePayment(db, gateway, inspection, { id: intent.id, amountMinor: intent.amountMinor });
}

/**
 * Records a payment that cannot book its inspection on it, and gives it back. The record claims the
 * inspection's one transaction first, so two notifications of it refund once.
 */
async function refundLatePayment(
  db: Db,
  gateway: PaymentGateway,
  inspection: Inspection,
  intent: { id: string; amountMinor: number },
): Promise<FeeOutcome> {
  const now = new Date();
  let claimed: Inspection[];
  try {
    claimed = await db
      .update(inspections)
      .set({
        transactionId: intent.id,
        paidAt: now,
        state: 'cancelled',
        cancelledAt: sql`coalesce(${inspections.cancelledAt}, ${now.getTime()})`,
        cancelReason: sql`coalesce(${inspections.cancelReason}, ${inspectionEndReasons['late-payment']})`,
        feeMinor: intent.amountMinor,
        refundState: 'requested',
        refundedAt: now,
      })
      .where(
        and(
          eq(inspections.id, inspection.id),
          isNull(inspections.transactionId),
          inArray(inspections.state, ['unpaid', 'cancelled']),
        ),
      )
      .returning();
  } catch (error) {
    // The same transaction recorded on another inspection: not this one's money.
    if (isUniqueViolation(error)) throw new Refusal('payment-mismatch');
    throw error;
  }
  const [recorded] = claimed;
  if (!recorded) {
    // A racing notification of this payment, or another payment, got there first.
    const [current] = await db.select().from(inspections).where(eq(inspections.id, inspection.id));
    if (current?.transactionId === intent.id) return current.refundState ? 'refunded' : 'paid';
    return refundSecondPayment(gateway, intent.id, intent.amountMinor);
  }
  log('info', 'inspection_fee_refunded', { gateway: gateway.name });
  await refundFee(db, gateway, recorded);
  return 'refunded';
}

/**
 * A second payment for an inspection already paid (a second tab, a repeated checkout): given back at
 * once under its own key. Should the gateway refuse, the error makes the gateway notify again.
 */
async function refundSecondPayment(gateway: PaymentGateway, transactionId: string, amountMinor: number) {
  await gateway.refund({ intentId: transactionId, amountMinor, idempotencyKey: `refund-${transactionId}` });
  log('info', 'inspection_second_payment_refunded', { gateway: gateway.name });
  return 'refunded' as const;
}

/** The Cron Trigger's part: fee refunds whose gateway call failed, or that the gateway is still finishing. */
export async function retryFeeRefunds(db: Db, gateway: PaymentGateway, limit = 50) {
  const pending = await db
    .select()
    .from(inspections)
    .where(and(inArray(inspections.refundState, ['requested', 'processing']), eq(inspections.gateway, gateway.name)))
    .orderBy(inspections.refundedAt)
    .limit(limit);
  let done = 0;
  for (const inspection of pending) if (await refundFee(db, gateway, inspection)) done++;
  return done;
}

/**
 * The Cron Trigger's part: requests not paid within INSPECTION_PAY_MINUTES are asked about with the
 * gateway's transaction query (a lost notification is settled, or refunded), then closed, so their
 * slot is free. Answers how many it closed.
 */
export async function closeUnpaid(
  db: Db,
  gateway: PaymentGateway,
  queue: Queue<QueueMessage>,
  now = Date.now(),
  limit = 20,
) {
  const stale = await db
    .select()
    .from(inspections)
    .where(
      and(
        eq(inspections.state, 'unpaid'),
        lt(inspections.createdAt, new Date(now - INSPECTION_PAY_MINUTES * 60_000)),
        eq(inspections.gateway, gateway.name),
      ),
    )
    .orderBy(inspections.createdAt)
    .limit(limit);
  let closed = 0;
  for (const inspection of stale) {
    try {
      if (inspection.intentId) {
        for (const transactionId of await gateway.paidUnder(inspection.intentId))
          await settleFee(db, gateway, { inspectionId: inspection.id, transactionId }, queue);
      }
    } catch (error) {
      // The gateway could not say: it stays unpaid, and the next run asks again.
      log('warn', 'inspection_fee_not_reconciled', { gateway: gateway.name, error: errorName(error) });
      continue;
    }
    const ended = await db
      .update(inspections)
      .set({ state: 'cancelled', cancelledAt: new Date(now), cancelReason: inspectionEndReasons.unpaid })
      .where(and(eq(inspections.id, inspection.id), eq(inspections.state, 'unpaid')))
      .returning({ id: inspections.id });
    closed += ended.length;
  }
  return closed;
}
