import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notifications, products } from '../db/schema';
import type { QueueMessage } from '../notifications';
import { api, insertCategory, postListing, signedInUser, testDb } from '../test/fixtures';
import { listingForSale } from '../test/orders';
import { HOLDS_CRON, runScheduled } from '../scheduled';
import {
  dueReminders,
  dueToExpire,
  endedPromotions,
  expireListings,
  REMIND_BATCH,
  reminderKey,
  remindExpiring,
} from './listing-freshness';

const DAY = 86_400_000;

type Answer = { _id: string; status: string; confirmedAt: string | null; expiresAt: string | null };

const renew = (id: string, headers: Record<string, string> = {}) =>
  api(`/products/${id}/renew`, { method: 'PUT', headers });

const stored = async (id: string) => (await testDb().select().from(products).where(eq(products.id, id)))[0]!;

const ids = async (path: string) => (await (await api(path)).json<{ _id: string }[]>()).map((item) => item._id);

/** A queue that only counts what it was given: the delivery is the notifications consumer's. */
function countingQueue() {
  const sent: string[] = [];
  const queue = {
    send: vi.fn(),
    sendBatch: vi.fn(async (messages: Iterable<{ body: QueueMessage }>) => {
      for (const { body } of messages) if ('notificationId' in body) sent.push(body.notificationId);
    }),
  } as unknown as Queue<QueueMessage>;
  return { queue, sent };
}

describe('publishing a listing', () => {
  it('confirms it available now and lists it for LISTING_DAYS', async () => {
    const before = Date.now();
    const { product } = await listingForSale();
    const row = await stored(product._id);
    expect(row.confirmedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.confirmedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.expiresAt!.getTime() - row.confirmedAt!.getTime()).toBe(30 * DAY);
    expect(row.expiredAt).toBeNull();
    const page = await (await api(`/listings/${product._id}`)).json<Answer>();
    expect(page).toMatchObject({
      status: 'active',
      confirmedAt: row.confirmedAt!.toISOString(),
      expiresAt: row.expiresAt!.toISOString(),
    });
  });
});

describe('PUT /api/products/:id/renew', () => {
  it('lets its seller renew it at any time: confirmed now, listed LISTING_DAYS from now', async () => {
    const { seller, product } = await listingForSale();
    // As if published three weeks ago.
    const then = new Date(Date.now() - 21 * DAY);
    await testDb()
      .update(products)
      .set({ confirmedAt: then, expiresAt: new Date(then.getTime() + 30 * DAY) })
      .where(eq(products.id, product._id));
    const before = Date.now();
    const res = await renew(product._id, seller.auth);
    expect(res.status).toBe(200);
    const body = await res.json<{ acknowledged: boolean; modifiedCount: number; product: Answer }>();
    expect(body).toMatchObject({
      acknowledged: true,
      modifiedCount: 1,
      product: { _id: product._id, status: 'active' },
    });
    const row = await stored(product._id);
    expect(row.confirmedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.expiresAt!.getTime()).toBe(row.confirmedAt!.getTime() + 30 * DAY);
    expect(body.product.expiresAt).toBe(row.expiresAt!.toISOString());
  });

  it('refuses another seller and a buyer (403), an unknown listing (404) and no token (401)', async () => {
    const { product } = await listingForSale();
    const expiresAt = (await stored(product._id)).expiresAt;
    for (const role of ['seller', 'buyer'] as const) {
      const stranger = await signedInUser(role);
      const res = await renew(product._id, stranger.auth);
      expect(res.status, role).toBe(403);
      expect(await res.json(), role).toMatchObject({ reason: 'not-product-seller' });
    }
    expect((await renew('no-such-listing', (await signedInUser('seller')).auth)).status).toBe(404);
    expect((await renew(product._id)).status).toBe(401);
    expect((await stored(product._id)).expiresAt).toEqual(expiresAt);
  });

  it('refuses a sold or a deleted listing (409), saying which', async () => {
    const { seller, category, product } = await listingForSale();
    await api(`/product/${product._id}`, { method: 'PUT', headers: seller.auth });
    const sold = await renew(product._id, seller.auth);
    expect(sold.status).toBe(409);
    expect(await sold.json()).toMatchObject({
      reason: 'listing-not-renewable',
      params: { variant: 'sold' },
      message: 'This product is sold, so it cannot be renewed.',
    });

    // A listing someone wrote about stays in the database, removed, when its seller deletes it.
    const talkedAbout = await postListing(seller, category.id);
    const buyer = await signedInUser('buyer');
    await api('/conversations', {
      method: 'POST',
      headers: { ...buyer.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: talkedAbout._id }),
    });
    expect((await api(`/product/${talkedAbout._id}`, { method: 'DELETE', headers: seller.auth })).status).toBe(200);
    expect((await stored(talkedAbout._id)).removedAt).not.toBeNull();
    const removed = await renew(talkedAbout._id, seller.auth);
    expect(removed.status).toBe(409);
    expect(await removed.json()).toMatchObject({
      reason: 'listing-not-renewable',
      params: { variant: 'removed' },
      message: 'This listing was deleted, so it cannot be renewed.',
    });
  });
});

