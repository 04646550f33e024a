/**
 * Taking money safely (docs/decisions/007-identity-and-money.md): a 15-minute hold per product
 * while its buyer pays, and fulfilment only after the gateway confirms the payment for this
 * booking and this amount, written in one batch. A payment that arrives when its booking no longer
 * holds the product (the hold lapsed, the product was sold or removed, its seller was removed) is
 * refunded at once and recorded as refunded, with its reason: money never stays without a sale.
 */
import { allowedWhere, isAllowed } from '../db/listed';
import { and, eq, exists, gt, inArray, isNotNull, isNull, lt, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { renamed, renamedColumns } from '../db/batch-columns';
import type { Db } from '../db/client';
import { bound, insertedRow } from '../db/inserted-row';
import { HOLD_MINUTES, HOLDS_IN_ROW, REVIEW_HOURS } from '../../shared/domain';
import {
  bookings,
  payments,
  products,
  users,
  wishlistItems,
  type Booking,
  type Payment,
  type Product,
} from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { Refusal } from '../lib/refusal';
import { errorName, log } from '../lib/logger';
import { fromMinor } from '../../shared/money';
import type { DemoConfirmInput } from '../../shared/schemas/orders';
import { isHeld } from '../db/states';
import { activeUser } from '../accounts';
import { isSuspended, refuseSuspended, unsuspendedUserById, userById } from '../accounts';
import type { CheckoutContext, GatewayIntent, PaymentGateway } from './gateway';
import { refundMessage, refundReasons, type RefundReason } from './refund-reasons';

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

/** Why the product cannot be sold now, if it cannot: sold, removed, or held back by an admin. */
function unavailable(row: { product: Product; sellerDeletedAt: Date | null }): Refusal | null {
  if (row.product.paid) return new Refusal('product-sold');
  if (row.product.removedAt || row.sellerDeletedAt || !isAllowed(row.product)) return new Refusal('listing-gone');
  return null;
}

/** The booking with its product and seller, when this user is its buyer. */
function buyersBooking(row: BookingRow | undefined, buyerId: string) {
  if (!row) throw new Refusal('booking-not-found');
  if (row.booking.buyerId !== buyerId) throw new Refusal('not-booking-buyer');
  return row;
}

const HOLD_MS = HOLD_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The buyer's booking while it is still open: not paid, no payment waiting on an admin, not
 * cancelled. Paying for it and cancelling it both start here.
 */
export const openBookingOf = (bookingId: string, buyerId: string) =>
  and(
    eq(bookings.id, bookingId),
    eq(bookings.buyerId, buyerId),
    eq(bookings.paid, false),
    isNull(bookings.reviewTransactionId),
    isNull(bookings.cancelledAt),
  );

/**
 * The hold of `startPayment` as one conditional write. The booking's own live hold is kept as it is
 * (asking again never extends it); a lapsed or absent one is taken. After its hold ends a booking
 * waits as long again before it may hold the product anew, so nobody can keep a listing frozen by
 * asking every 15 minutes, and after HOLDS_IN_ROW holds in a row it waits a day, so neither can a
 * few accounts taking turns. A listing an admin holds back (or of a suspended seller) takes no new
 * payment; hiding or suspending ends the hold of one under way, which is refunded if it went through.
 */
function holdWrite(db: Db, bookingId: string, buyerId: string, now: number) {
  const ownLiveHold = and(eq(products.holdBookingId, bookingId), gt(products.holdUntil, new Date(now)));
  const payableBooking = db
    .select({ productId: bookings.productId })
    .from(bookings)
    .where(
      and(
        openBookingOf(bookingId, buyerId),
        or(
          isNull(bookings.lastHoldUntil),
          ownLiveHold,
          and(
            lte(bookings.lastHoldUntil, new Date(now - HOLD_MS)),
            or(lt(bookings.holdsInRow, HOLDS_IN_ROW), lte(bookings.lastHoldUntil, new Date(now - DAY_MS))),
          ),
        ),
      ),
    );
  const sellerActive = db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.id, products.sellerId), isNull(sellers.deletedAt)));
  return db
    .update(products)
    .set({
      holdBookingId: bookingId,
      holdUntil: sql`CASE WHEN ${ownLiveHold} THEN ${products.holdUntil} ELSE ${now + HOLD_MS} END`,
    })
    .where(
      and(
        inArray(products.id, payableBooking),
        eq(products.paid, false),
        isNull(products.removedAt),
        allowedWhere(products),
        or(
          isNull(products.holdBookingId),
          eq(products.holdBookingId, bookingId),
          lt(products.holdUntil, new Date(now)),
        ),
        exists(sellerActive),
        exists(unsuspendedUserById(db, buyerId)),
      ),
    )
    .returning({ holdUntil: products.holdUntil });
}

