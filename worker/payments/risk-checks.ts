/**
 * Payments the gateway flagged for review (SSLCOMMERZ's risk_level 1): the money moved, the product
 * is held for the booking, and an admin accepts the payment (the sale is made) or refuses it (it is
 * refunded). A review the admins leave until the hold ends is refunded by the Cron Trigger.
 */
import { and, desc, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import { bookings, products, users } from '../db/schema';
import { log } from '../lib/logger';
import { Refusal } from '../lib/refusal';
import { fromMinor } from '../../shared/money';
import { loadBooking } from './booking-row';
import type { PaymentGateway } from './gateway';
import { releaseHolds } from './holds';
import { refundPayment } from './refunding';
import { fulfilPayment } from './settlement';
import type { SaleTerms } from './sale-terms';

const buyers = alias(users, 'buyers');

export async function listRiskChecks(db: Db, limit = 200) {
  const rows = await db
    .select({ booking: bookings, product: products, buyerName: buyers.name, buyerEmail: buyers.email })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(buyers, eq(buyers.id, bookings.buyerId))
    .where(isNotNull(bookings.reviewTransactionId))
    .orderBy(desc(bookings.createdAt))
    .limit(limit);
  return rows.map(({ booking, product, buyerName, buyerEmail }) => ({
    bookingId: booking.id,
    productId: product.id,
    productName: product.name,
    buyerName,
    buyerEmail,
    amount: fromMinor(product.priceMinor),
    reason: booking.reviewReason,
    heldUntil: product.holdBookingId === booking.id ? (product.holdUntil?.toISOString() ?? null) : null,
  }));
}

async function bookingInReview(db: Db, bookingId: string) {
  const row = await loadBooking(db, bookingId);
  if (!row?.booking.reviewTransactionId) throw new Refusal('review-not-found');
  return { ...row, transactionId: row.booking.reviewTransactionId };
}

/** The admin accepts the payment: the sale is made as if it had not been flagged (or refunded if it can no longer be). */
export async function approveRiskCheck(db: Db, gateway: PaymentGateway, bookingId: string, terms: SaleTerms) {
  const { transactionId } = await bookingInReview(db, bookingId);
  return fulfilPayment(db, gateway, { bookingId, transactionId, reviewed: true }, terms);
}

/** The admin refuses the payment: it is refunded in full and the product is free for other buyers. */
export async function declineRiskCheck(db: Db, gateway: PaymentGateway, bookingId: string) {
  const { booking, product, transactionId } = await bookingInReview(db, bookingId);
  const intent = await gateway.retrieve(transactionId);
  if (!intent) throw new Refusal('gateway-unsure');
  try {
    // A sale recorded meanwhile (an approval racing this) is no longer the admin's to refuse.
    await refundPayment(db, gateway, { booking, product, intent, reason: 'review-declined' });
    throw new Refusal('booking-paid');
  } catch (error) {
    if (!(error instanceof Refusal && error.reason === 'payment-refunded')) throw error;
  }
  if (product.holdBookingId === booking.id) await releaseHolds(db, gateway, [product]);
}

/**
 * The Cron Trigger's part: reviews whose booking no longer holds the product (the hold ended, or
 * the booking was settled otherwise) are settled as fulfilment decides, which refunds them.
 */
export async function settleStaleRiskChecks(db: Db, gateway: PaymentGateway, terms: SaleTerms, now = Date.now()) {
  const stale = await db
    .select({ bookingId: bookings.id, transactionId: bookings.reviewTransactionId })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .where(
      and(
        isNotNull(bookings.reviewTransactionId),
        or(
          eq(bookings.paid, true),
          isNull(products.holdBookingId),
          ne(products.holdBookingId, bookings.id),
          isNull(products.holdUntil),
          lt(products.holdUntil, new Date(now)),
        ),
      ),
    )
    .orderBy(bookings.createdAt)
    .limit(50);
  let settled = 0;
  for (const { bookingId, transactionId } of stale) {
    try {
      await fulfilPayment(db, gateway, { bookingId, transactionId: transactionId!, reviewed: true }, terms);
      settled++;
    } catch (error) {
      if (error instanceof Refusal && error.reason === 'payment-refunded') settled++;
      // One review the gateway cannot answer now must not stop the others; it is asked again next run.
      else log('warn', 'stale_review_not_settled', { reason: error instanceof Refusal ? error.reason : 'error' });
    }
  }
  return settled;
}
