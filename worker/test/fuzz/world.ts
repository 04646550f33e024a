/**
 * The data the fuzz test aims at (a seller's listing, a buyer's booking, wish and started payment,
 * inspections at the steps their writes leave from), callers that stay inside the rate limits, and a
 * snapshot of everything those actors own, so a test can prove a refused request wrote nothing.
 */
import { env } from 'cloudflare:test';
import { eq, like, or, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  auditLog,
  bookings,
  conversations,
  inspectionSlots,
  inspections,
  payments,
  products,
  reports,
  savedSearches,
  users,
  webhookEvents,
  wishlistItems,
} from '../../db/schema';
import { api, insertCategory, json, listingInput, postListing, signedInUser, testDb, uploadedImage } from '../fixtures';
import { bookingId, type Account } from '../orders';
import { storedMessages } from '../conversations';

/** Webhook events the fuzz test signs carry ids with this prefix. */
export const FUZZ_EVENT_PREFIX = 'evt_fuzz_';

const HOUR = 3_600_000;
/** A time a seller can offer: whole minutes, some hours ahead of now. */
const ahead = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

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
  const inspection = await inspectionWorld(actor, {
    admin,
    seller,
    productId: product._id,
    categoryId: category.id,
  });
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
    inspection,
    /** A valid listing body for this world's seller. */
    listing: listingInput(category.id, img),
    actorIds,
    /** A fresh buyer or seller whose rows the snapshot covers. */
    actor,
  };
}

/** Answers a write's JSON, or throws with its status: the world is built only of writes that work. */
async function written<T>(res: Response, what: string) {
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return res.json<T>();
}

const put = (path: string, body: unknown, auth: Record<string, string>) =>
  api(path, { ...json(body, auth), method: 'PUT' });

/**
 * Inspected by Thanda, built through the API as people would: a technician, and listings with
 * times offered. The world's own listing has no inspection yet (anyone may ask for one); another
 * seller's listing has one scheduled (an admin may assign it), and a third has one paid for (its
 * seller may schedule it) beside a request still waiting for its fee (the demo card form pays it).
 */
