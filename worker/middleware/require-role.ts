import { createMiddleware } from 'hono/factory';
import type { Role } from '../db/schema';
import type { AppEnv } from '../env';
import { Refusal } from '../lib/refusal';

/** Allows only signed-in users with one of the roles; use after `requireAuth`. */
export function requireRole(...roles: Role[]) {
  if (roles.length === 0) throw new Error('requireRole needs at least one role.');
  return createMiddleware<AppEnv>(async function requireRole(c, next) {
    if (!roles.includes(c.get('user').role)) {
      throw new Refusal('forbidden');
    }
    await next();
  });
}
