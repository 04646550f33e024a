/**
 * The 15-minute hold on a product while its buyer pays (docs/decisions/007-identity-and-money.md):
 * taken in one conditional write that checks every hold rule (hold-rules.ts), counted against the
 * booking's rest and row of holds, and released when it lapses or its listing or seller goes.
 */
import { and, eq, exists, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, products, type Product } from '../db/schema';
import { unsuspendedUserById } from '../accounts';
import type { PaymentGateway } from './gateway';
import { DAY_MS, HOLD_MS, holdAllowedWhere, ownLiveHold, type HoldAsk } from './hold-rules';
import { cancelIntentOf } from './intents';

/**
 * The hold as one conditional write, answering the product's new end of hold (none when a rule
 * refused it). The booking's own live hold is kept as it is (asking again never extends it); a
 * lapsed or absent one is taken.
 */
export function takeHold(ask: HoldAsk) {
  const { db, bookingId, buyerId, now } = ask;
  const holdingBooking = db
    .select({ productId: bookings.productId })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), ...holdAllowedWhere('booking', ask)));
  return db
    .update(products)
    .set({
      holdBookingId: bookingId,
      holdUntil: sql`CASE WHEN ${ownLiveHold(ask)} THEN ${products.holdUntil} ELSE ${now + HOLD_MS} END`,
    })
    .where(
      and(
        inArray(products.id, holdingBooking),
        ...holdAllowedWhere('product', ask),
        // The buyer's own account: accounts' rule, refused from their row before any hold rule.
        exists(unsuspendedUserById(db, buyerId)),
      ),
    )
    .returning({ holdUntil: products.holdUntil });
}

/**
 * Starts the booking's rest and counts it in its row of holds when `takeHold`, just before it in
 * the same batch, took a new hold (the product is held by the booking until now + HOLD_MS): so a
 * request cut short after the hold still counts it. Asking again during a hold counts nothing; a
 * row starts again after a day without a hold.
 */
export function countNewHold({ db, bookingId, now }: HoldAsk) {
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
export function heldListingsOfUser(db: Db, userId: string) {
  const theirBooking = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, products.holdBookingId), eq(bookings.buyerId, userId)));
  return db
    .select({ id: products.id, holdBookingId: products.holdBookingId, holdUntil: products.holdUntil })
    .from(products)
    .where(and(isNotNull(products.holdBookingId), or(eq(products.sellerId, userId), exists(theirBooking))));
}
