import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { isImageName, readImage } from '../services/images';

export const imageRoutes = new Hono<AppEnv>().get('/images/:name', async (c) => {
  const name = c.req.param('name');
  const object = isImageName(name) ? await readImage(c.env.IMAGES, name, c.req.raw.headers) : null;
  if (!object) throw new ApiError(404, 'No image with that name.');

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  headers.set('X-Content-Type-Options', 'nosniff');
  // Without a body R2 is telling us the client's copy is current.
  if (!hasBody(object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});

function hasBody(object: R2Object | R2ObjectBody): object is R2ObjectBody {
  return 'body' in object;
}
