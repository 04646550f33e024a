import { etag } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { edgeCache } from './edge-cache';

/**
 * Public lists answer with an ETag and browsers revalidate on every use: one that has the current
 * list gets a bodyless 304. Behind that, the edge cache answers most visitors without a query.
 */
export function publicCache() {
  const tag = etag({ weak: true });
  const edge = edgeCache();
  return createMiddleware<AppEnv>(async function publicCache(c, next) {
    await tag(c, async () => {
      // Called by hand, so a cache hit's response must be put in place here.
      const answer = await edge(c, next);
      if (answer instanceof Response) c.res = answer;
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    });
  });
}
