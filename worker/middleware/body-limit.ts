import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';

/** JSON writes are small; anything bigger is refused before it is read. */
export const JSON_BODY_MAX_BYTES = 32 * 1024;

const isUpload = (path: string) => /\/(1\/)?upload$/.test(path);

/**
 * Every write but the image upload takes a small JSON body (or none): other content types get 415
 * and bodies over the cap 413, before anything is read. Uploads set their own cap in their route.
 */
export function jsonBodies() {
  const limit = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: () => {
      throw new ApiError(413, 'The request is too large.');
    },
  });
  return createMiddleware<AppEnv>(async function jsonBodies(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || isUpload(c.req.path)) return next();
    const type = c.req.header('Content-Type');
    if (type && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
      throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json).');
    }
    return limit(c, next);
  });
}
