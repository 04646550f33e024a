/**
 * Taking money safely: a 15-minute hold per product while its buyer pays, and fulfilment only
 * after the gateway confirms the payment for this booking and this amount, written in one batch.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments, products, wishlistItems } from '../../db/schema';
import { fromMinor } from '../../lib/money';
import type { PaymentGateway } from './gateway';

export const HOLD_MINUTES = 15;

export type PaymentFailure = { ok: false; status: 402 | 404 | 409; message: string };

const SOLD: PaymentFailure = { ok: false, status: 409, message: 'Sorry, this product has already been sold.' };
const PAID: PaymentFailure = { ok: false, status: 409, message: 'This booking is already paid.' };

async function loadBooking(db: Db, bookingId: string) {
  return (
    (await db
      .select({ booking: bookings, product: products })
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(eq(bookings.id, bookingId))
      .get()) ?? null
  );
}

export async function bookingOwner(db: Db, bookingId: string) {
  const row = await db.select({ buyerId: bookings.buyerId }).from(bookings).where(eq(bookings.id, bookingId)).get();
  return row?.buyerId ?? null;
}

/** Reserves the product for this booking and starts a payment for its price from the database. */
export async function startPayment(db: Db, gateway: PaymentGateway, bookingId: string, currency: string) {
  const row = await loadBooking(db, bookingId);
  if (!row) return { ok: false, status: 404, message: 'No booking with that id.' } satisfies PaymentFailure;
  const { booking, product } = row;
  if (booking.paid) return PAID;
  if (product.paid || product.removedAt) return SOLD;

  const now = Date.now();
  const held = await db
    .update(products)
    .set({ holdBookingId: booking.id, holdUntil: new Date(now + HOLD_MINUTES * 60_000) })
    .where(
      and(
        eq(products.id, product.id),
        eq(products.paid, false),
        or(isNull(products.holdBookingId), eq(products.holdBookingId, booking.id), lt(products.holdUntil, new Date(now))),
      ),
    )
    .returning({ id: products.id });
  if (held.length === 0) {
    return {
      ok: false,
      status: 409,
      message: `Another buyer is paying for this product right now. Please try again in ${HOLD_MINUTES} minutes.`,
    } satisfies PaymentFailure;
  }

  const intent = await gateway.createIntent({
    amountMinor: product.priceMinor,
    currency,
    bookingId: booking.id,
    idempotencyKey: `booking-${booking.id}-${product.priceMinor}-${currency}`,
  });
  await db.update(bookings).set({ paymentIntentId: intent.id }).where(eq(bookings.id, booking.id));
  return { ok: true as const, clientSecret: intent.clientSecret, amount: fromMinor(product.priceMinor), currency, gateway: gateway.name };
}

/**
 * Records a payment the gateway confirms, marking booking, product (sold) and the buyer's wish
 * list item paid in one atomic batch. The same transaction id twice records one payment.
 */
export async function fulfilPayment(db: Db, gateway: PaymentGateway, input: { bookingId: string; transactionId: string }, currency: string) {
  const recorded = await db.select().from(payments).where(eq(payments.transactionId, input.transactionId)).get();
  if (recorded) {
    return recorded.bookingId === input.bookingId
      ? { ok: true as const, paymentId: recorded.id }
      : ({ ok: false, status: 409, message: 'That payment belongs to another booking.' } satisfies PaymentFailure);
  }
  const row = await loadBooking(db, input.bookingId);
  if (!row) return { ok: false, status: 404, message: 'No booking with that id.' } satisfies PaymentFailure;
  const { booking, product } = row;
  if (booking.paid) return PAID;

  const intent = await gateway.retrieve(input.transactionId);
  if (!intent || intent.status !== 'succeeded') {
    return { ok: false, status: 402, message: 'The payment has not gone through, so nothing was charged to this booking.' } satisfies PaymentFailure;
  }
  if (intent.bookingId !== booking.id || intent.amountMinor !== product.priceMinor || intent.currency !== currency) {
    return { ok: false, status: 409, message: 'That payment does not match this booking and its price.' } satisfies PaymentFailure;
  }
  if (product.paid) return SOLD;

  const now = new Date();
  const paymentId = crypto.randomUUID();
  try {
    await db.batch([
      db.insert(payments).values({
        id: paymentId,
        transactionId: input.transactionId,
        bookingId: booking.id,
        productId: product.id,
        buyerId: booking.buyerId,
        sellerId: product.sellerId,
        amountMinor: product.priceMinor,
        currency,
        gateway: gateway.name,
      }),
      db.update(bookings).set({ paid: true, paidAt: now }).where(eq(bookings.id, booking.id)),
      db
        .update(products)
        .set({ paid: true, soldAt: now, advertise: false, holdBookingId: null, holdUntil: null })
        .where(eq(products.id, product.id)),
      db
        .update(wishlistItems)
        .set({ paid: true })
        .where(and(eq(wishlistItems.buyerId, booking.buyerId), eq(wishlistItems.productId, product.id))),
    ]);
  } catch (error) {
    // A unique index refused the batch: a racing request recorded this payment, or sold the product.
    if (!String(error).includes('UNIQUE')) throw error;
    const again = await db.select().from(payments).where(eq(payments.transactionId, input.transactionId)).get();
    return again?.bookingId === booking.id ? { ok: true as const, paymentId: again.id } : SOLD;
  }
  return { ok: true as const, paymentId };
}
