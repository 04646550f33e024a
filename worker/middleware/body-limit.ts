import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';

/** JSON writes are small; anything bigger is refused before it is read. */
export const JSON_BODY_MAX_BYTES = 32 * 1024;

const isUpload = (path: string) => /\/(1\/)?upload$/.test(path);

/** Caps the body of every write; image uploads set their own, larger cap in their route. */
export function jsonBodyLimit() {
  const limit = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: () => {
      throw new ApiError(413, 'The request is too large.');
    },
  });
  return createMiddleware<AppEnv>(async function jsonBodyLimit(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || isUpload(c.req.path)) return next();
    return limit(c, next);
  });
}
