/**
 * Listings that stay fresh (issue 60): a listing stays on the public lists LISTING_DAYS after its
 * seller last said it is available (publishing or renewing it). The cron reminds the seller
 * EXPIRY_REMINDER_DAYS before, then takes a lapsed listing off every list (`expired_at`, part of
 * db/listed.ts's predicate) and ends its promotion; renewing it brings it back at once. Promotions
 * that ran their PROMOTION_DAYS end the same way.
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listedWhere } from '../db/listed';
import { notifications, products, type Product } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { notify, type NotificationEvent, type Notifier } from '../notifications';
import { EXPIRY_REMINDER_DAYS } from '../../shared/domain';
import { lastTwo, withPhotos } from './listing-life';
import { apiListingById } from './listing-queries';
import { findListing, photosOf, renewal } from './listing-writes';

const DAY_MS = 86_400_000;

/** Listings expired, and promotions ended, per statement of a run: a backlog clears over a few minutes. */
export const EXPIRE_BATCH = 500;
/** Sellers reminded per run, the soonest expiry first. */
export const REMIND_BATCH = 100;

/** Why a listing cannot be renewed (shared/refusals' variants of 'listing-not-renewable'), or null. */
const notRenewable = (product: Pick<Product, 'paid' | 'removedAt'> | null) =>
  !product || product.removedAt ? 'removed' : product.paid ? 'sold' : null;

/**
 * Its seller says the listing is still available: confirmed now, listed `listingDays` more, and
 * back on every list (and the search index) if it had expired. Allowed at any time while it is
 * neither sold nor removed. Answers the listing as the other writes of it do.
 */
export async function renewListing(db: Db, product: Product, listingDays: number, now = new Date()) {
  const refused = notRenewable(product);
  if (refused) throw new Refusal('listing-not-renewable', { params: { variant: refused } });
  // The write and the listing as it now reads, in one round trip.
  const [renewed, ...rest] = await db.batch([
    renewal(db, product.id, { listingDays, now }),
    apiListingById(db, product.id),
    photosOf(db, product.id),
  ]);
  if (renewed.length === 0) {
    // Sold or removed since the request read it.
    const variant = notRenewable(await findListing(db, product.id)) ?? 'removed';
    throw new Refusal('listing-not-renewable', { params: { variant } });
  }
  const [row, photoRows] = lastTwo(rest);
  return { acknowledged: true, matchedCount: 1, modifiedCount: 1, product: withPhotos(row, photoRows) };
}

/** Listed listings whose time ran out, the longest lapsed first (the listed expiry index's walk). */
export const dueToExpire = (db: Db, now: Date) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(and(listedWhere(products), lte(products.expiresAt, now)))
    .orderBy(asc(products.expiresAt))
    .limit(EXPIRE_BATCH);

/** Promotions whose days ran out (the promotion end index's walk). */
export const endedPromotions = (db: Db, now: Date) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.advertise, true), lte(products.advertisedUntil, now)))
    .limit(EXPIRE_BATCH);

/**
 * The cron's: takes listings whose time ran out off every list (their promotion ends with them),
 * and ends promotions that ran their time. Answers how many listings and promotions it changed.
 */
export async function expireListings(db: Db, now = new Date()) {
  const [expired, unpromoted] = await db.batch([
    db
      .update(products)
      .set({ expiredAt: now, advertise: false })
      .where(inArray(products.id, dueToExpire(db, now)))
      .returning({ id: products.id }),
    db
      .update(products)
      .set({ advertise: false })
      .where(inArray(products.id, endedPromotions(db, now)))
      .returning({ id: products.id }),
  ]);
  return expired.length + unpromoted.length;
}

/** The reminder's key: once per listing and expiry, so renewing it makes the next one a new reminder. */
export const reminderKey = (productId: string, expiresAt: Date) =>
  `listing-expiring:${productId}:${expiresAt.getTime()}`;

/**
 * Listed listings that expire within EXPIRY_REMINDER_DAYS and whose seller was not reminded of this
 * expiry yet, the soonest first: the listed expiry index's walk, with a look-up of the
 * notifications' (user, key) index for each.
 */
export function dueReminders(db: Db, now: Date) {
  // As `reminderKey` writes it: whole milliseconds (migration 0027 filled some expiries from a
  // fractional `created_at`, which a Date read truncates).
  const key = sql`'listing-expiring:' || ${products.id} || ':' || CAST(${products.expiresAt} AS INTEGER)`;
  return db
    .select({ id: products.id, sellerId: products.sellerId, name: products.name, expiresAt: products.expiresAt })
    .from(products)
    .where(
      and(
        listedWhere(products),
        gt(products.expiresAt, now),
        lte(products.expiresAt, new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS)),
        sql`NOT EXISTS (SELECT 1 FROM ${notifications} WHERE ${notifications.userId} = ${products.sellerId} AND ${notifications.key} = ${key})`,
      ),
    )
    .orderBy(asc(products.expiresAt))
    .limit(REMIND_BATCH);
}

/** Whole days left before `expiresAt`, at least 1: the reminder says "in N days". */
const daysLeft = (expiresAt: Date, now: Date) =>
  Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / DAY_MS));

/**
 * The cron's: asks the seller of each listed listing that expires within EXPIRY_REMINDER_DAYS
 * "Still available?", once per expiry, linking to their list where one tap renews it. At most
 * REMIND_BATCH a run, the soonest first; a listing already reminded of this expiry is passed over
 * in SQL, so the rest are reached on the next runs. Answers how many sellers it notified.
 */
export async function remindExpiring(notifier: Notifier, now = new Date()) {
  const rows = await dueReminders(notifier.db, now);
  const events = rows.map((row): NotificationEvent => ({
    userId: row.sellerId,
    kind: 'listing-expiring',
    key: reminderKey(row.id, row.expiresAt!),
    params: { product: row.name, days: daysLeft(row.expiresAt!, now) },
    link: `/dashboard/myproducts?renew=${encodeURIComponent(row.id)}`,
  }));
  return (await notify(notifier, events)).length;
}