/**
 * Starts the booking's rest and counts it in its row of holds when `holdWrite`, just before it in
 * the same batch, took a new hold (the product is held by the booking until now + HOLD_MS): so a
 * request cut short after the hold still counts it. Asking again during a hold counts nothing; a
 * row starts again after a day without a hold.
 */
function countNewHold(db: Db, bookingId: string, now: number) {
  const holdUntil = new Date(now + HOLD_MS);
  const newHold = db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, bookings.productId),
        eq(products.holdBookingId, bookingId),
        eq(products.holdUntil, holdUntil),
      ),
    );
  return db
    .update(bookings)
    .set({
      lastHoldUntil: holdUntil,
      holdsInRow: sql`CASE WHEN ${bookings.lastHoldUntil} IS NULL OR ${bookings.lastHoldUntil} <= ${now - DAY_MS}
        THEN 1 ELSE ${bookings.holdsInRow} + 1 END`,
    })
    .where(and(eq(bookings.id, bookingId), exists(newHold)));
}

/** Refuses a booking that is no longer open to payment (`openBookingOf`), saying why. */
function refuseClosedBooking(booking: Booking) {
  if (booking.paid) throw new Refusal('booking-paid');
  if (booking.reviewTransactionId) throw new Refusal('payment-in-review');
  if (booking.cancelledAt) throw new Refusal('booking-cancelled');
}

/** Why `holdWrite` took no hold, from the booking as it stood just before it. */
function refuseHold(booked: BookingRow | undefined, buyerId: string, now: number): never {
  const row = buyersBooking(booked, buyerId);
  const { booking, product } = row;
  refuseClosedBooking(booking);
  const refusal = unavailable(row);
  if (refusal) throw refusal;
  if (!isAllowed(product)) throw new Refusal('listing-gone');
  const ownHold = product.holdBookingId === booking.id && isHeld(product, now);
  const lastHoldEnd = booking.lastHoldUntil?.getTime() ?? 0;
  // The day's wait first: the shorter rest would only lead to it.
  if (!ownHold && booking.holdsInRow >= HOLDS_IN_ROW && lastHoldEnd + DAY_MS > now)
    throw Refusal.until('hold-limit', new Date(lastHoldEnd + DAY_MS));
  if (!ownHold && lastHoldEnd + HOLD_MS > now) throw Refusal.until('hold-resting', new Date(lastHoldEnd + HOLD_MS));
  // Another buyer's hold ends within HOLD_MS unless they pay. One stretched for a payment under
  // review lasts until an admin decides: it has no time to give, and saying so would tell of it.
  const holdEnds = isHeld(product, now) ? product.holdUntil!.getTime() : 0;
  if (holdEnds > now && holdEnds - now <= HOLD_MS) throw Refusal.until('hold-taken', new Date(holdEnds));
  throw new Refusal('hold-taken');
}

