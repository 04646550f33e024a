import { etag } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/**
 * Public lists answer with an ETag and revalidate on every use: a browser that has the current
 * list gets a bodyless 304, and a write is visible at once (no stale copies to invalidate).
 */
export function publicCache() {
  const tag = etag({ weak: true });
  return createMiddleware<AppEnv>(async function publicCache(c, next) {
    await tag(c, async () => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    });
  });
}
