import { dehydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '@/features/catalogue/query-keys';
import { conversationKeys } from '@/features/messages/query-keys';
import { listingKeys } from '@/features/listing/query-keys';
import { notificationKeys } from '@/features/notifications/query-keys';
import { orderKeys } from '@/features/orders/query-keys';
import { protectKeys } from '@/features/protect/query-keys';
import { authKeys } from '@/features/auth/query-keys';
import { sharedKeys } from '@/lib/query-keys';
import { nextCopy, restoreCopy, restorableQueries, type CopyContext, type OfflineCopy } from './offline-copy';

const NOW = Date.UTC(2026, 11, 6, 12);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const BUYER = 'user-buyer';
const signedIn: CopyContext = { build: '/assets/start-offline-A.js', owner: BUYER, now: NOW };

/** A cache holding `entries` (key, data, hours before NOW), dehydrated as the copy's keeper does. */
function cacheWith(entries: [QueryKey, unknown, number?][]) {
  const client = new QueryClient();
  for (const [key, data, hoursAgo = 1] of entries) client.setQueryData(key, data, { updatedAt: NOW - hoursAgo * HOUR });
  return dehydrate(client).queries;
}

const fromCache = (entries: [QueryKey, unknown, number?][], more: { viewedAt?: Record<string, number> } = {}) => ({
  queries: cacheWith(entries),
  viewedAt: more.viewedAt ?? {},
  gone: new Set<string>(),
});

const keys = (copy: OfflineCopy) => copy.queries.map((query) => query.queryKey);

describe('the offline copy', () => {
  it('keeps what a person needs without a network: the catalogue as seen, listings, their wish list and account', () => {
    const copy = nextCopy(
      undefined,
      fromCache([
        [sharedKeys.categories, [{ _id: 'split-ac' }]],
        [catalogueKeys.advertised(), [{ _id: 'p1' }]],
        [catalogueKeys.list(undefined, {}), { pages: [{ items: [] }], pageParams: [null] }],
        [catalogueKeys.list('split-ac', {}), { pages: [{ items: [] }], pageParams: [null] }],
        [listingKeys.detail('p1'), { _id: 'p1' }],
        [orderKeys.wishlist(), [{ productId: 'p1' }]],
        [authKeys.account('firebase-uid'), { role: 'buyer' }],
      ]),
      signedIn,
    );
    expect(keys(copy)).toHaveLength(7);
    expect(copy.owner).toBe(BUYER);
  });

  it('leaves out searches and everything else that is not for reading offline', () => {
    const copy = nextCopy(
      undefined,
      fromCache([
        [catalogueKeys.list(undefined, { q: 'inverter' }), { pages: [], pageParams: [] }],
        [catalogueKeys.list('split-ac', { district: 'dhaka' }), { pages: [], pageParams: [] }],
        [conversationKeys.inbox(), []],
        [conversationKeys.thread('c1'), []],
        [notificationKeys.list(), []],
        [orderKeys.mine(), []],
        [protectKeys.sellerMoney(), {}],
        [sharedKeys.admin, []],
      ]),
      signedIn,
    );
    expect(copy.queries).toEqual([]);
  });

  it("keeps a product list's first page only", async () => {
    const client = new QueryClient();
    await client.fetchInfiniteQuery({
      queryKey: catalogueKeys.list(undefined, {}),
      queryFn: ({ pageParam }) => ({ items: [`item ${pageParam}`], next: pageParam + 1 }),
      initialPageParam: 0,
      getNextPageParam: (last) => last.next,
      pages: 3,
    });
    const copy = nextCopy(undefined, { queries: dehydrate(client).queries, viewedAt: {}, gone: new Set() }, signedIn);
    expect(copy.queries[0]?.state.data).toEqual({ pages: [{ items: ['item 0'], next: 1 }], pageParams: [0] });
  });

  it("keeps no one's own data when nobody is signed in", () => {
    const copy = nextCopy(
      undefined,
      fromCache([
        [orderKeys.wishlist(), [{ productId: 'p1' }]],
        [sharedKeys.categories, []],
      ]),
      { ...signedIn, owner: null },
    );
    expect(keys(copy)).toEqual([sharedKeys.categories]);
  });

  it("drops the last person's own data when someone else signs in, and keeps the catalogue", () => {
    const theirs = nextCopy(
      undefined,
      fromCache([
        [orderKeys.wishlist(), [{ productId: 'p1' }]],
        [sharedKeys.categories, []],
      ]),
      signedIn,
    );
    const next = nextCopy(theirs, fromCache([]), { ...signedIn, owner: 'user-next' });
    expect(keys(next)).toEqual([sharedKeys.categories]);
    // Nor is the first person's wish list shown to the next one from the stored copy.
    expect(restorableQueries(theirs, { ...signedIn, owner: 'user-next' }).map((q) => q.queryKey)).toEqual([
      sharedKeys.categories,
    ]);
    expect(restorableQueries(theirs, { ...signedIn, owner: null }).map((q) => q.queryKey)).toEqual([
      sharedKeys.categories,
    ]);
  });

  it('keeps the 30 listings last viewed, across visits', () => {
    // p0 fetched first (100 hours ago), p34 last.
    const listings = Array.from({ length: 35 }, (_, i): [QueryKey, unknown, number] => [
      listingKeys.detail(`p${i}`),
      { _id: `p${i}` },
      100 - i,
    ]);
    const earlier = nextCopy(undefined, fromCache(listings.slice(0, 20)), signedIn);
    // This visit: 15 more, and p0 opened again from the copy (not fetched again: its data is as old).
    const thisVisit = [...listings.slice(20), listings[0]!];
    const viewedAt = Object.fromEntries(thisVisit.map(([key], i) => [JSON.stringify(key), NOW - 60_000 + i]));
    const copy = nextCopy(earlier, fromCache(thisVisit, { viewedAt }), signedIn);
    const ids = keys(copy).map((key) => key[1]);
    expect(ids).toHaveLength(30);
    expect(ids).toEqual(expect.arrayContaining(['p0', 'p6', 'p19', 'p20', 'p34']));
    expect(ids.filter((id) => ['p1', 'p2', 'p3', 'p4', 'p5'].includes(id as string))).toEqual([]);
  });

  it('leaves out what is more than a week old', () => {
    const copy = nextCopy(
      undefined,
      fromCache([
        [listingKeys.detail('old'), {}, 8 * 24],
        [listingKeys.detail('recent'), {}, 6 * 24],
      ]),
      signedIn,
    );
    expect(keys(copy)).toEqual([listingKeys.detail('recent')]);
    expect(restorableQueries(copy, { ...signedIn, now: NOW + 2 * DAY })).toEqual([]);
  });

  it('forgets a listing the API no longer has', () => {
    const earlier = nextCopy(undefined, fromCache([[listingKeys.detail('p1'), {}]]), signedIn);
    const gone = new Set([JSON.stringify(listingKeys.detail('p1'))]);
    expect(nextCopy(earlier, { queries: [], viewedAt: {}, gone }, signedIn).queries).toEqual([]);
  });

  it("starts afresh with a new build, which may read the API's answers differently", () => {
    const earlier = nextCopy(undefined, fromCache([[sharedKeys.categories, []]]), signedIn);
    const newBuild = { ...signedIn, build: '/assets/start-offline-B.js' };
    expect(nextCopy(earlier, fromCache([]), newBuild).queries).toEqual([]);
    expect(restorableQueries(earlier, newBuild)).toEqual([]);
  });

  it('restores into the cache with its age, without replacing anything newer', () => {
    const copy = nextCopy(
      undefined,
      fromCache([
        [listingKeys.detail('p1'), { price: 100 }, 3],
        [listingKeys.detail('p2'), { price: 200 }, 3],
      ]),
      signedIn,
    );
    const client = new QueryClient();
    client.setQueryData(listingKeys.detail('p2'), { price: 150 }, { updatedAt: NOW });
    expect(restoreCopy(client, copy, signedIn)).toBe(2);
    expect(client.getQueryData(listingKeys.detail('p1'))).toEqual({ price: 100 });
    expect(client.getQueryState(listingKeys.detail('p1'))?.dataUpdatedAt).toBe(NOW - 3 * HOUR);
    expect(client.getQueryData(listingKeys.detail('p2'))).toEqual({ price: 150 });
  });
});
