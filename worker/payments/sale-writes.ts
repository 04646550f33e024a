import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bound, insertedRow } from '../db/inserted-row';
import { bookings, payments, products, users, wishlistItems, type Booking } from '../db/schema';

/**
 * The writes that record a sale, for one `db.batch`: the payment row, written only if the product is
 * still unsold and listed, its seller not removed, and `still` holds, all read again inside the
 * batch; then the booking paid, the product sold and the buyer's wish-list item paid, each only if
 * that row was written. A sale is recorded whole or not at all, and the unique indexes on payments
 * refuse a second one for the product or the booking. Money paid online is held (Thanda Protect,
 * payments/protect.ts) until it is released to the seller or refunded. Last, the payment row read back: the batch's
 * own answer to whether the sale was written (no round trip of its own).
 */
export function saleWrites(
  db: Db,
  sale: {
    paymentId: string;
    transactionId: string;
    booking: Booking;
    productId: string;
    currency: string;
    gateway: string;
    /** Thanda's fee rate on this sale; the payment's amount is held until it is released. */
    feeBasisPoints: number;
    now: number;
    /** What else must still hold for the product (the hold, the price, the seller). */
    still: SQL[];
    /** More to set on the booking (how it was paid). */
    bookingChanges?: Partial<Booking>;
  },
) {
  const { paymentId, booking, now } = sale;
  const saleRecorded = sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.id} = ${paymentId})`;
  return [
    db.insert(payments).select(
      db
        .select(
          insertedRow(payments, {
            id: bound(paymentId),
            transactionId: bound(sale.transactionId),
            bookingId: bound(booking.id),
            productId: products.id,
            buyerId: bound(booking.buyerId),
            sellerId: products.sellerId,
            amountMinor: products.priceMinor,
            currency: bound(sale.currency),
            gateway: bound(sale.gateway),
            status: bound('succeeded'),
            // An in-person sale moved no money through Thanda: nothing is held for it.
            heldMinor: sale.gateway === 'in-person' ? bound(0) : products.priceMinor,
            feeBasisPoints: bound(sale.gateway === 'in-person' ? 0 : sale.feeBasisPoints),
            createdAt: bound(now),
          }),
        )
        .from(products)
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(
          and(
            eq(products.id, sale.productId),
            eq(products.paid, false),
            isNull(products.removedAt),
            isNull(users.deletedAt),
            ...sale.still,
          ),
        ),
    ),
    db
      .update(bookings)
      .set({ paid: true, paidAt: new Date(now), ...sale.bookingChanges })
      .where(and(eq(bookings.id, booking.id), saleRecorded)),
    db
      .update(products)
      .set({ paid: true, soldAt: new Date(now), advertise: false, holdBookingId: null, holdUntil: null })
      .where(and(eq(products.id, sale.productId), saleRecorded)),
    db
      .update(wishlistItems)
      .set({ paid: true })
      .where(
        and(eq(wishlistItems.buyerId, booking.buyerId), eq(wishlistItems.productId, sale.productId), saleRecorded),
      ),
    db.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)),
  ] as const;
}
