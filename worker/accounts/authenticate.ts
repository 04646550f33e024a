import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { readBearerToken } from './bearer';
import { adminEmails } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { marked } from '../lib/route-marks';
import { callerUser, type Caller, type CallerPolicy } from './caller';
import { accessTokenClaims } from './sessions';

type TokenReader = (c: Context<AppEnv>) => Promise<string | null>;

const fromAuthorizationHeader: TokenReader = async (c) => readBearerToken(c.req.header('Authorization'));

/** The claims of the caller's access token (no D1 work): refuses a request without a valid one. */
export async function callerClaims(c: Context<AppEnv>, readToken: TokenReader = fromAuthorizationHeader) {
  const token = await readToken(c);
  if (!token) throw new Refusal('sign-in-required');
  return accessTokenClaims(token, c.env.JWT_SECRET);
}

/** The user id of the caller's access token (no D1 work): refuses a request without a valid one. */
async function callerUserId(c: Context<AppEnv>, readToken: TokenReader = fromAuthorizationHeader) {
  return (await callerClaims(c, readToken)).userId;
}

/**
 * The one authentication middleware (docs/decisions/024): a valid access token, or 401. It reads no
 * account: what the caller's row allows is the service's policy (accounts/caller.ts), checked on a
 * row read for this request, so a deleted account or a changed role applies at once. The token
 * comes from the Authorization header unless a route reads it elsewhere too (imgbb's `key`).
 */
export function authenticate(options: { token?: TokenReader } = {}) {
  const middleware = createMiddleware<AppEnv>(async function authenticate(c, next) {
    c.set('callerId', await callerUserId(c, options.token));
    await next();
  });
  return marked(middleware, 'accessToken');
}

/** The authenticated caller, for a service that reads their row itself. */
export const callerOf = (c: Context<AppEnv>): Caller => ({ id: c.get('callerId'), admins: adminEmails(c.env) });

/** The authenticated caller's row, allowed by the policy: for a handler whose service takes the user. */
export const signedIn = (c: Context<AppEnv>, policy: CallerPolicy = {}) => callerUser(c.var.db, callerOf(c), policy);
