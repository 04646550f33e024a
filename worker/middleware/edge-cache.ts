import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { cacheKey } from '../lib/cache-key';
import { BOOKMARK_HEADER } from '../lib/session-bookmark';

/**
 * What a cached list keeps: its representation and its ETag (so a hit is not hashed again), never a
 * per-request header like X-Request-Id.
 */
const KEPT_HEADERS = ['Content-Type', 'Link', 'ETag'];

/**
 * Keeps public lists in the data centre's cache (Cache API) for EDGE_CACHE_SECONDS; "0" turns it
 * off. Other visitors may see a list up to that many seconds old, but never the people who changed
 * it: a caller holding a D1 bookmark has written, so it reads fresh data (and refreshes the copy).
 * A copy is kept by its path and the query parameters the answer reads (`query`, none by
 * default), so a made-up query (`?x=<random>`) cannot pass the cache and run its reads every time.
 */
export function edgeCache({ query = [] }: { query?: readonly string[] } = {}) {
  return createMiddleware<AppEnv>(async function edgeCache(c, next) {
    const seconds = Number(c.env.EDGE_CACHE_SECONDS) || 0;
    if (seconds <= 0 || c.req.method !== 'GET') return next();
    const store = caches.default;
    const key = cacheKey(c.req.url, query);
    if (!c.req.header(BOOKMARK_HEADER)) {
      const hit = await store.match(key);
      // Streamed as stored, not copied into memory first.
      if (hit?.body) return c.body(hit.body, 200, kept(hit.headers));
    }
    await next();
    if (c.res.status !== 200) return;
    const headers = kept(c.res.headers);
    headers['Cache-Control'] = `public, max-age=${seconds}`;
    c.executionCtx.waitUntil(store.put(key, new Response(await c.res.clone().arrayBuffer(), { headers })));
  });
}

function kept(headers: Headers) {
  const result: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value) result[name] = value;
  }
  return result;
}
