import { etag } from 'hono/etag';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { edgeCache } from './edge-cache';

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The answer's weak ETag, as hono's etag makes it (SHA-1 of the body), from the whole body read at
 * once: hono's reads a copy of it as a stream, piece by piece, which cost a list as much CPU as its
 * query (issue 63). hono's etag then finds the tag and only compares it.
 */
async function tagAnswer(c: Context) {
  if (!c.res.ok || !c.res.body || c.res.headers.has('ETag')) return;
  const digest = await crypto.subtle.digest('SHA-1', await c.res.clone().arrayBuffer());
  c.res.headers.set('ETag', `W/"${hex(digest)}"`);
}

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
        await next();
        await tagAnswer(c);
      });
      if (answer instanceof Response) c.res = answer;
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    });
  });
}
