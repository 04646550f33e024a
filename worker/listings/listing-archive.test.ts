import { env, SELF } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import type { Db } from '../db/client';
import { archivedPhotos, archiveMonths, productPhotos, products } from '../db/schema';
import { sweepUnusedUploads } from '../images/image-uploads';
import { api, insertCategory, json, postListing, signedInUser, testDb, uploadedImage } from '../test/fixtures';
import { storeListing } from '../test/saved-searches';
import { book } from '../test/orders';
import { runScheduled } from '../scheduled';
import {
  ARCHIVE_LAPSED_DAYS,
  ARCHIVE_SOLD_DAYS,
  archiveKey,
  archiveListings,
  archivedRecord,
  type ArchivedRecord,
} from './listing-archive';

const DAY = 86_400_000;

/** A public page as a crawler gets it: the Worker over a stand-in of the SPA's index.html. */
async function pageHtml(path: string) {
  const shell =
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Thanda</title></head><body><div id="root"><main id="content"></main></div></body></html>';
  const assets = {
    fetch: async (input: Request) =>
      new URL(input.url).pathname === '/'
        ? new Response(shell, { headers: { 'Content-Type': 'text/html' } })
        : new Response('Not found', { status: 404 }),
  };
  const res = await app.request(`https://thanda.example${path}`, {}, { ...env, ASSETS: assets });
  expect(res.status).toBe(200);
  return res.text();
}
const MINUTE = 60_000;

const stored = async (id: string) => (await testDb().select().from(products).where(eq(products.id, id)))[0]!;
const daysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY);

/** Archives until nothing is due (each test leaves nothing due for the next). */
async function archiveAll(db: Db = testDb(), now = new Date(), batch?: number) {
  let total = 0;
  for (let done = -1; done !== 0; total += done) done = await archiveListings(db, env.ARCHIVE, now, batch);
  return total;
}

/** A seller's listing with two photos after its cover, posted through the API. */
async function listingWithPhotos() {
  const seller = await signedInUser('seller');
  const category = await insertCategory();
  const photos = [await uploadedImage(seller.auth), await uploadedImage(seller.auth)];
  const product = await postListing(seller, category.id, {
    name: 'General 2 Ton Split AC',
    about: 'Cools a 250 sq ft room in minutes; gas refilled in March.',
    location: 'Road 7, Dhanmondi, Dhaka',
    photos,
  });
  return { seller, category, product, photos };
}

const soldLongAgo = (id: string, days = ARCHIVE_SOLD_DAYS + 1) =>
  testDb()
    .update(products)
    .set({ paid: true, soldAt: daysAgo(days) })
    .where(eq(products.id, id));
const lapsedLongAgo = (id: string, days = ARCHIVE_LAPSED_DAYS + 1) =>
  testDb()
    .update(products)
    .set({ expiredAt: daysAgo(days) })
    .where(eq(products.id, id));