/**
 * Reserves the product for its buyer's booking and starts a payment for its price from the
 * database; only the booking's buyer may, while their account is active and not suspended.
 * `origin` is where a hosted checkout sends the buyer back.
 *
 * The hold is taken in one round trip with the buyer's row and the booking as it stood: the hold's
 * own SQL checks every rule (`holdWrite`), so a race is decided by the write, and when it took
 * nothing the booking as it stood says why (`refuseHold`, the same rules in the same order).
 */
export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  buyerId: string,
  admins: Set<string>,
  bookingId: string,
  currency: string,
  origin: string,
) {
  const now = Date.now();
  const [[caller], [row], held] = await db.batch([
    userById(db, buyerId),
    bookingRow(db, bookingId),
    holdWrite(db, bookingId, buyerId, now),
    countNewHold(db, bookingId, now),
  ]);
  const buyer = activeUser(caller, admins);
  refuseSuspended(buyer);
  if (!row || held.length === 0) refuseHold(row, buyerId, now);
  const { booking, product } = row;
  const ownHold = product.holdBookingId === booking.id && isHeld(product, now);
  const holdUntil = held[0]!.holdUntil!;
  // A lapsed hold of another booking ends here: its intent must not take money any more.
  if (product.holdBookingId && product.holdBookingId !== booking.id)
    await cancelIntentOf(db, gateway, product.holdBookingId);

  let intent: Awaited<ReturnType<PaymentGateway['createIntent']>>;
  try {
    intent = await gateway.createIntent({
      amountMinor: product.priceMinor,
      currency,
      bookingId: booking.id,
      // One intent per hold: a new hold after a lapse gets a new intent, never the cancelled one.
      idempotencyKey: `booking-${booking.id}-hold-${holdUntil.getTime()}-${product.priceMinor}-${currency}`,
      expiresAt: holdUntil,
      checkout: checkoutOf(booking, product, buyer, origin),
    });
  } catch (error) {
    // A hold with no payment behind it would only keep other buyers out: a new one is given back.
    log('warn', 'payment_start_failed', {
      gateway: gateway.name,
      error: errorName(error),
    });
    if (!ownHold) {
      await releaseHolds(db, gateway, [{ id: product.id, holdBookingId: booking.id, holdUntil }]);
      // Nor does it count as the buyer's hold: the booking's rest and row are as they were.
      await db
        .update(bookings)
        .set({ lastHoldUntil: booking.lastHoldUntil, holdsInRow: booking.holdsInRow })
        .where(and(eq(bookings.id, booking.id), eq(bookings.lastHoldUntil, holdUntil)));
    }
    throw new Refusal('payment-start-failed');
  }
  if (booking.paymentIntentId && booking.paymentIntentId !== intent.id)
    await cancelQuietly(gateway, booking.paymentIntentId);
  const [recorded] = await db
    .update(bookings)
    .set({ paymentIntentId: intent.id })
    .where(openBookingOf(booking.id, buyerId))
    .returning({ id: bookings.id });
  // Cancelled (or sold at a meet-up) while the gateway was asked: the new intent must not take money.
  if (!recorded) {
    await cancelQuietly(gateway, intent.id);
    const closed = await loadBooking(db, booking.id);
    if (closed) refuseClosedBooking(closed.booking);
    throw new Refusal('booking-not-found');
  }
  return {
    clientSecret: intent.clientSecret,
    amount: fromMinor(product.priceMinor),
    currency,
    gateway: gateway.name,
    redirectUrl: intent.redirectUrl ?? null,
  };
}

function checkoutOf(
  booking: Booking,
  product: Product,
  buyer: { name: string; email: string },
  origin: string,
): CheckoutContext {
  return {
    origin,
    customer: { name: buyer.name, email: buyer.email, phone: booking.phone, address: booking.location },
    productName: product.name,
  };
}

/**
 * POST /api/demo-gateway/confirm: the card form of a gateway whose form is ours. The card takes
 * money only while the intent's booking still holds the product.
 */
