/** A transaction already on record: the same transaction twice records one payment. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, type Payment } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { refundReasonOf, type RefundReason } from '../../shared/refund-reasons';

/** What a refunded payment's request is answered with: why, when there is a reason, and the refund. */
export function refundRefusal(notice: 'refunded' | 'refunding', refundReason: RefundReason | undefined) {
  const variant = refundReason ? (`${notice}Because` as const) : notice;
  return new Refusal('payment-refunded', { params: { variant, ...(refundReason && { refundReason }) } });
}

/** A transaction's payment record, as a query that can join a batch. */
export const recordedPayment = (db: Db, transactionId: string) =>
  db.select().from(payments).where(eq(payments.transactionId, transactionId));

/**
 * What a transaction already recorded comes to: the id of its sale, or its refusal (refunded, or
 * another booking's); null when it is not recorded.
 */
export async function answerRecorded(db: Db, transactionId: string, bookingId: string): Promise<string | null> {
  return answerOf(await recordedPayment(db, transactionId).get(), bookingId);
}

/** `answerRecorded` of a record already read. */
export function answerOf(recorded: Payment | undefined, bookingId: string): string | null {
  if (!recorded) return null;
  if (recorded.bookingId !== bookingId) throw new Refusal('payment-other-booking');
  if (recorded.status === 'refunded') throw refundRefusal('refunded', refundReasonOf(recorded.refundReason));
  return recorded.id;
}
