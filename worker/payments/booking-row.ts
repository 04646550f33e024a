/** The booking as every payment step reads it: with its product, its seller and its buyer. */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { renamed, renamedColumns } from '../db/batch-columns';
import type { Db } from '../db/client';
import { bookings, products, users } from '../db/schema';
import { Refusal } from '../lib/refusal';

const sellers = alias(users, 'sellers');
const buyers = alias(users, 'buyers');

/**
 * A booking with its product, whether the product's seller was removed and whether its buyer is
 * suspended or removed, as a query that can join a batch (its columns renamed, as a batch needs).
 */
export const bookingRow = (db: Db, bookingId: string) =>
  db
    .select({
      booking: renamedColumns(bookings, 'booking_'),
      product: renamedColumns(products, 'product_'),
      sellerDeletedAt: renamed(sellers.deletedAt, 'seller_deleted_at'),
      buyer: {
        suspendedAt: renamed(buyers.suspendedAt, 'buyer_suspended_at'),
        suspendedUntil: renamed(buyers.suspendedUntil, 'buyer_suspended_until'),
        deletedAt: renamed(buyers.deletedAt, 'buyer_deleted_at'),
      },
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(buyers, eq(buyers.id, bookings.buyerId))
    // An id no booking can have is looked up as '' (nothing), not bound at any length.
    .where(eq(bookings.id, bookingId.length <= 64 ? bookingId : ''));

export type BookingRow = Awaited<ReturnType<typeof bookingRow>>[number];

export async function loadBooking(db: Db, bookingId: string): Promise<BookingRow | null> {
  return (await bookingRow(db, bookingId).get()) ?? null;
}

/** The booking with its product and seller, when this user is its buyer. */
export function buyersBooking(row: BookingRow | undefined, buyerId: string) {
  if (!row) throw new Refusal('booking-not-found');
  if (row.booking.buyerId !== buyerId) throw new Refusal('not-booking-buyer');
  return row;
}
