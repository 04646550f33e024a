/**
 * Money never stays without a sale (docs/decisions/007-identity-and-money.md): a payment that
 * arrives when its booking no longer holds the product (the hold lapsed, the product was sold or
 * removed, its seller was removed) is refunded at once and recorded as refunded, with its reason.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isAllowed } from '../db/listed';
import { bookings, payments, type Booking, type Product } from '../db/schema';
import { isHeld } from '../db/states';
import { errorName, log } from '../lib/logger';
import { isSuspended } from '../accounts';
import type { BookingRow } from './booking-row';
import type { GatewayIntent, PaymentGateway } from './gateway';
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
 * refund call that fails leaves the record without a refund id; the Cron Trigger asks again.
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
  const refunded = await completeRefund(db, gateway, { id, transactionId: intent.id, amountMinor: intent.amountMinor });
  throw refundRefusal(refunded ? 'refunded' : 'refunding', payment.reason);
}

/** Asks the gateway for a recorded refund (idempotent per transaction); false when it failed for now. */
async function completeRefund(
  db: Db,
  gateway: PaymentGateway,
  payment: { id: string; transactionId: string; amountMinor: number },
) {
  try {
    const refund = await gateway.refund({
      intentId: payment.transactionId,
      amountMinor: payment.amountMinor,
      idempotencyKey: `refund-${payment.transactionId}`,
    });
    await db.update(payments).set({ refundId: refund.id }).where(eq(payments.id, payment.id));
    return true;
  } catch (error) {
    log('warn', 'refund_failed', { gateway: gateway.name, error: errorName(error) });
    return false;
  }
}

/** The Cron Trigger's part: refunds recorded whose gateway call failed, asked again. */
export async function retryRefunds(db: Db, gateway: PaymentGateway, limit = 50) {
  const pending = await db
    .select({ id: payments.id, transactionId: payments.transactionId, amountMinor: payments.amountMinor })
    .from(payments)
    .where(and(eq(payments.status, 'refunded'), isNull(payments.refundId), eq(payments.gateway, gateway.name)))
    .orderBy(payments.refundedAt)
    .limit(limit);
  let done = 0;
  for (const payment of pending) if (await completeRefund(db, gateway, payment)) done++;
  return done;
}
