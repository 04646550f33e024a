import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { Refusal } from '../lib/refusal';
import { isImageName, readImage } from '../services/images';

export const imageRoutes = new Hono<AppEnv>().get('/images/:name', async (c) => {
  const name = c.req.param('name');
  const object = isImageName(name) ? await readImage(c.env.IMAGES, name, c.req.raw.headers) : null;
  if (!object) throw new Refusal('image-not-found');

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
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
  return new Response(object.body, { headers });
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
