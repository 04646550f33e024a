import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { Refusal } from '../lib/refusal';

/** Publishing and editing listings need a verified e-mail; use after `requireAuth`. */
export function requireVerifiedEmail() {
  return createMiddleware<AppEnv>(async function requireVerifiedEmail(c, next) {
    if (!c.get('user').emailVerified) throw new Refusal('email-unverified');
    await next();
  });
}
