import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingKeys } from '@/features/listing/query-keys';
import { orderKeys } from '@/features/orders/query-keys';
import { sharedKeys } from '@/lib/query-keys';
import type { OfflineCopy } from './offline-copy';

// IndexedDB as one value in memory (happy-dom has none).
const stored = vi.hoisted(() => ({ value: undefined as unknown }));
vi.mock('@/lib/idb-record', () => ({
  idbRecord: () => ({
    get: async () => stored.value,
    set: async (value: unknown) => void (stored.value = value),
    delete: async () => void (stored.value = undefined),
  }),
}));
const { forgetOfflineCopy, keepOfflineCopy, restoreOfflineCopy } = await import('./offline-copy-store');

const tokenOf = (userId: string) => `header.${btoa(JSON.stringify({ sub: userId })).replace(/=+$/, '')}.signature`;
const copy = () => stored.value as OfflineCopy | undefined;
const keptKeys = () => copy()?.queries.map((query) => query.queryKey[0]);

let stop = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  stored.value = undefined;
  localStorage.setItem('accessToken', tokenOf('buyer-1'));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  localStorage.clear();
});

describe('keeping the offline copy', () => {
  it('keeps what the page loaded before it started, and what comes after, a second later', async () => {
    const client = new QueryClient();
    client.setQueryData(sharedKeys.categories, [{ _id: 'split-ac' }]);
    stop = keepOfflineCopy(client);
    await vi.advanceTimersByTimeAsync(0);
    expect(keptKeys()).toEqual(['categories']);

    client.setQueryData(orderKeys.wishlist(), [{ productId: 'p1' }]);
    client.setQueryData(['conversations', 'inbox'], []);
    await vi.advanceTimersByTimeAsync(1000);
    expect(keptKeys()).toEqual(['categories', 'my-wishlist']);
    expect(copy()?.owner).toBe('buyer-1');
  });

  it("leaves the person's own data out once they have signed out, and forgets the copy at sign-out", async () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.wishlist(), [{ productId: 'p1' }]);
    client.setQueryData(listingKeys.detail('p1'), { _id: 'p1' });
    stop = keepOfflineCopy(client);
    await vi.advanceTimersByTimeAsync(0);
    expect(keptKeys()).toEqual(['my-wishlist', 'listing']);

    await forgetOfflineCopy();
    expect(copy()).toBeUndefined();
    // The token goes after; the cache is cleared after it (auth-provider.tsx).
    localStorage.removeItem('accessToken');
    client.clear();
    await vi.advanceTimersByTimeAsync(1000);
    expect(keptKeys() ?? []).toEqual([]);
  });

  it('restores into a new tab the copy of the same person, not of another', async () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.wishlist(), [{ productId: 'p1' }]);
    client.setQueryData(sharedKeys.categories, []);
    stop = keepOfflineCopy(client);
    await vi.advanceTimersByTimeAsync(0);

    const sameBuyer = new QueryClient();
    expect(await restoreOfflineCopy(sameBuyer)).toBe(2);
    expect(sameBuyer.getQueryData(orderKeys.wishlist())).toEqual([{ productId: 'p1' }]);

    localStorage.setItem('accessToken', tokenOf('buyer-2'));
    const nextPerson = new QueryClient();
    expect(await restoreOfflineCopy(nextPerson)).toBe(1);
    expect(nextPerson.getQueryData(orderKeys.wishlist())).toBeUndefined();
  });
});
