import { createMiddleware } from 'hono/factory';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';
import { readBearerToken } from '../lib/bearer';
import { adminEmails } from '../lib/config';
import { ApiError } from '../lib/errors';
import { readAccessToken } from '../lib/tokens';
import { effectiveRole, findUserById } from '../services/users';

/**
 * Requires a valid access token and loads its user on every request, so a deleted account is
 * locked out at once and a role change applies at once.
 */
export function requireAuth() {
  return createMiddleware<AppEnv>(async function requireAuth(c, next) {
    const token = readBearerToken(c.req.header('Authorization'));
    if (!token) throw new ApiError(401, 'Please sign in to continue.');
    const userId = await readAccessToken(token, c.env.JWT_SECRET);
    if (!userId) throw new ApiError(401, 'Your session has expired. Please sign in again.');
    const user = await findUserById(createDb(c.env.DB), userId);
    if (!user || user.deletedAt) throw new ApiError(401, 'This account is no longer active.');
    c.set('user', { ...user, role: effectiveRole(user, adminEmails(c.env)) });
    await next();
  });
}
