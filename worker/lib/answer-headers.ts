import type { Context } from 'hono';

/**
 * Sets a header on the answer already made, in place. hono's `c.header` makes a new Response of
 * the whole answer each time it is called after the handler (issue 63's profile: two copies per
 * public list); only an answer whose headers cannot change (one passed on from a fetch) needs that.
 */
export function setAnswerHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
