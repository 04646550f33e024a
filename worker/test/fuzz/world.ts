/**
 * The data the fuzz test aims at (a seller's listing, a buyer's booking, wish and started payment),
 * callers that stay inside the rate limits, and a snapshot of everything those actors own, so a
 * test can prove a refused request wrote nothing.
 */
import { env } from 'cloudflare:test';
import { like, or, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  bookings,
  conversations,
  messages,
  payments,
  products,
  reports,
  savedSearches,
  users,
  webhookEvents,
  wishlistItems,
} from '../../db/schema';
import { api, insertCategory, json, listingInput, postListing, signedInUser, testDb, uploadedImage } from '../fixtures';
import { bookingId } from '../orders';

/** Webhook events the fuzz test signs carry ids with this prefix. */
export const FUZZ_EVENT_PREFIX = 'evt_fuzz_';

/** Calls per caller before a fresh one takes over: under WRITE_LIMITER's 60 a minute. */
export const WRITE_BUDGET = 50;

/** Hands out callers, a fresh one every `budget` calls, so a 429 never answers in place of validation. */
export function rotating<T>(make: (n: number) => Promise<T>, budget = WRITE_BUDGET) {
  let current: T | null = null;
  let used = 0;
  let made = 0;
  return async () => {
    if (current === null || used >= budget) {
      current = await make(made++);
      used = 0;
    }
    used++;
    return current;
  };
}

export async function fuzzWorld() {
  const actorIds = new Set<string>();
  const actor = async (role: 'buyer' | 'seller') => {
    const account = await signedInUser(role);
    actorIds.add(account.user.id);
    return account;
  };
  const seller = await actor('seller');
  const buyer = await actor('buyer');
  const admin = await signedInUser('admin', { email: 'chief@example.test' });
  const category = await insertCategory();
  const img = await uploadedImage(seller.auth);
  const product = await postListing(seller, category.id, { img });
  const booking = await bookingId(buyer, product._id);
  const wish = await api('/wishlist', json({ productId: product._id }, buyer.auth));
  const wishId = (await wish.json<{ insertedId: string }>()).insertedId;
  const intent = await api('/create-payment-intent', json({ bookingId: booking }, buyer.auth));
  const { clientSecret } = await intent.json<{ clientSecret: string }>();
  const conversation = await api('/conversations', json({ productId: product._id }, buyer.auth));
  const { conversationId } = await conversation.json<{ conversationId: string }>();
  const search = await api('/saved-searches', json({ name: 'Gree in Dhaka', filters: { q: 'gree' } }, buyer.auth));
  const savedSearchId = (await search.json<{ insertedId: string }>()).insertedId;
  return {
    seller,
    buyer,
    admin,
    category,
    product,
    bookingId: booking,
    wishId,
    clientSecret,
    conversationId,
    savedSearchId,
    /** A valid listing body for this world's seller. */
    listing: listingInput(category.id, img),
    actorIds,
    /** A fresh buyer or seller whose rows the snapshot covers. */
    actor,
  };
}

export type World = Awaited<ReturnType<typeof fuzzWorld>>;

/** `column IN ids` with one bound parameter (D1 takes at most 100 a query). */
const among = (column: SQLiteColumn, ids: string[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(ids)}))`;

/** Users that POST /users fuzzing might register: their e-mails end in this domain. */
export const FUZZ_IDENTITY_DOMAIN = 'identity.fuzz.test';

/**
 * Every row the world's actors own or could be made to own, and their user rows: two equal
 * snapshots mean nothing was written, not even half of a request.
 */
export async function snapshot(world: World) {
  const ids = [...world.actorIds];
  const db = testDb();
  const [own, booked, wished, paid, talks, said, reported, events, people, searches] = await Promise.all([
    db.select().from(products).where(among(products.sellerId, ids)).orderBy(products.id),
    db.select().from(bookings).where(among(bookings.buyerId, ids)).orderBy(bookings.id),
    db.select().from(wishlistItems).where(among(wishlistItems.buyerId, ids)).orderBy(wishlistItems.id),
    db.select().from(payments).where(among(payments.buyerId, ids)).orderBy(payments.id),
    db.select().from(conversations).where(among(conversations.buyerId, ids)).orderBy(conversations.id),
    db.select().from(messages).where(among(messages.senderId, ids)).orderBy(messages.id),
    db.select().from(reports).where(among(reports.reporterId, ids)).orderBy(reports.id),
    db
      .select()
      .from(webhookEvents)
      .where(like(webhookEvents.id, `${FUZZ_EVENT_PREFIX}%`))
      .orderBy(webhookEvents.id),
    db
      .select()
      .from(users)
      .where(
        or(
          among(users.id, [world.seller.user.id, world.buyer.user.id]),
          like(users.email, `%@${FUZZ_IDENTITY_DOMAIN}`),
        ),
      )
      .orderBy(users.id),
    db.select().from(savedSearches).where(among(savedSearches.userId, ids)).orderBy(savedSearches.id),
  ]);
  const images = await env.PHOTOS.list({ include: ['customMetadata'] });
  const uploads = images.objects
    .filter((object) => ids.includes(object.customMetadata?.uploadedBy ?? ''))
    .map((object) => object.key);
  return JSON.stringify({ own, booked, wished, paid, talks, said, reported, events, people, searches, uploads });
}