describe('archiving sold and lapsed listings', () => {
  it('moves a sale over 90 days old to R2 and its page still answers, sold, with its photos, price and specifications', async () => {
    const { product, photos } = await listingWithPhotos();
    const before = await (await api(`/listings/${product._id}`)).json<Record<string, unknown>>();
    await soldLongAgo(product._id);
    const sold = await (await api(`/listings/${product._id}`)).json<Record<string, unknown>>();

    expect(await archiveAll()).toBeGreaterThanOrEqual(1);

    const stub = await stored(product._id);
    expect(stub.archivedAt).not.toBeNull();
    // What left D1: the description, contact, place, search terms and the photos' rows.
    expect(stub).toMatchObject({ about: '', phone: '', location: '', searchTerms: [] });
    expect(await testDb().select().from(productPhotos).where(eq(productPhotos.productId, product._id))).toEqual([]);
    // What stays for the bookings, payments and the fair-price band.
    expect(stub).toMatchObject({
      paid: true,
      name: 'General 2 Ton Split AC',
      priceMinor: 350 * 100,
      purchaseYear: 2022,
    });

    const page = await api(`/listings/${product._id}`);
    expect(page.status).toBe(200);
    const answer = await page.json<Record<string, unknown>>();
    expect(answer).toEqual(sold);
    expect(answer).toMatchObject({
      status: 'sold',
      about: before.about,
      location: 'Road 7, Dhanmondi, Dhaka',
      photos: before.photos,
      price: 350,
      purchaseYear: 2022,
    });
    expect((answer.photos as string[]).map((url) => url.split('/').pop())).toEqual(
      photos.map((url) => url.split('/').pop()),
    );

    // The page a person (or a crawler) opens says it is sold.
    const html = await pageHtml(`/listing/${product._id}`);
    expect(html).toContain('General 2 Ton Split AC');
    expect(html).toContain('Cools a 250 sq ft room');
    expect(html).toContain('SoldOut');
  });

  it('writes each record as a line of the month object, at the bytes its stub names', async () => {
    const { product } = await listingWithPhotos();
    await soldLongAgo(product._id);
    const now = new Date();
    await archiveAll(testDb(), now);
    const stub = await stored(product._id);
    expect(stub.archiveMonth).toBe(now.toISOString().slice(0, 7));
    const object = await env.ARCHIVE.get(archiveKey(stub.archiveMonth!));
    const text = await object!.text();
    const [month] = await testDb().select().from(archiveMonths).where(eq(archiveMonths.month, stub.archiveMonth!));
    expect(new TextEncoder().encode(text).byteLength).toBe(month!.bytes);
    const line = new TextDecoder().decode(
      new TextEncoder().encode(text).slice(stub.archiveOffset!, stub.archiveOffset! + stub.archiveLength!),
    );
    const record = JSON.parse(line) as ArchivedRecord;
    expect(record.product).toMatchObject({ id: product._id, about: expect.stringContaining('250 sq ft') });
    expect(record.photos).toHaveLength(2);
    expect(await archivedRecord(env.ARCHIVE, stub)).toEqual(record);
  });

  it('archives a listing lapsed over 180 days, and leaves recent sales, recent lapses and listed ones', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const [lapsedLong, lapsedRecent, soldRecent, listed] = await Promise.all(
      [1, 2, 3, 4].map(() => postListing(seller, category.id)),
    );
    await lapsedLongAgo(lapsedLong!._id);
    await lapsedLongAgo(lapsedRecent!._id, ARCHIVE_LAPSED_DAYS - 1);
    await soldLongAgo(soldRecent!._id, ARCHIVE_SOLD_DAYS - 1);
    await archiveAll();
    expect((await stored(lapsedLong!._id)).archivedAt).not.toBeNull();
    for (const kept of [lapsedRecent!, soldRecent!, listed!]) expect((await stored(kept._id)).archivedAt).toBeNull();
    const page = await (await api(`/listings/${lapsedLong!._id}`)).json<{ status: string; about: string }>();
    expect(page).toMatchObject({ status: 'expired', about: 'Cools fast, serviced last month.' });
  });

  it('answers 410 to every change of an archived listing: booking, wish, conversation, renewal, edit, removal, promotion', async () => {
    const { seller, product } = await listingWithPhotos();
    await lapsedLongAgo(product._id);
    await archiveAll();
    const buyer = await signedInUser('buyer');
    const answers = [
      await book(buyer, product._id),
      await api('/wishlist', json({ productId: product._id }, buyer.auth)),
      await api('/conversations', json({ productId: product._id }, buyer.auth)),
      await api(`/products/${product._id}/renew`, { method: 'PUT', headers: seller.auth }),
      await api(`/product/${product._id}`, { ...json({ price: 300 }, seller.auth), method: 'PATCH' }),
      await api(`/product/${product._id}`, { method: 'DELETE', headers: seller.auth }),
      await api(`/advertise/${product._id}`, { method: 'PUT', headers: seller.auth }),
    ];
    for (const res of answers) {
      expect(res.status, await res.clone().text()).toBe(410);
      expect(await res.json()).toMatchObject({ reason: 'listing-archived' });
    }
    // The seller's own list says so, and offers nothing to change (the SPA reads `archived`).
    const mine = await (
      await api('/product/mine', { headers: seller.auth })
    ).json<{ _id: string; archived: boolean }[]>();
    expect(mine.find((item) => item._id === product._id)).toMatchObject({ archived: true });
    // Someone else is still told it is not theirs, before anything about the archive.
    const stranger = await signedInUser('seller');
    expect((await api(`/product/${product._id}`, { method: 'DELETE', headers: stranger.auth })).status).toBe(403);
    // Nothing changed.
    expect((await stored(product._id)).removedAt).toBeNull();
  });

  it('leaves archived listings out of the lists and the sitemap', async () => {
    const { product } = await listingWithPhotos();
    await soldLongAgo(product._id);
    await archiveAll();
    const all = await (await api('/allproduct')).json<{ _id: string }[]>();
    expect(all.map((item) => item._id)).not.toContain(product._id);
    const sitemap = await (await SELF.fetch('https://thanda.example/sitemaps/listings-1.xml')).text();
    expect(sitemap).not.toContain(product._id);
  });

  it('keeps an archived listing’s photos from the clean-up of unused uploads', async () => {
    const { product, photos } = await listingWithPhotos();
    await soldLongAgo(product._id);
    await archiveAll();
    const keys = photos.map((url) => url.split('/').pop()!);
    expect(
      (await testDb().select().from(archivedPhotos).where(inArray(archivedPhotos.imageKey, keys))).map(
        (r) => r.imageKey,
      ),
    ).toEqual(expect.arrayContaining(keys));
    await sweepUnusedUploads(testDb(), env.PHOTOS, Date.now() + 2 * DAY);
    for (const url of photos) expect((await SELF.fetch(new URL(url, 'https://thanda.example'))).status).toBe(200);
  });

  it('keeps archived sales in the fair-price band', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const year = 1993;
    const ids = await Promise.all(
      [20_000, 21_000, 22_000, 23_000, 24_000].map((taka) =>
        storeListing({
          sellerId: seller.user.id,
          categoryId: category.id,
          acType: 'split',
          purchaseYear: year,
          priceMinor: taka * 100,
        }),
      ),
    );
    for (const id of ids) await soldLongAgo(id);
    const ask = async () =>
      (
        await (
          await api(
            `/price-band?${new URLSearchParams({ type: 'split', tons: '1.5', inverter: 'true', year: String(year), condition: 'good' })}`,
          )
        ).json<{ band: { sales: number; medianMinor: number } }>()
      ).band;
    const before = await ask();
    await archiveAll();
    for (const id of ids) expect((await stored(id)).archivedAt).not.toBeNull();
    expect(await ask()).toEqual(before);
    expect(before).toMatchObject({ sales: 5, medianMinor: 22_000 * 100 });
  });

  it('runs from the minute cron, a small batch at a time', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const listings = await Promise.all([1, 2, 3].map(() => postListing(seller, category.id)));
    for (const listing of listings) await soldLongAgo(listing._id);
    expect(await archiveListings(testDb(), env.ARCHIVE, new Date(), 2)).toBe(2);
    await runScheduled('* * * * *', env);
    for (const listing of listings) expect((await stored(listing._id)).archivedAt).not.toBeNull();
  });
});