describe('expiring listings (the cron)', () => {
  it('takes a lapsed listing off the lists, the search and its page’s counts; renewing brings it back', async () => {
    const { seller, category, product } = await listingForSale();
    const name = String(product.name).split(' ')[0]!.toLowerCase();
    const lists = [
      '/allproduct?limit=100',
      `/products/${category.id}`,
      `/allproduct?q=${name}&limit=100`,
      `/allproduct?seller=${seller.user.id}`,
    ];
    for (const path of lists) expect(await ids(path), path).toContain(product._id);
    const expiresAt = (await stored(product._id)).expiresAt!;

    // A minute before its time nothing happens; once it has passed, it expires.
    await expireListings(testDb(), new Date(expiresAt.getTime() - 60_000));
    expect((await stored(product._id)).expiredAt).toBeNull();
    const now = new Date(expiresAt.getTime() + 60_000);
    expect(await expireListings(testDb(), now)).toBeGreaterThanOrEqual(1);
    expect((await stored(product._id)).expiredAt).toEqual(now);
    for (const path of lists) expect(await ids(path), path).not.toContain(product._id);
    const page = await (await api(`/listings/${product._id}`)).json<Answer & { seller: { activeListings: number } }>();
    expect(page.status).toBe('expired');
    expect(page.seller.activeListings).toBe(0);
    // Nobody can book it meanwhile.
    const buyer = await signedInUser('buyer');
    const booking = await api('/bookings', {
      method: 'POST',
      headers: { ...buyer.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: product._id, phone: '01911-223344', location: 'Dhanmondi 27, Dhaka' }),
    });
    expect(booking.status).toBe(409);
    expect(await booking.json()).toMatchObject({ reason: 'listing-expired' });
    // Its seller still has it, and is told it expired.
    const mine = await (await api('/product/mine', { headers: seller.auth })).json<Answer[]>();
    expect(mine.find((item) => item._id === product._id)?.status).toBe('expired');

    expect((await renew(product._id, seller.auth)).status).toBe(200);
    expect((await stored(product._id)).expiredAt).toBeNull();
    for (const path of lists) expect(await ids(path), path).toContain(product._id);
    expect((await (await api(`/listings/${product._id}`)).json<Answer>()).status).toBe('active');
  });

  it('ends a promotion whose days ran out, and an expired listing’s with it; advertising again renews it from now', async () => {
    const { seller, product } = await listingForSale();
    const advertise = () => api(`/advertise/${product._id}`, { method: 'PUT', headers: seller.auth });
    const before = Date.now();
    expect((await advertise()).status).toBe(200);
    const promoted = await stored(product._id);
    expect(promoted.advertise).toBe(true);
    expect(promoted.advertisedUntil!.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(promoted.advertisedUntil!.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect(await ids('/advertise')).toContain(product._id);
    const mine = await (await api('/product/mine', { headers: seller.auth })).json<{ advertisedUntil: string }[]>();
    expect(mine.map((item) => item.advertisedUntil)).toContain(promoted.advertisedUntil!.toISOString());

    // Advertising again while it runs renews it from now.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await advertise()).status).toBe(200);
    const renewed = (await stored(product._id)).advertisedUntil!;
    expect(renewed.getTime()).toBeGreaterThan(promoted.advertisedUntil!.getTime());

    // Its days over, the cron ends it: off the carousel, still listed.
    await expireListings(testDb(), new Date(renewed.getTime() + 60_000));
    expect((await stored(product._id)).advertise).toBe(false);
    expect(await ids('/advertise')).not.toContain(product._id);
    expect(await ids('/allproduct?limit=100')).toContain(product._id);

    // Bought again after it ended, it runs again; a listing that expires ends its promotion.
    expect((await advertise()).status).toBe(200);
    expect(await ids('/advertise')).toContain(product._id);
    const expiresAt = (await stored(product._id)).expiresAt!;
    await expireListings(testDb(), new Date(expiresAt.getTime() + 60_000));
    expect(await stored(product._id)).toMatchObject({ advertise: false });
    expect(await ids('/advertise')).not.toContain(product._id);
    // An expired listing is renewed before it is advertised.
    const refused = await advertise();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ reason: 'listing-expired-not-advertisable' });
  });
});

describe('the every-minute cron', () => {
  it('expires lapsed listings and reminds sellers of the ones about to lapse', async () => {
    const { seller, product: lapsed } = await listingForSale();
    const soon = await postListing(seller, (await insertCategory()).id);
    await testDb()
      .update(products)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(products.id, lapsed._id));
    await testDb()
      .update(products)
      .set({ expiresAt: new Date(Date.now() + 2 * DAY + 60_000) })
      .where(eq(products.id, soon._id));
    const { queue, sent } = countingQueue();
    await runScheduled(HOLDS_CRON, { ...env, NOTIFICATIONS: queue });
    expect((await stored(lapsed._id)).expiredAt).not.toBeNull();
    const reminders = await testDb().select().from(notifications).where(eq(notifications.userId, seller.user.id));
    // The lapsed one is not reminded of a time that already passed.
    expect(reminders).toEqual([expect.objectContaining({ params: { product: soon.name, days: 2 } })]);
    expect(sent).toEqual([reminders[0]!.id]);
  });
});

