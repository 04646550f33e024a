/** Bookings: the server takes price, product and buyer from the database, never from the request. */
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { bound, insertedRow } from '../db/inserted-row';
import type { Db } from '../db/client';
import { bookings, payments, products, users } from '../db/schema';
import { receiptReference } from '../domain';
import { fromMinor } from '../lib/money';
import { Refusal } from '../lib/refusal';
import type { BookingInput } from '../schemas/orders';
import { formatPhone } from '../lib/phone-numbers';
import { productById } from './products';
import type { CurrentUser } from './users';

/**
 * Books a listed product for a buyer other than its seller, once; answers the booking's id. One
 * round trip: the insert takes price and seller from the product and checks it itself, and the
 * product read beside it says why it did not.
 */
export async function createBooking(db: Db, buyer: CurrentUser, input: BookingInput) {
  const id = crypto.randomUUID();
  const [inserted, [product]] = await db.batch([
    db
      .insert(bookings)
      .select(
        db
          .select(
            insertedRow(bookings, {
              id: bound(id),
              productId: products.id,
              buyerId: bound(buyer.id),
              sellerId: products.sellerId,
              phone: bound(input.phone),
              location: bound(input.location),
              priceMinor: products.priceMinor,
            }),
          )
          .from(products)
          .where(
            and(
              eq(products.id, input.productId),
              isNull(products.removedAt),
              eq(products.paid, false),
              ne(products.sellerId, buyer.id),
            ),
          ),
      )
      .onConflictDoNothing({ target: [bookings.buyerId, bookings.productId] })
      .returning({ id: bookings.id }),
    productById(db, input.productId),
  ]);
  if (inserted[0]) return id;
  if (!product) throw new Refusal('product-not-found');
  if (product.paid) throw new Refusal('product-sold');
  if (product.sellerId === buyer.id) throw new Refusal('own-product');
  throw new Refusal('already-booked');
}

const bookingColumns = {
  booking: bookings,
  product: products,
  buyerName: users.name,
  buyerEmail: users.email,
  paymentId: payments.id,
};

type BookingRow = {
  booking: typeof bookings.$inferSelect;
  product: typeof products.$inferSelect;
  buyerName: string;
  buyerEmail: string;
  paymentId: string | null;
};

/** docs/product.md's booking: productName, price, img, buyer and seller details, paid, date. */
function toApiBooking(row: BookingRow) {
  const { booking, product } = row;
  return {
    _id: booking.id,
    productId: product.id,
    productName: product.name,
    // The price to pay is the product's current price (it is what the payment charges).
    price: fromMinor(product.priceMinor),
    img: product.img,
    userName: row.buyerName,
    email: row.buyerEmail,
    phone: formatPhone(booking.phone),
    location: booking.location,
    paid: booking.paid,
    /** Settled at the meet-up: the seller marked the product sold to this buyer. */
    paidInPerson: booking.paidInPerson,
    /** A payment for this booking arrived when it no longer held the product, and was given back. */
    refunded: !booking.paid && booking.refundedAt !== null,
    refundReason: booking.paid ? null : booking.refundReason,
    productSold: product.paid,
    /** A payment went through but the gateway flagged it: an admin checks it before the sale. */
    inReview: !booking.paid && booking.reviewTransactionId !== null,
    /** The seller or an admin took the listing down: it can no longer be paid for. */
    productRemoved: product.removedAt !== null,
    date: booking.createdAt.toISOString(),
    /** A paid booking's receipt reference, short enough to read out (the payment's id, abridged). */
    receipt: row.paymentId ? receiptReference(row.paymentId) : null,
  };
}

export type ApiBooking = ReturnType<typeof toApiBooking>;

function joined(db: Db) {
  return (
    db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .innerJoin(users, eq(users.id, bookings.buyerId))
      // The sale, if any: one succeeded payment per booking (a unique index).
      .leftJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, 'succeeded')))
  );
}

/** A booking as its buyer, the product's seller or an admin may see it. */
export async function bookingFor(db: Db, id: string, reader: CurrentUser) {
  const row = await joined(db).where(eq(bookings.id, id)).get();
  if (!row) throw new Refusal('booking-not-found');
  const { buyerId, sellerId } = row.booking;
  if (buyerId !== reader.id && sellerId !== reader.id && reader.role !== 'admin') throw new Refusal('not-your-booking');
  return toApiBooking(row);
}

export async function listBuyerBookings(db: Db, buyerId: string) {
  const rows = await joined(db).where(eq(bookings.buyerId, buyerId)).orderBy(desc(bookings.createdAt));
  return rows.map(toApiBooking);
}

export async function listSellerBookings(db: Db, sellerId: string) {
  const rows = await joined(db).where(eq(bookings.sellerId, sellerId)).orderBy(desc(bookings.createdAt));
  return rows.map(toApiBooking);
}
