import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { readBearerToken } from '../lib/bearer';
import { adminEmails } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { userForAccessToken } from '../services/sessions';

/**
 * Requires a valid access token and loads its user on every request, so a deleted account is
 * locked out at once and a role change applies at once.
 */
export function requireAuth() {
  return createMiddleware<AppEnv>(async function requireAuth(c, next) {
    const token = readBearerToken(c.req.header('Authorization'));
    if (!token) throw new Refusal('sign-in-required');
    c.set('user', await userForAccessToken(c.var.db, token, c.env.JWT_SECRET, adminEmails(c.env)));
    await next();
  });
}
