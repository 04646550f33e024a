import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { Refusal } from '../lib/refusal';
import { marked } from '../lib/route-marks';

type Limiter = 'ACCOUNT_LIMITER' | 'WRITE_LIMITER' | 'LISTING_LIMITER' | 'MESSAGE_LIMITER' | 'SOCKET_LIMITER';

/** One call against a limiter's budget for this caller; false when the budget is spent. */
export async function withinLimit(env: AppEnv['Bindings'], limiter: Limiter, who: string) {
  const { success } = await env[limiter].limit({ key: `${limiter}:${who}` });
  return success;
}

/**
 * The caller's address for rate limits. Only Cloudflare's own CF-Connecting-IP counts, which it
 * sets on every request in production; locally the header is whatever the client sent, so every
 * local caller shares one key.
 */
export function callerAddress(env: AppEnv['Bindings'], header: string | undefined) {
  return env.ENVIRONMENT === 'production' ? (header ?? 'unknown') : 'local';
}

/**
 * Refuses a caller who went over the limiter's budget with 429 and Retry-After. The key is the
 * signed-in user (by their access token), else the verified Firebase identity, else the caller's
 * IP; use it after the middleware that establishes who is calling.
 */
export function rateLimit(limiter: Limiter, options: { retryAfterSeconds?: number } = {}) {
  const middleware = createMiddleware<AppEnv>(async function rateLimit(c, next) {
    await refuseOverLimit(c, limiter, options);
    await next();
  });
  return marked(middleware, 'rateLimited');
}

/**
 * `rateLimit` as a call, for a handler that counts a write only once the caller's policy allowed
 * it (a listing's owner): the budget counts writes that could happen.
 */
export async function refuseOverLimit(
  c: Context<AppEnv>,
  limiter: Limiter,
  options: { retryAfterSeconds?: number } = {},
) {
  const who =
    c.get('callerId') ?? c.get('identity')?.uid ?? `ip:${callerAddress(c.env, c.req.header('CF-Connecting-IP'))}`;
  if (!(await withinLimit(c.env, limiter, who))) {
    c.header('Retry-After', String(options.retryAfterSeconds ?? 60));
    throw new Refusal('too-many-requests');
  }
}
