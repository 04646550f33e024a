import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { products, savedSearches, savedSearchMatches, users } from '../db/schema';
import { insertCategory, signedInUser, testDb } from '../test/fixtures';
import {
  recordingNotifier,
  savedSearchNotifications,
  savedSearchRow,
  storeListing,
  storeSavedSearch,
} from '../test/saved-searches';
import { candidatePage, CANDIDATES_PER_PAGE, matchNewListing } from './matching';
import { searchKeys } from './search-keys';

/** A seller with a category, a buyer, and a listing of theirs to match: Dhaka, 1.5 tons, inverter, 300 taka. */
async function market() {
  const seller = await signedInUser('seller');
  const buyer = await signedInUser('buyer');
  const category = await insertCategory();
  const list = (facts: Partial<Parameters<typeof storeListing>[0]> = {}) =>
    storeListing({ sellerId: seller.user.id, categoryId: category.id, ...facts });
  return { seller, buyer, category, list };
}

describe('matching a new listing against saved searches', () => {
  // A test file shares its storage: each test starts with no saved searches but its own.
  beforeEach(async () => {
    await testDb().delete(savedSearchMatches);
    await testDb().delete(savedSearches);
  });

  it('notifies an instant search once, linking to the listing, however often the listing is matched', async () => {
    const { buyer, category, list } = await market();
    const search = await storeSavedSearch(buyer.user.id, {
      category: category.id,
      district: 'dhaka',
      tons: '1.5',
      inverter: 'yes',
      maxPrice: '400',
      q: 'gree',
      location: 'mirpur',
    });
    const productId = await list();
    const notifier = recordingNotifier();

    expect(await matchNewListing(notifier, productId)).toBe(1);
    expect(await matchNewListing(notifier, productId)).toBe(1);

    const rows = await savedSearchNotifications(buyer.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      key: `saved-search:${search.id}:${productId}`,
      params: { search: search.name, product: 'Gree 1.5 Ton Inverter Split AC', count: 1 },
      link: `/listing/${productId}`,
    });
    // The row's delivery was enqueued once: the second match wrote nothing new.
    expect(notifier.sent).toEqual([{ notificationId: rows[0]!.id }]);
  });

  it.each([
    ['another district', { district: 'chattogram' }],
    ['a price above its maximum', { maxPrice: '250' }],
    ['other tons', { tons: '2' }],
    ['non-inverter units', { inverter: 'no' }],
    ['a word the listing lacks', { q: 'walton' }],
    ['another condition', { condition: 'excellent' }],
    ['another brand', { brand: 'walton' }],
    ['another place in the words of its location', { location: 'uttara' }],
    ['a minimum price above it', { minPrice: '301' }],
  ])('does not notify a search for %s', async (_, filters: Record<string, string>) => {
    const { buyer, list } = await market();
    await storeSavedSearch(buyer.user.id, filters);
    expect(await matchNewListing(recordingNotifier(), await list({ brand: 'gree', condition: 'good' }))).toBe(0);
    expect(await savedSearchNotifications(buyer.user.id)).toEqual([]);
  });

  it("never alerts the listing's own seller", async () => {
    const { seller, list } = await market();
    await storeSavedSearch(seller.user.id, { district: 'dhaka' });
    expect(await matchNewListing(recordingNotifier(), await list())).toBe(0);
    expect(await savedSearchNotifications(seller.user.id)).toEqual([]);
  });

  it("keeps a daily search's match for its digest, notifies nothing now, and skips searches that are off", async () => {
    const { buyer, list } = await market();
    const daily = await storeSavedSearch(buyer.user.id, { tons: '1.5' }, 'daily');
    const off = await storeSavedSearch(buyer.user.id, { tons: '1.5' }, 'off');
    const productId = await list();

    expect(await matchNewListing(recordingNotifier(), productId)).toBe(1);
    expect(await matchNewListing(recordingNotifier(), productId)).toBe(1);

    expect(await savedSearchNotifications(buyer.user.id)).toEqual([]);
    const waiting = await testDb().select().from(savedSearchMatches);
    expect(waiting.filter((m) => m.productId === productId).map((m) => m.savedSearchId)).toEqual([daily.id]);
    expect(waiting.some((m) => m.savedSearchId === off.id)).toBe(false);
  });

  it('matches nothing for a listing that is no longer listed, nor for a deleted account', async () => {
    const { buyer, list } = await market();
    await storeSavedSearch(buyer.user.id, {});
    const gone = await list();
    await testDb().update(products).set({ removedAt: new Date() }).where(eq(products.id, gone));
    expect(await matchNewListing(recordingNotifier(), gone)).toBe(0);

    await testDb().update(users).set({ deletedAt: new Date() }).where(eq(users.id, buyer.user.id));
    expect(await matchNewListing(recordingNotifier(), await list())).toBe(0);
  });

  it('reads the candidates a page at a time and matches them all', async () => {
    const { buyer, list } = await market();
    const rows = Array.from({ length: CANDIDATES_PER_PAGE + 7 }, (_, i) =>
      savedSearchRow(buyer.user.id, i % 2 ? { district: 'dhaka' } : { tons: '1.5', maxPrice: '500' }, 'daily'),
    );
    // 10 columns a row: D1 binds at most 100 values a statement.
    const db = testDb();
    const inserts = [];
    for (let i = 0; i < rows.length; i += 9) inserts.push(db.insert(savedSearches).values(rows.slice(i, i + 9)));
    await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
    // Searches that the keys rule out.
    await storeSavedSearch(buyer.user.id, { district: 'sylhet' }, 'daily');
    await storeSavedSearch(buyer.user.id, { tons: '2.5' }, 'daily');

    const productId = await list();
    expect(await matchNewListing(recordingNotifier(), productId)).toBe(rows.length);
    const waiting = await db.select().from(savedSearchMatches).where(eq(savedSearchMatches.productId, productId));
    expect(waiting).toHaveLength(rows.length);
  });

  it('finds its candidates with one lookup of saved_searches_match_idx in a window of rowids, never scanning the searches', async () => {
    const keys = searchKeys({ category: 'split-ac', district: 'dhaka', tons: 1.5, inverter: true });
    const { sql, params } = candidatePage(testDb(), keys, { after: 0, until: 2000 }).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const steps = plan.results.map((row) => row.detail);
    expect(steps.join(' | ')).toContain(
      'SEARCH saved_searches USING INDEX saved_searches_match_idx (category_key=? AND district_key=? AND tons_key=? AND inverter_key=? AND rowid>? AND rowid<?)',
    );
    expect(steps.filter((step) => /SCAN saved_searches\b/.test(step))).toEqual([]);
  });

  it('finds the few candidates far apart among many searches it cannot match', async () => {
    const { buyer, list } = await market();
    const db = testDb();
    const rows = Array.from({ length: 2_300 }, () => savedSearchRow(buyer.user.id, { district: 'sylhet' }, 'daily'));
    const inserts = [];
    for (let i = 0; i < rows.length; i += 9) inserts.push(db.insert(savedSearches).values(rows.slice(i, i + 9)));
    await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
    // Saved after all those: their rowids lie beyond the first windows.
    await storeSavedSearch(buyer.user.id, { tons: '1.5' }, 'daily');
    await storeSavedSearch(buyer.user.id, { inverter: 'yes' }, 'daily');

    const productId = await list();
    expect(await matchNewListing(recordingNotifier(), productId)).toBe(2);
  });
});
