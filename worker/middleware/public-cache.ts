import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { setAnswerHeader } from '../lib/answer-headers';
import { edgeCache } from './edge-cache';

/**
 * A 53-bit hash of a text (cyrb53): an ETag only has to change when the answer does, and hashing
 * the text in JavaScript costs a list a few microseconds, where SHA-1 over a copy of the body read
 * back as a stream cost as much as its query (issue 63's profile).
 */
function textHash(text: string) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The weak ETag of an answer's text: its length and its hash. */
export const weakTag = (text: string) => `W/"${text.length.toString(36)}-${textHash(text).toString(36)}"`;

/**
 * A public answer as JSON, typed as `c.json`'s, with its ETag made from the text as it is written:
 * no copy of the body is read back to hash it.
 */
export function publicJson<T>(c: Context, data: T) {
  const text = JSON.stringify(data);
  c.header('ETag', weakTag(text));
  return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as ReturnType<typeof c.json<T>>;
}

/** The ETag of an answer not made by `publicJson`, from its body read back. */
async function tagAnswer(c: Context) {
  if (!c.res.ok || !c.res.body || c.res.headers.has('ETag')) return;
  setAnswerHeader(c, 'ETag', weakTag(await c.res.clone().text()));
}

/** What a 304 keeps of the answer it stands for (as hono's etag middleware keeps). */
const KEPT_ON_304 = new Set(['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary']);

/** Whether If-None-Match names the ETag, weak or strong (a weak comparison). */
const matches = (tag: string, ifNoneMatch: string | undefined) =>
  ifNoneMatch === '*' || (ifNoneMatch?.match(/"[^"]*"/g)?.includes(tag.replace(/^W\//, '')) ?? false);

/**
 * Public lists answer with an ETag and browsers revalidate on every use: one that has the current
 * list gets a bodyless 304. Behind that, the edge cache answers most visitors without a query.
 * `query` names the parameters the answer reads (the keys of the route's query schema).
 */
export function publicCache({ query = [] }: { query?: readonly string[] } = {}) {
  const edge = edgeCache({ query });
  return createMiddleware<AppEnv>(async function publicCache(c, next) {
    const ifNoneMatch = c.req.header('If-None-Match');
    // The ETag is made before the edge cache stores a copy, so a hit reuses it; the check below
    // answers 304 to a browser whose copy is current, hit or miss. Middleware called by hand
    // returns its response instead of putting it in place.
    const answer = await edge(c, async () => {
      await next();
      await tagAnswer(c);
    });
    if (answer instanceof Response) c.res = answer;
    if (!c.res.ok) return;
    setAnswerHeader(c, 'Cache-Control', 'public, max-age=0, must-revalidate');
    const tag = c.res.headers.get('ETag');
    if (tag && matches(tag, ifNoneMatch)) {
      await c.res.body?.cancel();
      // hono puts the answer's headers on the new one; a 304 keeps only those a cache needs.
      c.res = new Response(null, { status: 304, statusText: 'Not Modified', headers: { ETag: tag } });
      for (const name of [...c.res.headers.keys()]) if (!KEPT_ON_304.has(name)) c.res.headers.delete(name);
    }
  });
}
