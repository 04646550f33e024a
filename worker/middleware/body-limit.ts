import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { Refusal } from '../lib/refusal';

/** JSON writes are small; anything bigger is refused before it is read. */
export const JSON_BODY_MAX_BYTES = 32 * 1024;

/** Pictures: the imgbb-compatible upload, a buyer's photos of a disputed unit, a technician's for a report. */
const isUpload = (path: string) =>
  /\/(1\/)?upload$/.test(path) ||
  /^\/api\/payments\/[^/]+\/dispute-photos$/.test(path) ||
  /^\/api\/inspections\/[^/]+\/photos$/.test(path);
/** SSLCOMMERZ posts forms: its IPN, and the browser coming back from its checkout (a sale's or a fee's). */
const isGatewayForm = (path: string) => /^\/api\/(inspections\/)?sslcommerz\/(ipn|return)$/.test(path);
const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

// The media types hono's JSON validator reads; a body of any other type would be silently ignored.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

const isJson = (contentType: string) => JSON_MEDIA_TYPE.test(contentType.split(';')[0]!.trim());

function hasBody(req: Request) {
  const length = req.headers.get('Content-Length');
  return length === null ? req.body !== null : Number(length) > 0;
}

/**
 * Every write but the image upload takes a small JSON body (or none): a body of another content
 * type, or of none, gets 415 and a body over the cap 413, before anything is read. Uploads set
 * their own cap in their route; the gateway's forms have the same cap as JSON.
 */
export function jsonBodies() {
  const limit = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: () => {
      throw new Refusal('request-too-large');
    },
  });
  return createMiddleware<AppEnv>(async function jsonBodies(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || isUpload(c.req.path)) return next();
    const type = c.req.header('Content-Type');
    if (isGatewayForm(c.req.path)) {
      if (type?.split(';')[0]!.trim().toLowerCase() !== FORM_MEDIA_TYPE) throw new Refusal('body-not-form');
      return limit(c, next);
    }
    if (type ? !isJson(type) : hasBody(c.req.raw)) {
      throw new Refusal('body-not-json');
    }
    return limit(c, next);
  });
}