describe('reminding sellers of listings about to expire (the cron)', () => {
  it('asks "Still available?" once per expiry, not for listings far from it, and again after a renewal', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const soon = await postListing(seller, category.id, { name: 'Gree 1.5 Ton soon to expire' });
    const far = await postListing(seller, category.id, { name: 'Walton 1 Ton far from expiry' });
    const expiresAt = (await stored(soon._id)).expiresAt!;
    await testDb()
      .update(products)
      .set({ expiresAt: new Date(expiresAt.getTime() + 20 * DAY) })
      .where(eq(products.id, far._id));
    const mine = () =>
      testDb().select().from(notifications).where(eq(notifications.userId, seller.user.id)).orderBy(notifications.key);

    // Six days before: too early. Four and a half days before: reminded, in whole days left.
    const { queue, sent } = countingQueue();
    await remindExpiring({ db: testDb(), queue }, new Date(expiresAt.getTime() - 6 * DAY));
    expect(await mine()).toEqual([]);
    const now = new Date(expiresAt.getTime() - 4.5 * DAY);
    await remindExpiring({ db: testDb(), queue }, now);
    await remindExpiring({ db: testDb(), queue }, new Date(now.getTime() + 60_000));
    const reminded = await mine();
    expect(reminded).toEqual([
      expect.objectContaining({
        kind: 'listing-expiring',
        key: `listing-expiring:${soon._id}:${expiresAt.getTime()}`,
        params: { product: 'Gree 1.5 Ton soon to expire', days: 4 },
        link: `/dashboard/myproducts?renew=${soon._id}`,
      }),
    ]);
    expect(reminded[0]!.key).toBe(reminderKey(soon._id, expiresAt));
    // Delivered once: the second run found nothing new to send.
    expect(sent).toEqual([reminded[0]!.id]);

    // Renewed, it has a new expiry, and is reminded of that one in its turn.
    expect((await renew(soon._id, seller.auth)).status).toBe(200);
    const next = (await stored(soon._id)).expiresAt!;
    await remindExpiring({ db: testDb(), queue }, new Date(next.getTime() - 0.5 * DAY));
    const again = await testDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.user.id), eq(notifications.key, reminderKey(soon._id, next))));
    expect(again).toEqual([expect.objectContaining({ params: { product: soon.name, days: 1 } })]);
  });

  it('reminds at most REMIND_BATCH a run, soonest first, and reaches the rest on the next run', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const { img, imageKey, ...listing } = await stored((await postListing(seller, category.id))._id);
    const expiry = listing.expiresAt!.getTime();
    // Written straight into the table: more listings than a run reminds, expiring a minute apart.
    const rows = Array.from({ length: REMIND_BATCH + 1 }, (_, i) => ({
      ...listing,
      img,
      imageKey,
      id: `batch-${i}`,
      searchTerms: [],
      expiresAt: new Date(expiry + (i + 1) * 60_000),
    }));
    // One row a statement: D1 binds at most 100 values, and a product takes 37.
    for (const row of rows) await testDb().insert(products).values(row);
    const { queue } = countingQueue();
    const now = new Date(expiry - DAY);
    const reminded = async () =>
      (await testDb().select().from(notifications).where(eq(notifications.userId, seller.user.id))).map(
        (row) => row.key,
      );
    expect(await remindExpiring({ db: testDb(), queue }, now)).toBe(REMIND_BATCH);
    // The listing of the test and the 99 first of the batch; the last two wait for the next run.
    expect(await reminded()).not.toContain(reminderKey('batch-100', rows[100]!.expiresAt));
    expect(await remindExpiring({ db: testDb(), queue }, now)).toBe(2);
    expect((await reminded()).length).toBe(REMIND_BATCH + 2);
    expect(await remindExpiring({ db: testDb(), queue }, now)).toBe(0);
  });
});

describe("the cron's reads", () => {
  const plan = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
    const { sql, params } = query.toSQL();
    const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    return result.results.map((row) => row.detail).join(' | ');
  };

  it('walk their partial indexes, never the whole table', async () => {
    const now = new Date();
    expect(await plan(dueToExpire(testDb(), now))).toMatch(/SEARCH products USING INDEX products_listed_expiry_idx/);
    expect(await plan(endedPromotions(testDb(), now))).toMatch(
      /SEARCH products USING INDEX products_promotion_end_idx/,
    );
    const reminders = await plan(dueReminders(testDb(), now));
    expect(reminders).toMatch(/SEARCH products USING INDEX products_listed_expiry_idx/);
    expect(reminders).toMatch(/SEARCH notifications USING (COVERING )?INDEX notifications_user_key_unique/);
    expect(reminders).not.toMatch(/SCAN/);
  });
});
