import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../db/schema';
import type { AppEnv } from '../env';
import { adminEmails } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { activeUser } from './sessions';
import { findUserById } from './users';

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

/**
 * The same rule for a route that reads its caller only with its own batch (after `requireAccessToken`):
 * the caller's row read on its own, for `validate`'s `callerFirst` (a body it refuses).
 */
export function callerHasRole(...roles: Role[]) {
  return async function callerHasRole(c: Context<AppEnv>) {
    const user = activeUser(await findUserById(c.var.db, c.get('callerId')), adminEmails(c.env));
    if (!roles.includes(user.role)) throw new Refusal('forbidden');
  };
}
