import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { errorBody, type ErrorDetails } from '../lib/errors';
import { log } from '../lib/logger';
import { Refusal } from '../lib/refusal';

function contractDetails(c: Context<AppEnv>): ErrorDetails {
  return c.get('acknowledgesFailures') ? { acknowledged: false } : {};
}

/**
 * Declares a write whose every failure says `acknowledged: false`, whatever failed (a missing
 * token, a body too large or malformed, a refusal), as the original client reads it (docs/architecture.md
 * section 4). Mount it before anything that can fail.
 */
export function acknowledgesFailures() {
  return createMiddleware<AppEnv>(async function acknowledgesFailures(c, next) {
    if (c.req.method === 'POST') c.set('acknowledgesFailures', true);
    await next();
  });
}

/** Answers every thrown error with docs/architecture.md's shape; the unexpected ones get a generic 500. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof Refusal) {
    const retryAfter = err.retryAfterSeconds();
    if (retryAfter !== null) c.header('Retry-After', String(retryAfter));
    return c.json({ ...err.body(), ...contractDetails(c) }, err.status);
  }
  if (err instanceof HTTPException) {
    return c.json(errorBody(err.message || 'The request could not be handled.', contractDetails(c)), err.status);
  }
  log('error', 'unhandled_error', {
    requestId: c.get('requestId'),
    method: c.req.method,
    // The route's pattern, never the path: paths can carry e-mail addresses.
    route: c.req.routePath,
    // The name only: messages of database errors carry the statement's bound values, and others
    // may quote personal data.
    error: err instanceof Error ? err.name : 'unknown',
    cause: err instanceof Error && err.cause instanceof Error ? err.cause.name : undefined,
  });
  return c.json({ ...new Refusal('server-error').body(), ...contractDetails(c) }, 500);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(new Refusal('no-route', { params: { method: c.req.method, path: c.req.path } }).body(), 404);
