/**
 * Money never stays without a sale (docs/decisions/007-identity-and-money.md): a payment that
 * arrives when its booking no longer holds the product (the hold lapsed, the product was sold or
 * removed, its seller was removed) is refunded at once and recorded as refunded, with its reason.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isAllowed } from '../db/listed';
import { bookings, payments, type Booking, type Payment, type Product } from '../db/schema';
import { isHeld } from '../db/states';
import { errorName, log } from '../lib/logger';
import { isSuspended } from '../accounts';
import type { BookingRow } from './booking-row';
import type { GatewayIntent, PaymentGateway } from './gateway';
import type { RefundState as RefundStateName } from '../../shared/domain';
import { refundReasons, type RefundReason } from '../../shared/refund-reasons';
import { answerRecorded, refundRefusal } from './recorded-payment';

/** Why a payment that went through for this booking cannot make the sale, if it cannot. */
export function refundReason(
  row: BookingRow,
  intent: GatewayIntent,
  currency: string,
  now: number,
): RefundReason | null {
  const { booking, product } = row;
  if (booking.paid) return 'already-paid';
  if (booking.reviewTransactionId && booking.reviewTransactionId !== intent.id) return 'other-in-review';
  if (product.paid) return 'sold';
  if (product.removedAt) return 'removed';
  if (row.sellerDeletedAt) return 'seller-removed';
  // A hidden listing, or a suspended seller's: the admins stopped its sale while the buyer paid.
  if (!isAllowed(product)) return 'held-back';
  if (row.buyer.deletedAt) return 'buyer-removed';
  if (isSuspended(row.buyer, new Date(now))) return 'buyer-suspended';
  if (booking.cancelledAt) return 'cancelled';
  if (intent.amountMinor !== product.priceMinor || intent.currency !== currency) return 'price-changed';
  if (product.holdBookingId !== booking.id || !isHeld(product, now)) return 'hold-lapsed';
  return null;
}

/**
 * Gives the money back and records why, for the buyer's orders and the admins' audit. The record
 * is written first: it claims the transaction id, so a racing request that made the sale (or is
 * refunding too) wins or loses on the unique index, and money is given back at most once. A
 * refund call that fails leaves the record `requested`; the Cron Trigger asks again.
 */
export async function refundPayment(
  db: Db,
  gateway: PaymentGateway,
  payment: { booking: Booking; product: Product; intent: GatewayIntent; reason: RefundReason },
): Promise<string> {
  const { booking, product, intent } = payment;
  const now = new Date();
  const text = refundReasons[payment.reason];
  const id = crypto.randomUUID();
  const claimed = await db
    .insert(payments)
    .values({
      id,
      transactionId: intent.id,
      bookingId: booking.id,
      productId: product.id,
      buyerId: booking.buyerId,
      sellerId: product.sellerId,
      amountMinor: intent.amountMinor,
      currency: intent.currency,
      gateway: gateway.name,
      status: 'refunded',
      refundReason: text,
      refundedAt: now,
      refundedMinor: intent.amountMinor,
      refundState: 'requested',
    })
    .onConflictDoNothing({ target: payments.transactionId })
    .returning({ id: payments.id });
  // A racing request recorded this transaction first; its record says what became of it.
  if (claimed.length === 0) {
    // A racing request that made the sale wins: its sale is the answer, not a refund.
    const sale = await answerRecorded(db, intent.id, booking.id);
    if (sale) return sale;
    throw refundRefusal('refunded', payment.reason);
  }

  await db.batch([
    db
      .update(bookings)
      .set({ refundedAt: now, refundReason: text })
      .where(and(eq(bookings.id, booking.id), eq(bookings.paid, false))),
    // A payment refunded after review is no longer waiting for one.
    db
      .update(bookings)
      .set({ reviewTransactionId: null, reviewReason: null })
      .where(and(eq(bookings.id, booking.id), eq(bookings.reviewTransactionId, intent.id))),
  ]);
  log('info', 'payment_refunded', { gateway: gateway.name, reason: payment.reason });
  const refunded = await completeRefund(db, gateway, {
    id,
    transactionId: intent.id,
    refundedMinor: intent.amountMinor,
    refundState: 'requested',
    refundId: null,
  });
  throw refundRefusal(refunded ? 'refunded' : 'refunding', payment.reason);
}

type PendingRefund = Pick<Payment, 'id' | 'transactionId' | 'refundedMinor' | 'refundState' | 'refundId'>;

/** A refund to take one step: the payment's transaction, what goes back, and where it stands. */
export interface RefundInHand {
  transactionId: string;
  amountMinor: number;
  refundState: RefundStateName | null;
  refundId: string | null;
}

/**
 * Takes a recorded refund one step with the gateway, `save` writing where it stands; true once the
 * gateway accepted it. A refund the gateway accepted but has not finished is asked about with its
 * refund query, and asked for again only if the gateway says it failed: a payment is refunded once
 * (its one idempotency key), so asking twice never gives the money back twice.
 */
export async function advanceRefund(
  gateway: PaymentGateway,
  refund: RefundInHand,
  save: (progress: { refundState: 'processing' | 'done'; refundId?: string }) => Promise<unknown>,
) {
  let idempotencyKey = `refund-${refund.transactionId}`;
  try {
    if (refund.refundState === 'processing' && refund.refundId) {
      const status = await gateway.refundStatus(refund.refundId);
      if (status === 'processing') return true;
      if (status === 'done') {
        await save({ refundState: 'done' });
        return true;
      }
      // The gateway gave up on that refund: a new one, under a key of its own (the old key would
      // replay the failure), still one per failed attempt.
      idempotencyKey = `refund-${refund.transactionId}-after-${refund.refundId}`;
    }
    const answer = await gateway.refund({
      intentId: refund.transactionId,
      amountMinor: refund.amountMinor,
      idempotencyKey,
    });
    await save({ refundId: answer.id, refundState: answer.state });
    return true;
  } catch (error) {
    log('warn', 'refund_failed', { gateway: gateway.name, error: errorName(error) });
    return false;
  }
}

/** `advanceRefund` of a payment's refund (a sale refused, or a dispute refunded). */
export const completeRefund = (db: Db, gateway: PaymentGateway, payment: PendingRefund) =>
  advanceRefund(gateway, { ...payment, amountMinor: payment.refundedMinor }, async (progress) =>
    db.update(payments).set(progress).where(eq(payments.id, payment.id)),
  );

/** The Cron Trigger's part: refunds whose gateway call failed, or that the gateway is still finishing. */
export async function retryRefunds(db: Db, gateway: PaymentGateway, limit = 50) {
  const pending = await db
    .select({
      id: payments.id,
      transactionId: payments.transactionId,
      refundedMinor: payments.refundedMinor,
      refundState: payments.refundState,
      refundId: payments.refundId,
    })
    .from(payments)
    .where(and(inArray(payments.refundState, ['requested', 'processing']), eq(payments.gateway, gateway.name)))
    .orderBy(payments.refundedAt)
    .limit(limit);
  let done = 0;
  for (const payment of pending) if (await completeRefund(db, gateway, payment)) done++;
  return done;
}
