import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { VARIANT_NAMES, variantFolder, variantOf, type VariantName } from '../lib/image-variant-sizes';
import { Refusal } from '../lib/refusal';
import { isImageName, readImage } from '../services/images';

/**
 * Requests the edge cache can answer: the Cache API answers If-None-Match and If-Modified-Since
 * itself (a 304 for a current copy), but not the conditions that can fail (412) or ranges.
 */
const cacheable = (request: Request) =>
  !['If-Match', 'If-Unmodified-Since', 'Range'].some((name) => request.headers.has(name));

/** Runs work after the answer when the runtime allows it (a Worker), else in the background. */
function afterAnswer(c: Context<AppEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    void work.catch(() => undefined);
  }
}

/**
 * Answers a stored picture, or one of its copies (`w320/<name>`: the picture itself when it has
 * none). Images never change (a new upload gets a new name): after its first read, a picture is
 * answered from the data centre's cache instead of R2.
 */
async function serveImage(c: Context<AppEnv>, name: string, variant?: VariantName) {
  const fromEdge = cacheable(c.req.raw) && isImageName(name);
  if (fromEdge) {
    const hit = await caches.default.match(c.req.raw);
    // A copy with headers of its own: the API's middleware adds to them.
    if (hit) return new Response(hit.body, hit);
  }
  let object: R2Object | null = null;
  if (isImageName(name)) {
    const conditions = c.req.raw.headers;
    if (variant) object = await readImage(c.env.IMAGES, variantOf(name, variant), conditions);
    object ??= await readImage(c.env.IMAGES, name, conditions);
  }
  if (!object) throw new Refusal('image-not-found');

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  // With it the edge cache can answer If-Modified-Since as R2 does.
  headers.set('Last-Modified', object.uploaded.toUTCString());
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  headers.set('X-Content-Type-Options', 'nosniff');
  // Without a body R2 is saying one of the request's conditions failed, without saying which.
  if (!hasBody(object)) {
    if (failedPrecondition(c.req.raw.headers, object)) {
      throw new Refusal('image-precondition-failed');
    }
    // Otherwise If-None-Match or If-Modified-Since found the client's copy current.
    return new Response(null, { status: 304, headers });
  }
  const response = new Response(object.body, { headers });
  if (fromEdge) afterAnswer(c, caches.default.put(c.req.url, response.clone()));
  return response;
}

const variantByFolder = new Map(VARIANT_NAMES.map((variant) => [variantFolder(variant), variant]));

export const imageRoutes = new Hono<AppEnv>()
  .get('/images/:name', (c) => serveImage(c, c.req.param('name')))
  .get('/images/:size/:name', (c) => {
    const variant = variantByFolder.get(c.req.param('size'));
    if (!variant) throw new Refusal('image-not-found');
    return serveImage(c, c.req.param('name'), variant);
  });

/**
 * Whether If-Match or If-Unmodified-Since fails for this object, evaluated as RFC 9110 section 13.2.2
 * orders them: If-Match first (strong comparison: a weak tag never matches), If-Unmodified-Since only
 * without it. A failure there is 412, whatever the other headers say.
 */
function failedPrecondition(request: Headers, object: R2Object) {
  const ifMatch = request.get('If-Match');
  if (ifMatch !== null) {
    return !ifMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim() === object.httpEtag);
  }
  const ifUnmodifiedSince = request.get('If-Unmodified-Since');
  if (ifUnmodifiedSince !== null) {
    const since = Date.parse(ifUnmodifiedSince);
    // HTTP dates have whole seconds; an unreadable date is ignored, as the RFC says.
    return !Number.isNaN(since) && Math.floor(object.uploaded.getTime() / 1000) * 1000 > since;
  }
  return false;
}

function hasBody(object: R2Object | R2ObjectBody): object is R2ObjectBody {
  return 'body' in object;
}
