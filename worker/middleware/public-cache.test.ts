import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { BOOKMARK_HEADER } from '../lib/session-bookmark';
import { api, insertCategory, postListing, signedInUser } from '../test/fixtures';
import { listingForSale } from '../test/orders';

/** A call to the Worker with the edge cache on, waiting for the cache writes it leaves behind. */
async function cachedCall(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(`/api${path}`, { headers }, { ...env, EDGE_CACHE_SECONDS: '30' }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const names = async (res: Response) => (await res.json<{ name: string }[]>()).map((p) => p.name);

describe('public lists', () => {
  it('answer 304 to a current ETag and a new body after a write', async () => {
    await insertCategory();
    for (const path of ['/categories', '/allproduct', '/advertise']) {
      const first = await api(path);
      const tag = first.headers.get('ETag');
      expect(tag, path).toBeTruthy();
      expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
      const again = await api(path, { headers: { 'If-None-Match': tag! } });
      expect(again.status, path).toBe(304);
    }
    const before = (await api('/allproduct')).headers.get('ETag')!;
    await listingForSale();
    const after = await api('/allproduct', { headers: { 'If-None-Match': before } });
    expect(after.status).toBe(200);
  });

  it('are served from the edge cache, except to the writer who holds a newer bookmark', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const path = `/products/${category.id}`;
    await postListing(seller, category.id, { name: 'First Unit' });
    const first = await cachedCall(path);
    expect(await names(first)).toEqual(['First Unit']);

    await postListing(seller, category.id, { name: 'Second Unit' });
    const visitor = await cachedCall(path);
    expect(await names(visitor), 'a visitor gets the cached copy').toEqual(['First Unit']);
    expect(visitor.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(visitor.headers.get('X-Request-Id')).not.toBe(first.headers.get('X-Request-Id'));
    expect((await cachedCall(path, { 'If-None-Match': first.headers.get('ETag')! })).status).toBe(304);

    const bookmark = (await api('/categories')).headers.get(BOOKMARK_HEADER)!;
    const writer = await cachedCall(path, { [BOOKMARK_HEADER]: bookmark });
    expect(await names(writer), 'the writer reads its own write').toEqual(['Second Unit', 'First Unit']);
  });

  it('are kept by the parameters they read: a made-up one or another order finds the same copy', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    await postListing(seller, category.id, { name: 'Kept Unit', price: 100 });
    await postListing(seller, category.id, { name: 'Dearer Unit', price: 300 });
    const first = await cachedCall(`/products/${category.id}?sort=price-asc&limit=1`);
    expect(await names(first)).toEqual(['Kept Unit']);
    expect(first.headers.get('Link')).toMatch(/^<\/api\/products\/[^>]+cursor=[^>]+>; rel="next"$/);
    // The next page's address comes from the parameters the list reads, not the first caller's.
    const tagged = await cachedCall(`/products/${category.id}?utm_source=whatsapp&sort=price-asc&limit=1`);
    expect(tagged.headers.get('Link')).not.toContain('utm_source');
    await postListing(seller, category.id, { name: 'Cheaper Unit', price: 50 });

    for (const path of [
      `/products/${category.id}?limit=1&sort=price-asc`,
      `/products/${category.id}?sort=price-asc&x=${crypto.randomUUID()}&limit=1`,
    ]) {
      const res = await cachedCall(path);
      expect(await names(res), `${path} is the kept copy`).toEqual(['Kept Unit']);
      expect(res.headers.get('Link')).toBe(first.headers.get('Link'));
    }
    // A parameter the list reads makes a list of its own.
    const other = await cachedCall(`/products/${category.id}?sort=price-asc&limit=2`);
    expect(await names(other)).toEqual(['Cheaper Unit', 'Kept Unit']);
  });
});
