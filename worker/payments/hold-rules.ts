/**
 * The rules of the 15-minute hold (docs/decisions/007-identity-and-money.md), each one entry with
 * its SQL and its refusal. The hold's write checks the SQL of all of them, so a race is decided by
 * the write; when it took nothing, the booking as it stood just before says why, by the same
 * entries in the same order (the order a refused buyer hears them in).
 */
import { and, eq, exists, gt, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { HOLD_MINUTES, HOLDS_IN_ROW } from '../../shared/domain';
import type { Db } from '../db/client';
import { allowedWhere, isAllowed } from '../db/listed';
import { bookings, products, users } from '../db/schema';
import { isHeld } from '../db/states';
import { Refusal, type RefusalReason } from '../lib/refusal';
import type { RefusalParams } from '../../shared/refusals';
import type { BookingRow } from './booking-row';

export const HOLD_MS = HOLD_MINUTES * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

const sellers = alias(users, 'sellers');

/** A buyer asking, at `now`, to hold their booking's product. */
export interface HoldAsk {
  db: Db;
  bookingId: string;
  buyerId: string;
  now: number;
}

interface HoldRule {
  /** What the buyer is told when this rule kept the hold from them. */
  reason: RefusalReason;
  /** The row `allows` reads: the booking, or the product the hold is written on. */
  on: 'booking' | 'product';
  /** The rule in SQL: true while it lets the hold be taken. */
  allows: (ask: HoldAsk) => SQL | undefined;
  /** The same rule of the booking as it stood: true when it kept the hold from being taken. */
  breaks: (row: BookingRow, ask: HoldAsk) => boolean;
  /** When its refusal lifts by itself, if it does (the body's `retryAt` and Retry-After). */
  lifts?: (row: BookingRow, ask: HoldAsk) => Date | null;
  /** What the refusal's text says of the wait, when it says more than its rule (shared/refusals/). */
  wait?: (lifts: Date, ask: HoldAsk) => RefusalParams;
}

/** The booking's own hold, still live: asking again keeps it as it is, and it owes no rest. */
export const ownLiveHold = ({ bookingId, now }: Pick<HoldAsk, 'bookingId' | 'now'>) =>
  and(eq(products.holdBookingId, bookingId), gt(products.holdUntil, new Date(now)));

/** `ownLiveHold` of a booking already read. */
export const isOwnLiveHold = ({ booking, product }: BookingRow, now: number) =>
  product.holdBookingId === booking.id && isHeld(product, now);

const lastHoldEnd = ({ booking }: BookingRow) => booking.lastHoldUntil?.getTime() ?? 0;

/** The booking is its caller's and open: not paid, no payment waiting on an admin, not cancelled. */
const openBookingRules = [
  {
    reason: 'not-booking-buyer',
    on: 'booking',
    allows: ({ buyerId }: Pick<HoldAsk, 'buyerId'>) => eq(bookings.buyerId, buyerId),
    breaks: ({ booking }: BookingRow, { buyerId }: Pick<HoldAsk, 'buyerId'>) => booking.buyerId !== buyerId,
  },
  {
    reason: 'booking-paid',
    on: 'booking',
    allows: () => eq(bookings.paid, false),
    breaks: ({ booking }: BookingRow) => booking.paid,
  },
  {
    reason: 'payment-in-review',
    on: 'booking',
    allows: () => isNull(bookings.reviewTransactionId),
    breaks: ({ booking }: BookingRow) => booking.reviewTransactionId !== null,
  },
  {
    reason: 'booking-cancelled',
    on: 'booking',
    allows: () => isNull(bookings.cancelledAt),
    breaks: ({ booking }: BookingRow) => booking.cancelledAt !== null,
  },
] as const satisfies readonly HoldRule[];

/**
 * The product can be sold: not sold already, not removed, its seller not removed, and not held
 * back by an admin (hidden, or of a suspended seller). Hiding or suspending also ends a hold
 * under way, whose payment is refunded if it went through.
 */
const listingRules = [
  {
    reason: 'product-sold',
    on: 'product',
    allows: () => eq(products.paid, false),
    breaks: ({ product }: BookingRow) => product.paid,
  },
  {
    reason: 'listing-gone',
    on: 'product',
    allows: ({ db }: Pick<HoldAsk, 'db'>) =>
      and(
        isNull(products.removedAt),
        allowedWhere(products),
        exists(
          db
            .select({ id: sellers.id })
            .from(sellers)
            .where(and(eq(sellers.id, products.sellerId), isNull(sellers.deletedAt))),
        ),
      ),
    breaks: ({ product, sellerDeletedAt }: BookingRow) =>
      product.removedAt !== null || sellerDeletedAt !== null || !isAllowed(product),
  },
] as const satisfies readonly HoldRule[];

/**
 * Another booking's live hold keeps the product. It ends within HOLD_MS unless its buyer pays; one
 * stretched for a payment under review lasts until an admin decides, so it has no time to give
 * (and giving one would tell of the review).
 */
const holdTaken: HoldRule = {
  reason: 'hold-taken',
  on: 'product',
  allows: ({ bookingId, now }) =>
    or(isNull(products.holdBookingId), eq(products.holdBookingId, bookingId), lt(products.holdUntil, new Date(now))),
  breaks: ({ booking, product }, { now }) => product.holdBookingId !== booking.id && isHeld(product, now),
  lifts: ({ product }, { now }) => {
    const ends = isHeld(product, now) ? product.holdUntil!.getTime() : 0;
    return ends > now && ends - now <= HOLD_MS ? new Date(ends) : null;
  },
  // The other buyer's minutes left, whole and at least one: "try again in 4 minutes".
  wait: (lifts, { now }) => ({ variant: 'wait', minutes: Math.max(1, Math.ceil((lifts.getTime() - now) / 60_000)) }),
};

/**
 * The rules a buyer's hold must pass, in the order a refused buyer hears them. After its hold ends
 * a booking rests as long again before it may hold the product anew, so nobody keeps a listing
 * frozen by asking every 15 minutes; after HOLDS_IN_ROW holds in a row it waits a day, so neither
 * can a few accounts taking turns (the day's wait comes first: the shorter rest would only lead
 * to it).
 */
const holdRules: readonly HoldRule[] = [
  ...openBookingRules,
  ...listingRules,
  {
    reason: 'hold-limit',
    on: 'booking',
    allows: (ask) =>
      or(
        ownLiveHold(ask),
        isNull(bookings.lastHoldUntil),
        lt(bookings.holdsInRow, HOLDS_IN_ROW),
        lte(bookings.lastHoldUntil, new Date(ask.now - DAY_MS)),
      ),
    breaks: (row, { now }) =>
      !isOwnLiveHold(row, now) && row.booking.holdsInRow >= HOLDS_IN_ROW && lastHoldEnd(row) + DAY_MS > now,
    lifts: (row) => new Date(lastHoldEnd(row) + DAY_MS),
  },
  {
    reason: 'hold-resting',
    on: 'booking',
    allows: (ask) =>
      or(ownLiveHold(ask), isNull(bookings.lastHoldUntil), lte(bookings.lastHoldUntil, new Date(ask.now - HOLD_MS))),
    breaks: (row, { now }) => !isOwnLiveHold(row, now) && lastHoldEnd(row) + HOLD_MS > now,
    lifts: (row) => new Date(lastHoldEnd(row) + HOLD_MS),
  },
  holdTaken,
];

/** The SQL of the hold rules that read `on`'s row, for the hold's write to require all of. */
export const holdAllowedWhere = (on: HoldRule['on'], ask: HoldAsk) =>
  holdRules.filter((rule) => rule.on === on).map((rule) => rule.allows(ask));

function refusalOf(rule: HoldRule, row: BookingRow, ask: HoldAsk) {
  const lifts = rule.lifts?.(row, ask);
  return lifts ? Refusal.until(rule.reason, lifts, rule.wait?.(lifts, ask)) : new Refusal(rule.reason);
}

/** Why the hold's write took nothing, from the booking as it stood just before it. */
export function refuseHold(row: BookingRow | undefined, ask: HoldAsk): never {
  // The write is keyed by the booking's id: with no such booking there is no rule to tell of.
  if (!row) throw new Refusal('booking-not-found');
  // Breaking none, the row and the write differ only on a hold ending this very millisecond.
  throw refusalOf(holdRules.find((rule) => rule.breaks(row, ask)) ?? holdTaken, row, ask);
}

/**
 * The buyer's booking while it is still open (`openBookingRules`). Paying for it and cancelling
 * it both start here.
 */
export const openBookingOf = (bookingId: string, buyerId: string) =>
  and(eq(bookings.id, bookingId), ...openBookingRules.map((rule) => rule.allows({ buyerId })));

/** Refuses a booking no longer open to this buyer's payment (`openBookingOf`), saying why. */
export function refuseClosedBooking(row: BookingRow, buyerId: string) {
  const broken = openBookingRules.find((rule) => rule.breaks(row, { buyerId }));
  if (broken) throw new Refusal(broken.reason);
}

/** Whether the product can still be sold, by the listing's hold rules. */
export const forSale = (row: BookingRow) => !listingRules.some((rule) => rule.breaks(row));