export async function confirmCard(db: Db, gateway: PaymentGateway, input: DemoConfirmInput) {
  if (!gateway.confirmCard) throw new Refusal('demo-gateway-off');
  return gateway.confirmCard(input, (intent) => holdIsLive(db, intent));
}

/** Whether this intent's booking still holds its product. */
async function holdIsLive(db: Db, intent: { id: string; bookingId: string }) {
  const row = await loadBooking(db, intent.bookingId);
  if (!row || row.booking.paid || row.booking.paymentIntentId !== intent.id || unavailable(row)) return false;
  return row.product.holdBookingId === row.booking.id && isHeld(row.product);
}

async function cancelQuietly(gateway: PaymentGateway, intentId: string) {
  try {
    await gateway.cancel(intentId);
  } catch (error) {
    // The payment, if it still goes through, is refunded at fulfilment: money stays safe.
    log('warn', 'payment_cancel_failed', {
      gateway: gateway.name,
      error: errorName(error),
    });
  }
}

/** Cancels the intent a booking's hold was taken for, if any; a failure is logged (see cancelQuietly). */
export async function cancelIntentOf(db: Db, gateway: PaymentGateway, bookingId: string) {
  const row = await db
    .select({ intentId: bookings.paymentIntentId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  if (row?.intentId) await cancelQuietly(gateway, row.intentId);
}

/**
 * Ends the holds on these products (their listing or seller was removed, or the hold lapsed) and
 * cancels the intents that held them. A hold taken again in the meantime is left alone.
 */
export async function releaseHolds(
  db: Db,
  gateway: PaymentGateway,
  held: Pick<Product, 'id' | 'holdBookingId' | 'holdUntil'>[],
) {
  for (const product of held) {
    if (!product.holdBookingId || !product.holdUntil) continue;
    await cancelIntentOf(db, gateway, product.holdBookingId);
    await db
      .update(products)
      .set({ holdBookingId: null, holdUntil: null })
      .where(
        and(
          eq(products.id, product.id),
          eq(products.holdBookingId, product.holdBookingId),
          eq(products.holdUntil, product.holdUntil),
        ),
      );
  }
}

/** The Cron Trigger's part: holds that lapsed, oldest first, a bounded number per run. */
export async function lapseHolds(db: Db, gateway: PaymentGateway, now = Date.now(), limit = 100) {
  const lapsed = await db
    .select({ id: products.id, holdBookingId: products.holdBookingId, holdUntil: products.holdUntil })
    .from(products)
    .where(and(isNotNull(products.holdBookingId), lt(products.holdUntil, new Date(now))))
    .orderBy(products.holdUntil)
    .limit(limit);
  await releaseHolds(db, gateway, lapsed);
  return lapsed.length;
}

/**
 * Products with a hold, live or lapsed but not yet released, that a user takes part in: their own
 * listings, and the ones held for their bookings. Each has an intent to cancel.
 */
export function heldProductsOfUser(db: Db, userId: string) {
  const theirBooking = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, products.holdBookingId), eq(bookings.buyerId, userId)));
  return db
    .select({ id: products.id, holdBookingId: products.holdBookingId, holdUntil: products.holdUntil })
    .from(products)
    .where(and(isNotNull(products.holdBookingId), or(eq(products.sellerId, userId), exists(theirBooking))));
}