async function inspectionWorld(
  actor: (role: 'buyer' | 'seller') => Promise<Account>,
  world: { admin: Account; seller: Account; productId: string; categoryId: string },
) {
  const [first, second] = [ahead(26), ahead(50)];
  const offer = async (seller: Account, productId: string) =>
    written(
      await put(`/products/${productId}/inspection-slots`, { slots: [first, second] }, seller.auth),
      'Offering times',
    );
  await offer(world.seller, world.productId);
  const technician = await actor('buyer');
  await written(await put(`/user/${technician.user.id}/technician`, {}, world.admin.auth), 'Making a technician');
  const seller = await actor('seller');
  const requester = await actor('buyer');
  const listing = async () => {
    const product = await postListing(seller, world.categoryId);
    await offer(seller, product._id);
    return product._id;
  };
  const ask = async (productId: string, slot: string) =>
    written<{ inspectionId: string; clientSecret: string }>(
      await api('/inspections', json({ productId, slot, phone: '01711-223344' }, requester.auth)),
      'Requesting an inspection',
    );
  const pay = async ({ inspectionId, clientSecret }: { inspectionId: string; clientSecret: string }) => {
    const card = { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    await written(await api(`/inspections/${inspectionId}/demo-card`, json(card, requester.auth)), 'Paying the fee');
    return inspectionId;
  };
  const scheduledId = await pay(await ask(await listing(), first));
  const visit = { address: 'House 12, Road 4, Dhanmondi', phone: '01811-000111' };
  await written(await put(`/inspections/${scheduledId}/schedule`, visit, seller.auth), 'Scheduling');
  const other = await listing();
  // Unpaid first: once one is paid for, the listing takes no other request.
  const unpaid = await ask(other, second);
  const requestedId = await pay(await ask(other, first));
  return {
    technician,
    /** The seller of the listings with an inspection on its way. */
    seller,
    /** Who asked for (and paid for) those inspections. */
    requester,
    /** A time offered on the world's own listing. */
    slot: first,
    /** An inspection waiting for its fee, with the demo card form's secret. */
    unpaid: { id: unpaid.inspectionId, clientSecret: unpaid.clientSecret },
    /** Paid for: its seller may schedule it. */
    requestedId,
    /** Scheduled: an admin may assign it a technician. */
    scheduledId,
    /** What the seller says of the visit. */
    visit,
  };
}

export type World = Awaited<ReturnType<typeof fuzzWorld>>;

/** `column IN ids` with one bound parameter (D1 takes at most 100 a query). */
const among = (column: SQLiteColumn, ids: string[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(ids)}))`;

/** What the actors said, in every conversation they take part in, as its Durable Object holds it. */
async function messagesOf(ids: string[]) {
  const talks = await testDb()
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(among(conversations.buyerId, ids), among(conversations.sellerId, ids)))
    .orderBy(conversations.id);
  const said = [];
  for (const { id } of talks) said.push(...(await storedMessages(id)).filter((m) => ids.includes(m.senderId)));
  return said;
}

/** Users that POST /users fuzzing might register: their e-mails end in this domain. */
export const FUZZ_IDENTITY_DOMAIN = 'identity.fuzz.test';

/**
 * Every row the world's actors own or could be made to own, and their user rows: two equal
 * snapshots mean nothing was written, not even half of a request.
 */
export async function snapshot(world: World) {
  const ids = [...world.actorIds];
  const db = testDb();
  // The messages first: a conversation's object may record in D1 that it took them (decision 036).
  const said = await messagesOf(ids);
  const [own, booked, wished, paid, talks, reported, events, people, searches, inspected, offered, audited] =
    await Promise.all([
      db.select().from(products).where(among(products.sellerId, ids)).orderBy(products.id),
      db.select().from(bookings).where(among(bookings.buyerId, ids)).orderBy(bookings.id),
      db.select().from(wishlistItems).where(among(wishlistItems.buyerId, ids)).orderBy(wishlistItems.id),
      db.select().from(payments).where(among(payments.buyerId, ids)).orderBy(payments.id),
      db.select().from(conversations).where(among(conversations.buyerId, ids)).orderBy(conversations.id),
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
            among(users.id, [world.seller.user.id, world.buyer.user.id, world.inspection.technician.user.id]),
            like(users.email, `%@${FUZZ_IDENTITY_DOMAIN}`),
          ),
        )
        .orderBy(users.id),
      db.select().from(savedSearches).where(among(savedSearches.userId, ids)).orderBy(savedSearches.id),
      db
        .select()
        .from(inspections)
        .where(
          or(
            among(inspections.requesterId, ids),
            among(inspections.sellerId, ids),
            among(inspections.technicianId, ids),
          ),
        )
        .orderBy(inspections.id),
      db
        .select({ slot: inspectionSlots })
        .from(inspectionSlots)
        .innerJoin(products, eq(products.id, inspectionSlots.productId))
        .where(among(products.sellerId, ids))
        .orderBy(inspectionSlots.productId, inspectionSlots.startsAt),
      // What the actors and the admin did, as the audit log keeps it (a refusal leaves no entry).
      db
        .select()
        .from(auditLog)
        .where(among(auditLog.adminId, [...ids, world.admin.user.id]))
        .orderBy(auditLog.id),
    ]);
  const images = await env.PHOTOS.list({ include: ['customMetadata'] });
  const uploads = images.objects
    .filter((object) => ids.includes(object.customMetadata?.uploadedBy ?? ''))
    .map((object) => object.key);
  return JSON.stringify({
    own,
    booked,
    wished,
    paid,
    talks,
    said,
    reported,
    events,
    people,
    searches,
    inspected,
    offered,
    audited,
    uploads,
  });
}
