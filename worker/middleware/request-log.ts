import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { log } from '../lib/logger';

/**
 * One structured line per request with its request id. It logs the route's pattern, never the
 * path itself: paths and queries can carry e-mail addresses.
 */
export function requestLog() {
  return createMiddleware<AppEnv>(async function requestLog(c, next) {
    const started = Date.now();
    await next();
    log(c.res.status >= 500 ? 'error' : 'info', 'request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Date.now() - started,
    });
  });
}
