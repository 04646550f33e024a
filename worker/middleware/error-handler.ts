import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { ApiError, errorBody } from '../lib/errors';
import { log } from '../lib/logger';

/** Answers every thrown error with DESIGN.md's shape; the unexpected ones get a generic 500. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.message, err.details), err.status);
  }
  if (err instanceof HTTPException) {
    return c.json(errorBody(err.message || 'The request could not be handled.'), err.status);
  }
  log('error', 'unhandled_error', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    error: err instanceof Error ? err.name : 'unknown',
    detail: err instanceof Error ? err.message : undefined,
  });
  return c.json(errorBody('Something went wrong on our side. Please try again.'), 500);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(errorBody(`No API route for ${c.req.method} ${c.req.path}.`), 404);