/** Why a payment that went through for this booking cannot make the sale, if it cannot. */
function refundReason(row: BookingRow, intent: GatewayIntent, currency: string, now: number): RefundReason | null {
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
  booking: Booking,
  product: Product,
  intent: GatewayIntent,
  reason: RefundReason,
): Promise<string> {
  const now = new Date();
  const text = refundReasons[reason];
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
    throw refundedRefusal(text);
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
  log('info', 'payment_refunded', { gateway: gateway.name, reason });
  const refunded = await completeRefund(db, gateway, { id, transactionId: intent.id, amountMinor: intent.amountMinor });
  throw refunded ? refundedRefusal(text) : new Refusal('payment-refunded', refundMessage(text, 'refunding'));
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

const refundedRefusal = (reason: string) => new Refusal('payment-refunded', refundMessage(reason, 'refunded'));

/**
 * What a transaction already recorded comes to: the id of its sale, or its refusal (refunded, or
 * another booking's); null when it is not recorded.
 */
async function answerRecorded(db: Db, transactionId: string, bookingId: string): Promise<string | null> {
  return answerOf(await recordedPayment(db, transactionId).get(), bookingId);
}

/** A transaction's payment record, as a query that can join a batch. */
const recordedPayment = (db: Db, transactionId: string) =>
  db.select().from(payments).where(eq(payments.transactionId, transactionId));

/** `answerRecorded` of a record already read. */
function answerOf(recorded: Payment | undefined, bookingId: string): string | null {
  if (!recorded) return null;
  if (recorded.bookingId !== bookingId) throw new Refusal('payment-other-booking');
  if (recorded.status === 'refunded') throw refundedRefusal(recorded.refundReason ?? '');
  return recorded.id;
}

/**
 * The writes that record a sale, for one `db.batch`: the payment row, written only if the product is
 * still unsold and listed, its seller not removed, and `still` holds, all read again inside the
 * batch; then the booking paid, the product sold and the buyer's wish-list item paid, each only if
 * that row was written. A sale is recorded whole or not at all, and the unique indexes on payments
 * refuse a second one for the product or the booking. Last, the payment row read back: the batch's
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

/**
 * Records a payment the gateway confirms, marking booking, product (sold) and the buyer's wish
 * list item paid in one atomic batch, or refunds it when its booking no longer holds the product.
 * The same transaction id twice records one payment (and refunds at most once). Answers the
 * payment's id. `buyerId` is the caller when the buyer reports the payment; the gateway's own
 * signed event has none. A payment the gateway flags for review waits for an admin (`reviewed`
 * once one accepted it): the product stays held for the booking meanwhile.
 */
export async function fulfilPayment(
  db: Db,
  gateway: PaymentGateway,
  input: { bookingId: string; transactionId: string; buyerId?: string; reviewed?: boolean },
  currency: string,
): Promise<string> {
  const [[row], [recorded]] = await db.batch(paymentState(db, input.bookingId, input.transactionId));
  return settlePayment(db, gateway, input, { row, recorded }, currency);
}

/**
 * What recording a payment starts from, as queries for one batch: the booking with its product and
 * seller, and the transaction's record if it has one.
 */
export const paymentState = (db: Db, bookingId: string, transactionId: string) =>
  [bookingRow(db, bookingId), recordedPayment(db, transactionId)] as const;

/** `fulfilPayment` from its `paymentState`, already read (beside the buyer's own row, by the route). */
export async function settlePayment(
  db: Db,
  gateway: PaymentGateway,
  input: { bookingId: string; transactionId: string; buyerId?: string; reviewed?: boolean },
  state: { row: BookingRow | undefined; recorded: Payment | undefined },
  currency: string,
): Promise<string> {
  const row = input.buyerId ? buyersBooking(state.row, input.buyerId) : state.row;
  if (!row) throw new Refusal('booking-not-found');
  const recorded = answerOf(state.recorded, input.bookingId);
  if (recorded) return recorded;
  const { booking, product } = row;

  const intent = await gateway.retrieve(input.transactionId);
  if (!intent || intent.status !== 'succeeded') {
    throw new Refusal(booking.paid ? 'booking-paid' : 'payment-not-through');
  }
  // Money that was not paid for this booking is not this booking's to keep or to give back.
  if (intent.bookingId !== booking.id) throw new Refusal('payment-mismatch');
  const reason = refundReason(row, intent, currency, Date.now());
  if (reason) return refundPayment(db, gateway, booking, product, intent, reason);
  if (intent.review && !input.reviewed) return holdForReview(db, gateway, row, intent, currency);

  const now = Date.now();
  const paymentId = crypto.randomUUID();
  // Every write of the sale is conditional on what the checks above read, read again inside the
  // batch: the hold is still this booking's and live, the product unsold, listed and at this
  // price, the seller not removed. If any changed in the meantime nothing is written, and the
  // payment is refunded.
  let sold: { id: string }[];
  try {
    [, , , , sold] = await db.batch(
      saleWrites(db, {
        paymentId,
        transactionId: intent.id,
        booking,
        productId: product.id,
        currency,
        gateway: gateway.name,
        now,
        still: [
          eq(products.holdBookingId, booking.id),
          sql`${products.holdUntil} > ${now}`,
          eq(products.priceMinor, intent.amountMinor),
          allowedWhere(products),
          exists(unsuspendedUserById(db, booking.buyerId)),
          // A cancel that lands after the checks above: the payment is refunded, not a sale.
          notExists(
            db
              .select({ id: bookings.id })
              .from(bookings)
              .where(and(eq(bookings.id, booking.id), isNotNull(bookings.cancelledAt))),
          ),
        ],
        bookingChanges: input.reviewed ? { reviewTransactionId: null, reviewReason: null } : undefined,
      }),
    );
  } catch (error) {
    // A unique index refused the batch: a racing request recorded this payment, or sold the product.
    if (!isUniqueViolation(error)) throw error;
    return (
      (await answerRecorded(db, intent.id, booking.id)) ?? refundPayment(db, gateway, booking, product, intent, 'sold')
    );
  }
  if (sold.length === 0) {
    const fresh = await loadBooking(db, booking.id);
    const reason = fresh ? (refundReason(fresh, intent, currency, Date.now()) ?? 'hold-lapsed') : 'removed';
    return refundPayment(db, gateway, booking, product, intent, reason);
  }
  return paymentId;
}

/**
 * Keeps a flagged payment for an admin to accept or refund: the product stays held for this
 * booking for up to REVIEW_HOURS, so nobody else buys it meanwhile. Recorded once: the same
 * notification again changes nothing. A hold that ended in the meantime refunds the payment.
 */
async function holdForReview(
  db: Db,
  gateway: PaymentGateway,
  row: { booking: Booking; product: Product },
  intent: GatewayIntent,
  currency: string,
): Promise<string> {
  const { booking, product } = row;
  if (booking.reviewTransactionId !== intent.id) {
    const now = Date.now();
    const until = new Date(now + REVIEW_HOURS * 3_600_000);
    const stillHeld = and(
      eq(products.id, product.id),
      eq(products.holdBookingId, booking.id),
      eq(products.paid, false),
      isNull(products.removedAt),
    );
    // One transaction: the booking is marked only while the product is still held for it, and the
    // hold is extended only for the booking so marked.
    const [, held] = await db.batch([
      db
        .update(bookings)
        .set({ reviewTransactionId: intent.id, reviewReason: intent.review })
        .where(
          and(
            eq(bookings.id, booking.id),
            eq(bookings.paid, false),
            isNull(bookings.reviewTransactionId),
            sql`EXISTS (SELECT 1 FROM ${products} WHERE ${and(stillHeld, sql`${products.holdUntil} > ${now}`)})`,
          ),
        ),
      db
        .update(products)
        .set({ holdUntil: until })
        .where(
          and(
            stillHeld,
            sql`EXISTS (SELECT 1 FROM ${bookings} WHERE ${and(eq(bookings.id, booking.id), eq(bookings.reviewTransactionId, intent.id))})`,
          ),
        )
        .returning({ id: products.id }),
    ]);
    if (held.length === 0) {
      const fresh = await loadBooking(db, booking.id);
      const reason = fresh ? (refundReason(fresh, intent, currency, Date.now()) ?? 'hold-lapsed') : 'removed';
      return refundPayment(db, gateway, booking, product, intent, reason);
    }
    log('info', 'payment_held_for_review', { gateway: gateway.name });
  }
  throw new Refusal('payment-in-review');
}
