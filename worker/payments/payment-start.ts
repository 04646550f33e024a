/**
 * Starting a payment (docs/decisions/007-identity-and-money.md): the product is held for the
 * buyer's booking, then the gateway is asked for an intent for its price from the database, good
 * until the hold ends.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, type Booking, type Product } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { errorName, log } from '../lib/logger';
import { fromMinor } from '../../shared/money';
import { activeUser, refuseSuspended, userById } from '../accounts';
import { bookingRow, loadBooking } from './booking-row';
import type { CheckoutContext, PaymentGateway } from './gateway';
import { isOwnLiveHold, openBookingOf, refuseClosedBooking, refuseHold } from './hold-rules';
import { countNewHold, releaseHolds, takeHold } from './holds';
import { cancelIntentOf, cancelQuietly } from './intents';

/**
 * Reserves the product for its buyer's booking and starts a payment for its price from the
 * database; only the booking's buyer may, while their account is active and not suspended.
 * `origin` is where a hosted checkout sends the buyer back.
 *
 * The hold is taken in one round trip with the buyer's row and the booking as it stood: the hold's
 * own SQL checks every rule, so a race is decided by the write, and when it took nothing the
 * booking as it stood says why (`refuseHold`, from the same rules).
 */
export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  request: { buyerId: string; admins: Set<string>; bookingId: string; currency: string; origin: string },
) {
  const { buyerId, bookingId, currency } = request;
  const ask = { db, bookingId, buyerId, now: Date.now() };
  const [[caller], [row], held] = await db.batch([
    userById(db, buyerId),
    bookingRow(db, bookingId),
    takeHold(ask),
    countNewHold(ask),
  ]);
  const buyer = activeUser(caller, request.admins);
  refuseSuspended(buyer);
  if (!row || held.length === 0) refuseHold(row, ask);
  const { booking, product } = row;
  const ownHold = isOwnLiveHold(row, ask.now);
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
      checkout: checkoutOf(booking, product, buyer, request.origin),
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
    if (closed) refuseClosedBooking(closed, buyerId);
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
