/**
 * Pay in person (issue 15): a buyer who settles at the meet-up pays the seller directly, and the
 * seller marks the product "Sold to this buyer" from My Buyers. No money moves through Thanda and
 * no hold is taken; the seller's action is the proof. It is recorded as a payment through the
 * `in-person` gateway, so every paid booking keeps its payment and a product is sold at most once
 * (the unique indexes of decision 007).
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments, products, users, wishlistItems } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { Refusal } from '../../lib/refusal';
import type { CurrentUser } from '../users';
import { isHeld, loadBooking } from './fulfilment';

/** The transaction reference of a booking's in-person sale: one per booking, so a repeat is the same sale. */
const inPersonReference = (bookingId: string) => `in-person:${bookingId}`;

async function recordedSale(db: Db, bookingId: string) {
  const row = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.transactionId, inPersonReference(bookingId)))
    .get();
  return row?.id ?? null;
}

/** Marks the booking's product sold to its buyer, paid in person; answers the payment record's id. */
export async function sellInPerson(db: Db, bookingId: string, seller: CurrentUser, currency: string) {
  const row = await loadBooking(db, bookingId);
  if (!row) throw new Refusal('booking-not-found');
  const { booking, product } = row;
  if (product.sellerId !== seller.id) throw new Refusal('not-product-seller');
  if (booking.paidInPerson) return (await recordedSale(db, booking.id))!;
  if (booking.paid || product.paid) throw new Refusal('product-sold');
  if (product.removedAt) throw new Refusal('listing-gone');
  // Another buyer's card payment is under way: it ends (or goes through) within the hold.
  if (isHeld(product) && product.holdBookingId !== booking.id) throw new Refusal('listing-held');

  const now = Date.now();
  const paymentId = crypto.randomUUID();
  const value = <T>(v: T) => sql<T>`${v}`;
  const saleRecorded = sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.id} = ${paymentId})`;
  try {
    // As for a card payment, every write is conditional on the product still being this seller's,
    // unsold, listed and not held for another booking, read again inside the batch.
    await db.batch([
      db.insert(payments).select(
        db
          .select({
            id: value(paymentId).as('id'),
            transactionId: value(inPersonReference(booking.id)).as('transaction_id'),
            bookingId: value(booking.id).as('booking_id'),
            productId: products.id,
            buyerId: value(booking.buyerId).as('buyer_id'),
            sellerId: products.sellerId,
            amountMinor: products.priceMinor,
            currency: value(currency).as('currency'),
            gateway: value('in-person').as('gateway'),
            status: value('succeeded').as('status'),
            refundReason: sql<null>`NULL`.as('refund_reason'),
            refundId: sql<null>`NULL`.as('refund_id'),
            refundedAt: sql<null>`NULL`.as('refunded_at'),
            createdAt: value(now).as('created_at'),
          })
          .from(products)
          .innerJoin(users, eq(users.id, products.sellerId))
          .where(
            and(
              eq(products.id, product.id),
              eq(products.sellerId, seller.id),
              eq(products.paid, false),
              isNull(products.removedAt),
              or(
                isNull(products.holdUntil),
                lte(products.holdUntil, new Date(now)),
                eq(products.holdBookingId, booking.id),
              ),
              isNull(users.deletedAt),
            ),
          ),
      ),
      db
        .update(bookings)
        .set({ paid: true, paidAt: new Date(now), paidInPerson: true })
        .where(and(eq(bookings.id, booking.id), saleRecorded)),
      db
        .update(products)
        .set({ paid: true, soldAt: new Date(now), advertise: false, holdBookingId: null, holdUntil: null })
        .where(and(eq(products.id, product.id), saleRecorded)),
      db
        .update(wishlistItems)
        .set({ paid: true })
        .where(and(eq(wishlistItems.buyerId, booking.buyerId), eq(wishlistItems.productId, product.id), saleRecorded)),
    ]);
  } catch (error) {
    // A unique index refused it: this sale was recorded by a repeat, or the product sold meanwhile.
    if (!isUniqueViolation(error)) throw error;
    const repeat = await recordedSale(db, booking.id);
    if (repeat) return repeat;
    throw new Refusal('product-sold');
  }
  const recorded = await recordedSale(db, booking.id);
  if (recorded) return recorded;
  // Nothing was written: what changed between the checks and the batch says why.
  const fresh = await loadBooking(db, booking.id);
  if (!fresh || fresh.product.removedAt || fresh.sellerDeletedAt) throw new Refusal('listing-gone');
  if (fresh.product.paid) throw new Refusal('product-sold');
  throw new Refusal('listing-held');
}
