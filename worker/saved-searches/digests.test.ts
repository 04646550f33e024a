import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { products, savedSearches, savedSearchMatches } from '../db/schema';
import { insertCategory, signedInUser, testDb } from '../test/fixtures';
import { recordingNotifier, savedSearchNotifications, storeListing, storeSavedSearch } from '../test/saved-searches';
import { sendDailyDigests } from './digests';
import { dhakaDay } from '../lib/bangladesh-time';
import { matchNewListing } from './matching';

// A fixed evening in UTC: already the next day in Dhaka (UTC+6).
const NOW = new Date('2026-03-10T19:30:00Z');

async function market() {
  const seller = await signedInUser('seller');
  const buyer = await signedInUser('buyer');
  const category = await insertCategory();
  const list = async (facts: Partial<Parameters<typeof storeListing>[0]> = {}) => {
    const id = await storeListing({ sellerId: seller.user.id, categoryId: category.id, ...facts });
    await matchNewListing(recordingNotifier(), id);
    return id;
  };
  return { buyer, list };
}

describe('the daily digest of saved searches', () => {
  beforeEach(async () => {
    await testDb().delete(savedSearchMatches);
    await testDb().delete(savedSearches);
  });

  it('names the day in Bangladesh', () => {
    expect(dhakaDay(new Date('2026-03-10T17:59:59Z'))).toBe('2026-03-10');
    expect(dhakaDay(new Date('2026-03-10T18:00:00Z'))).toBe('2026-03-11');
  });

  it("sends one digest with the count of the day's matches still listed, linking to the search, then forgets them", async () => {
    const { buyer, list } = await market();
    const search = await storeSavedSearch(
      buyer.user.id,
      { district: 'dhaka', inverter: 'yes', maxPrice: '500' },
      'daily',
    );
    await list({ name: 'Walton 1.5 Ton Inverter' });
    await list({ name: 'Gree 1.5 Ton Inverter' });
    const sold = await list({ name: 'LG 1 Ton Inverter', tons: 1 });
    await list({ name: 'Too dear', priceMinor: 90_000 });
    await testDb().update(products).set({ paid: true }).where(eq(products.id, sold));
    expect(await savedSearchNotifications(buyer.user.id)).toEqual([]);

    const notifier = recordingNotifier();
    expect(await sendDailyDigests(notifier, NOW)).toBe(1);

    const rows = await savedSearchNotifications(buyer.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      key: `saved-search-digest:${search.id}:2026-03-11`,
      params: { search: search.name, count: 2, product: 'Walton 1.5 Ton Inverter' },
      link: '/allproduct?district=dhaka&inverter=yes&maxPrice=500',
    });
    expect(notifier.sent).toEqual([{ notificationId: rows[0]!.id }]);
    expect(await testDb().select().from(savedSearchMatches)).toEqual([]);

    // Nothing waits now: the next run sends nothing.
    expect(await sendDailyDigests(recordingNotifier(), NOW)).toBe(0);
    expect(await savedSearchNotifications(buyer.user.id)).toHaveLength(1);
  });

  it('sends a search one digest a day: matches after it wait for the next day', async () => {
    const { buyer, list } = await market();
    const search = await storeSavedSearch(buyer.user.id, { tons: '1.5' }, 'daily');
    await list();
    expect(await sendDailyDigests(recordingNotifier(), NOW)).toBe(1);
    await list();
    expect(await sendDailyDigests(recordingNotifier(), new Date(NOW.getTime() + 60 * 60_000))).toBe(0);
    expect(await testDb().select().from(savedSearchMatches)).toHaveLength(1);

    const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60_000);
    expect(await sendDailyDigests(recordingNotifier(), tomorrow)).toBe(1);
    const keys = (await savedSearchNotifications(buyer.user.id)).map((row) => row.key).sort();
    expect(keys).toEqual([
      `saved-search-digest:${search.id}:2026-03-11`,
      `saved-search-digest:${search.id}:2026-03-12`,
    ]);
  });

  it('drops matches that are no longer listed, or of a search no longer daily, without a digest', async () => {
    const { buyer, list } = await market();
    // One search waits with a listing removed since; the other with a listing, but it was turned off.
    await storeSavedSearch(buyer.user.id, { tons: '1.5' }, 'daily');
    const removed = await list();
    await testDb().update(products).set({ removedAt: NOW }).where(eq(products.id, removed));
    const changed = await storeSavedSearch(buyer.user.id, { tons: '2' }, 'daily');
    await list({ tons: 2 });
    await testDb().update(savedSearches).set({ frequency: 'off' }).where(eq(savedSearches.id, changed.id));
    expect(await testDb().select().from(savedSearchMatches)).toHaveLength(2);

    expect(await sendDailyDigests(recordingNotifier(), NOW)).toBe(0);
    expect(await savedSearchNotifications(buyer.user.id)).toEqual([]);
    expect(await testDb().select().from(savedSearchMatches)).toEqual([]);
  });
});
