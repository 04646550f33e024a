/** Bookings: the server takes price, product and buyer from the database, never from the request. */
import { and, desc, eq, exists, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { dhakaDay } from '../lib/bangladesh-time';
import type { NotificationEvent } from '../notifications';
import { renamed } from '../db/batch-columns';
import { allowedWhere, isAllowed } from '../db/listed';
import { bound, insertedRow } from '../db/inserted-row';
import type { Db } from '../db/client';
import { bookings, payments, products, users } from '../db/schema';
import { receiptReference } from '../../shared/domain';
import { fromMinor } from '../../shared/money';
import { protectionOf } from '../../shared/protection';
import { Refusal } from '../lib/refusal';
import type { BookingInput } from '../../shared/schemas/orders';
import { formatPhone } from '../../shared/phone-numbers';
import { listingById } from '../listings';
import { bookingRow, openBookingOf, releaseHolds } from '../payments';
import type { PaymentGateway } from '../payments';
import { bookingStatus, cancellable } from '../db/states';
import { activeUser, readAsCaller, type Caller } from '../accounts';
import { activeUserById, refuseSuspended, unsuspendedUserById, userById } from '../accounts';

/**
 * Books a listed product for an active buyer other than its seller, once (booking it again after
 * cancelling reopens that booking); answers the booking's id.
 * One round trip: the caller's row, the insert (which takes price and seller from the product and
 * checks the product and the account itself), and the product read that says why nothing was written.
 */
export async function createBooking(db: Db, buyerId: string, admins: Set<string>, input: BookingInput) {
  const id = crypto.randomUUID();
  const [[buyer], inserted, [product]] = await db.batch([
    userById(db, buyerId),
    db
      .insert(bookings)
      .select(
        db
          .select(
            insertedRow(bookings, {
              id: bound(id),
              productId: products.id,
              buyerId: bound(buyerId),
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
              allowedWhere(products),
              // An expired listing waits for its seller to say it is still there (docs/decisions/028).
              isNull(products.expiredAt),
              ne(products.sellerId, buyerId),
              exists(unsuspendedUserById(db, buyerId)),
            ),
          ),
      )
      // A booking its buyer cancelled is reopened with the new details; any other stays as it is.
      .onConflictDoUpdate({
        target: [bookings.buyerId, bookings.productId],
        set: {
          cancelledAt: null,
          phone: sql`excluded.phone`,
          location: sql`excluded.location`,
          priceMinor: sql`excluded.price_minor`,
        },
        setWhere: isNotNull(bookings.cancelledAt),
      })
      .returning({ id: bookings.id }),
    listingById(db, input.productId),
  ]);
  refuseSuspended(activeUser(buyer, admins));
  if (inserted[0] && product) {
    // The seller hears of it once a day per booking: cancelling and booking again in a loop must
    // not flood their phone, nor use up their day's texts before a payment's.
    const notice: NotificationEvent = {
      userId: product.sellerId,
      kind: 'booking',
      key: `booking:${inserted[0].id}:${dhakaDay(new Date())}`,
      params: { name: buyer?.name ?? '', product: product.name },
      link: '/dashboard/mybuyers',
    };
    return { id: inserted[0].id, notice };
  }
  // A listing an admin holds back, or of a suspended seller, is not there for buyers.
  if (!product || !isAllowed(product)) throw new Refusal('product-not-found');
  if (product.archivedAt) throw new Refusal('listing-archived');
  if (product.paid) throw new Refusal('product-sold');
  if (product.sellerId === buyerId) throw new Refusal('own-product');
  if (product.expiredAt) throw new Refusal('listing-expired');
  throw new Refusal('already-booked');
}

// The joined tables' columns renamed: a booking shares many column names with its product, and
// these rows are read in a batch (db/batch-columns.ts).
const bookingColumns = {
  booking: bookings,
  product: {
    name: renamed(products.name, 'product_name'),
    priceMinor: renamed(products.priceMinor, 'product_price_minor'),
    img: renamed(products.img, 'product_img'),
    paid: renamed(products.paid, 'product_paid'),
    removedAt: renamed(products.removedAt, 'product_removed_at'),
    holdBookingId: renamed(products.holdBookingId, 'product_hold_booking_id'),
    holdUntil: renamed(products.holdUntil, 'product_hold_until'),
  },
  buyerName: renamed(users.name, 'buyer_name'),
  buyerEmail: renamed(users.email, 'buyer_email'),
  paymentId: renamed(payments.id, 'payment_id'),
  /** The sale's money under Thanda Protect (null columns without a sale). */
  payment: {
    gateway: renamed(payments.gateway, 'payment_gateway'),
    heldMinor: renamed(payments.heldMinor, 'payment_held_minor'),
    refundedMinor: renamed(payments.refundedMinor, 'payment_refunded_minor'),
    handedOverAt: renamed(payments.handedOverAt, 'payment_handed_over_at'),
    releaseDueAt: renamed(payments.releaseDueAt, 'payment_release_due_at'),
    receivedAt: renamed(payments.receivedAt, 'payment_received_at'),
    releasedAt: renamed(payments.releasedAt, 'payment_released_at'),
    disputedAt: renamed(payments.disputedAt, 'payment_disputed_at'),
    resolvedAt: renamed(payments.resolvedAt, 'payment_resolved_at'),
    resolution: renamed(payments.resolution, 'payment_resolution'),
  },
};

type BookingRow = {
  booking: typeof bookings.$inferSelect;
  product: Pick<
    typeof products.$inferSelect,
    'name' | 'priceMinor' | 'img' | 'paid' | 'removedAt' | 'holdBookingId' | 'holdUntil'
  >;
  buyerName: string;
  buyerEmail: string;
  paymentId: string | null;
  payment:
    | {
        [K in keyof ProtectedColumns]: ProtectedColumns[K] | null;
      }
    | null;
};

type ProtectedColumns = Pick<
  typeof payments.$inferSelect,
  | 'gateway'
  | 'heldMinor'
  | 'refundedMinor'
  | 'handedOverAt'
  | 'releaseDueAt'
  | 'receivedAt'
  | 'releasedAt'
  | 'disputedAt'
  | 'resolvedAt'
  | 'resolution'
>;

/** The sale's Thanda Protect state, when it was paid online. */
function protection(row: BookingRow) {
  const payment = row.payment;
  if (!row.paymentId || !payment?.gateway) return null;
  return protectionOf({
    ...payment,
    id: row.paymentId,
    gateway: payment.gateway,
    heldMinor: payment.heldMinor ?? 0,
    refundedMinor: payment.refundedMinor ?? 0,
  });
}

/** docs/product.md's booking: productName, price, img, buyer and seller details, paid, date. */
function toApiBooking(row: BookingRow) {
  const { booking, product } = row;
  return {
    _id: booking.id,
    productId: booking.productId,
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
    /** Its buyer confirmed the in-person sale (PUT /bookings/:id/purchase-confirmed): it lets them review the seller. */
    purchaseConfirmed: booking.purchaseConfirmedAt !== null,
    /** A payment for this booking arrived when it no longer held the product, and was given back. */
    refunded: !booking.paid && booking.refundedAt !== null,
    refundReason: booking.paid ? null : booking.refundReason,
    productSold: product.paid,
    /** A payment went through but the gateway flagged it: an admin checks it before the sale. */
    inReview: !booking.paid && booking.reviewTransactionId !== null,
    /** The seller or an admin took the listing down: it can no longer be paid for. */
    productRemoved: product.removedAt !== null,
    /** Its state (docs/architecture.md section 9), which the flags above spell out for the original client. */
    status: bookingStatus(booking, product),
    /** Its buyer may still call it off (PUT /bookings/:id/cancel). */
    cancellable: cancellable(booking, product),
    date: booking.createdAt.toISOString(),
    /** A paid booking's receipt reference, short enough to read out (the payment's id, abridged). */
    receipt: row.paymentId ? receiptReference(row.paymentId) : null,
    /** Thanda Protect: where the money paid online stands (held, handed over, disputed, released). */
    protection: protection(row),
  };
}

export type ApiBooking = ReturnType<typeof toApiBooking>;

/**
 * A booking as its seller sees it (the review of December 2026): the buyer's e-mail, phone and
 * place only while the booking is live. Once the buyer cancelled it, the record (who booked what,
 * when) stays, but not how to reach them.
 */
function toSellerBooking(row: BookingRow) {
  const booking = toApiBooking(row);
  if (!row.booking.cancelledAt) return booking;
  return { ...booking, email: null, phone: null, location: null };
}

export type SellerBooking = ReturnType<typeof toSellerBooking>;

/**
 * The buyer calls a booking off (docs/architecture.md section 9: requested or pending_payment → cancelled).
 * A paid booking, or one whose payment an admin is checking, cannot be; cancelling again changes
 * nothing. The product's hold for it ends at once and its payment intent is cancelled, so the
 * card form takes no money and other buyers can pay.
 */
export async function cancelBooking(
  db: Db,
  gateway: () => PaymentGateway,
  buyerId: string,
  admins: Set<string>,
  bookingId: string,
) {
  const now = new Date();
  const [[caller], cancelled, [row]] = await db.batch([
    userById(db, buyerId),
    db
      .update(bookings)
      // A hold under way ends now: booked again, the booking rests from here, not from its planned end.
      .set({ cancelledAt: now, lastHoldUntil: sql`min(${bookings.lastHoldUntil}, ${now.getTime()})` })
      // Only while the account lives: the batch writes before `activeUser` below can refuse.
      .where(and(openBookingOf(bookingId, buyerId), exists(activeUserById(db, buyerId))))
      .returning({ id: bookings.id }),
    bookingRow(db, bookingId),
  ]);
  // A suspension closes what starts trade, not what ends it (decision 015).
  activeUser(caller, admins);
  if (!row) throw new Refusal('booking-not-found');
  const { booking, product } = row;
  if (booking.buyerId !== buyerId) throw new Refusal('not-your-booking');
  if (cancelled.length === 0) {
    if (booking.cancelledAt) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
    if (booking.paid) throw new Refusal('booking-paid');
    throw new Refusal('payment-in-review');
  }
  if (product.holdBookingId === booking.id) await releaseHolds(db, gateway(), [product]);
  return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
}

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
export async function bookingFor(db: Db, caller: Caller, id: string) {
  const { user: reader, rows } = await readAsCaller(db, caller, {}, [joined(db).where(eq(bookings.id, id))]);
  const [row] = rows[0];
  if (!row) throw new Refusal('booking-not-found');
  const { buyerId, sellerId } = row.booking;
  if (buyerId === reader.id || reader.role === 'admin') return toApiBooking(row);
  if (sellerId === reader.id) return toSellerBooking(row);
  throw new Refusal('not-your-booking');
}

/** A buyer's bookings, newest first: a query that can join a batch, its rows read through `toApiBookings`. */
export const buyerBookings = (db: Db, buyerId: string) =>
  joined(db).where(eq(bookings.buyerId, buyerId)).orderBy(desc(bookings.createdAt));

/** The bookings of a seller's products, newest first, like `buyerBookings`. */
export const sellerBookings = (db: Db, sellerId: string) =>
  joined(db).where(eq(bookings.sellerId, sellerId)).orderBy(desc(bookings.createdAt));

export const toApiBookings = (rows: BookingRow[]) => rows.map(toApiBooking);

/** The seller's list of bookings on their listings (GET /mybuyers), read through `toSellerBooking`. */
export const toSellerBookings = (rows: BookingRow[]) => rows.map(toSellerBooking);

/** The buyer's own orders; `email`, where the original client names it, must be theirs. */
export async function myOrders(db: Db, caller: Caller, email: string | undefined) {
  const { user, rows } = await readAsCaller(db, caller, {}, [buyerBookings(db, caller.id)]);
  if (email && email !== user.email) throw new Refusal('not-your-list', { params: { variant: 'orders' } });
  return toApiBookings(rows[0]);
}

/** The seller's buyers: the bookings of their listings. */
export async function myBuyers(db: Db, caller: Caller) {
  const { rows } = await readAsCaller(db, caller, { role: 'seller' }, [sellerBookings(db, caller.id)]);
  return toSellerBookings(rows[0]);
}
