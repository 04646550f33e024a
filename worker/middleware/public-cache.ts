import { etag } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { edgeCache } from './edge-cache';

/**
 * Public lists answer with an ETag and browsers revalidate on every use: one that has the current
 * list gets a bodyless 304. Behind that, the edge cache answers most visitors without a query.
 * `query` names the parameters the answer reads (the keys of the route's query schema).
 */
export function publicCache({ query = [] }: { query?: readonly string[] } = {}) {
  const tag = etag({ weak: true });
  const edge = edgeCache({ query });
  return createMiddleware<AppEnv>(async function publicCache(c, next) {
    await tag(c, async () => {
      // The ETag is made before the edge cache stores a copy, so a hit reuses it; the outer check
      // answers 304 to a browser whose copy is current, hit or miss. Middleware called by hand
      // returns its response instead of putting it in place.
      const answer = await edge(c, async () => {
        await tag(c, next);
      });
      if (answer instanceof Response) c.res = answer;
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    });
  });
}
