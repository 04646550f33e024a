import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { readBearerToken } from '../lib/bearer';
import { adminEmails } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { userForAccessToken } from '../services/sessions';

const fromAuthorizationHeader = async (c: Context<AppEnv>) => readBearerToken(c.req.header('Authorization'));

/**
 * Requires a valid access token and loads its user on every request, so a deleted account is
 * locked out at once and a role change applies at once. The token comes from the Authorization
 * header unless a route reads it elsewhere too (imgbb's `key`).
 */
export function requireAuth(options: { token?: (c: Context<AppEnv>) => Promise<string | null> } = {}) {
  const readToken = options.token ?? fromAuthorizationHeader;
  return createMiddleware<AppEnv>(async function requireAuth(c, next) {
    const token = await readToken(c);
    if (!token) throw new Refusal('sign-in-required');
    c.set('user', await userForAccessToken(c.var.db, token, c.env.JWT_SECRET, adminEmails(c.env)));
    await next();
  });
}
