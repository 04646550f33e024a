import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';

/** Publishing and editing listings need a verified e-mail; use after `requireAuth`. */
export function requireVerifiedEmail() {
  return createMiddleware<AppEnv>(async function requireVerifiedEmail(c, next) {
    if (!c.get('user').emailVerified) {
      throw new ApiError(403, 'Verify your e-mail address before you publish or edit listings.', {
        reason: 'email-unverified',
      });
    }
    await next();
  });
}