/**
 * A database and a bucket that stop answering after `lives` operations, as a Worker killed at that
 * point would: whatever it had not done, it never does (not even its clean-up).
 */
function dyingAfter(lives: number) {
  let left = lives;
  /** Counts the round trips (D1 batches, R2 calls); once dead, nothing else runs either. */
  const wrap = <T extends object>(target: T, trips: string[], others: string[]) =>
    new Proxy(target, {
      get(object, name, receiver) {
        const value = Reflect.get(object, name, receiver);
        if (typeof value !== 'function') return value;
        const trip = trips.includes(String(name));
        if (!trip && !others.includes(String(name))) return value.bind(object);
        return (...args: unknown[]) => {
          if (left <= 0 || (trip && left-- <= 0)) throw new Error('killed');
          return value.apply(object, args);
        };
      },
    });
  return {
    db: wrap(testDb(), ['batch'], ['update', 'insert', 'delete', 'select']),
    bucket: wrap(env.ARCHIVE, ['get', 'put'], []),
  };
}

describe('the archive when its run is killed', () => {
  it('loses nothing and duplicates nothing, wherever it stops', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    // Enough kill points to cover every step of a run: its reads, the lease, the photos, R2, the commit.
    for (let lives = 0; lives <= 6; lives++) {
      const listings = await Promise.all([1, 2, 3].map(() => postListing(seller, category.id)));
      for (const listing of listings) await soldLongAgo(listing._id);
      const at = Date.now();
      const dying = dyingAfter(lives);
      await archiveListings(dying.db as Db, dying.bucket, new Date(at)).catch((error: Error) => {
        if (error.message !== 'killed') throw error;
      });
      // The next runs, once a killed run's hold on the month has lapsed, finish the job.
      await archiveAll(testDb(), new Date(at + 6 * MINUTE));
      for (const listing of listings) {
        const stub = await stored(listing._id);
        expect(stub.archivedAt, `killed after ${lives}`).not.toBeNull();
        const record = await archivedRecord(env.ARCHIVE, stub);
        expect(record.product.id).toBe(listing._id);
        expect(record.product.about).toBe('Cools fast, serviced last month.');
      }
    }
    // The month's object is exactly its committed bytes, one line per record; no listing twice.
    const months = await testDb().select().from(archiveMonths);
    for (const month of months) {
      expect(month.writer).toBeNull();
      const text = await (await env.ARCHIVE.get(archiveKey(month.month)))!.text();
      expect(new TextEncoder().encode(text).byteLength).toBe(month.bytes);
      const ids = text
        .trimEnd()
        .split('\n')
        .map((line) => (JSON.parse(line) as ArchivedRecord).product.id);
      expect(ids).toHaveLength(month.records);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('lets one run at a time write a month: a second one waits for the first to finish or lapse', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const listing = await postListing(seller, category.id);
    await soldLongAgo(listing._id);
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    await testDb().insert(archiveMonths).values({ month }).onConflictDoNothing();
    await testDb()
      .update(archiveMonths)
      .set({ writer: 'another-run', writerUntil: new Date(now.getTime() + 5 * MINUTE) })
      .where(eq(archiveMonths.month, month));
    expect(await archiveListings(testDb(), env.ARCHIVE, now)).toBe(0);
    expect((await stored(listing._id)).archivedAt).toBeNull();
    expect(await archiveListings(testDb(), env.ARCHIVE, new Date(now.getTime() + 6 * MINUTE))).toBeGreaterThan(0);
    expect((await stored(listing._id)).archivedAt).not.toBeNull();
  });
});
