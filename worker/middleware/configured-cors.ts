import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { BOOKMARK_HEADER } from '../lib/session-bookmark';

/** The origins of CORS_ORIGINS (comma-separated, exact origins such as https://admin.example.com). */
function configuredOrigins(value: string | undefined) {
  return new Set(
    (value ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  );
}

/**
 * Cross-origin calls only from the origins an operator listed. The SPA is same-origin and needs
 * none, so by default no CORS header is ever sent and browsers keep other sites out.
 */
export function configuredCors() {
  const policies = new WeakMap<object, ReturnType<typeof cors> | null>();
  return createMiddleware<AppEnv>(async function configuredCors(c, next) {
    let policy = policies.get(c.env);
    if (policy === undefined) {
      const origins = configuredOrigins(c.env.CORS_ORIGINS);
      policy = origins.size
        ? cors({
            origin: (origin) => (origins.has(origin) ? origin : null),
            allowHeaders: ['Authorization', 'Content-Type', BOOKMARK_HEADER],
            exposeHeaders: ['Link', 'Retry-After', 'X-Request-Id', BOOKMARK_HEADER],
            maxAge: 600,
          })
        : null;
      policies.set(c.env, policy);
    }
    return policy ? policy(c, next) : next();
  });
}
