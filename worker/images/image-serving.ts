/**
 * Serving stored pictures (docs/architecture.md section 7): from the data centre's cache after their
 * first read, else from R2, with the validators and conditions HTTP gives them.
 */
import { cacheKey } from '../lib/cache-key';
import { isCopiedFormat, variantOf, type VariantName } from '../../shared/image-variant-sizes';
import { Refusal } from '../lib/refusal';
import { isImageName, readImage } from './images';

/**
 * Requests the edge cache can answer: the Cache API answers If-None-Match and If-Modified-Since
 * itself (a 304 for a current copy), but not the conditions that can fail (412) or ranges.
 */
const cacheable = (request: Request) =>
  !['If-Match', 'If-Unmodified-Since', 'Range'].some((name) => request.headers.has(name));

const STAND_IN_MAX_AGE = 60 * 60;

/**
 * Answers a stored picture, or one of its copies (`w320/<name>`: the picture itself when it has
 * none). Images never change (a new upload gets a new name): after its first read, a picture is
 * answered from the data centre's cache instead of R2.
 */
export async function serveImage(
  request: Request,
  bucket: R2Bucket,
  { name, variant }: { name: string; variant?: VariantName },
  afterAnswer: (work: Promise<unknown>) => void,
) {
  const fromEdge = cacheable(request) && isImageName(name);
  // A picture takes no query: kept by its path, so `?x=<random>` cannot pass the cache to R2.
  const key = new Request(cacheKey(request.url), request);
  if (fromEdge) {
    const hit = await caches.default.match(key);
    // A copy with headers of its own: the API's middleware adds to them.
    if (hit) return new Response(hit.body, hit);
  }
  let object: R2Object | null = null;
  let standIn = false;
  if (isImageName(name)) {
    if (variant) object = await readImage(bucket, variantOf(name, variant), request.headers);
    // A GIF or an AVIF never gets copies: the picture is its copies for good.
    standIn = variant !== undefined && !object && isCopiedFormat(name);
    object ??= await readImage(bucket, name, request.headers);
  }
  if (!object) throw new Refusal('image-not-found');

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  // With it the edge cache can answer If-Modified-Since as R2 does.
  headers.set('Last-Modified', object.uploaded.toUTCString());
  // The picture standing in for a copy is kept an hour, not for good: an upload from before the
  // copies gets them from the hourly Cron Trigger (image-copies.ts).
  headers.set('Cache-Control', standIn ? `public, max-age=${STAND_IN_MAX_AGE}` : 'public, max-age=31536000, immutable');
  headers.set('X-Content-Type-Options', 'nosniff');
  // Without a body R2 is saying one of the request's conditions failed, without saying which.
  if (!hasBody(object)) {
    if (failedPrecondition(request.headers, object)) {
      throw new Refusal('image-precondition-failed');
    }
    // Otherwise If-None-Match or If-Modified-Since found the client's copy current.
    return new Response(null, { status: 304, headers });
  }
  // Said outright, so that a HEAD request (Hono answers it from this GET handler without the body)
  // tells the picture's size: the gallery shows it beside a photo a visitor saving data has not loaded.
  headers.set('Content-Length', String(object.size));
  const response = new Response(object.body, { headers });
  if (fromEdge) afterAnswer(caches.default.put(key.url, response.clone()));
  return response;
}

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
