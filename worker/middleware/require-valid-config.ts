import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { configProblems } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { log } from '../lib/logger';

/**
 * Refuses to serve the API while the deployment is misconfigured (checked once per isolate):
 * the operator reads the list in the logs, callers get a plain 503.
 */
export function requireValidConfig() {
  const checked = new WeakMap<object, string[]>();
  return createMiddleware<AppEnv>(async function requireValidConfig(c, next) {
    let problems = checked.get(c.env);
    if (!problems) {
      problems = configProblems(c.env);
      checked.set(c.env, problems);
    }
    if (problems.length > 0) {
      log('error', 'invalid_configuration', { problems: problems.join(' ') });
      throw new Refusal('not-configured');
    }
    await next();
  });
}
