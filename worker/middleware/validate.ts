import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { AppEnv } from '../env';
import type { ZodType } from 'zod';
import { Refusal } from '../lib/refusal';

const NOT_AN_OBJECT = 'Send the request body as a JSON object.';

/** What one `validate()` middleware checks: the API's description reads it (site/openapi.ts). */
export interface Validation {
  target: keyof ValidationTargets;
  schema: ZodType;
}

const validations = new WeakMap<object, Validation>();

/** The part of the request and the schema a route's middleware validates, if it is `validate()`'s. */
export const validationOf = (handler: unknown): Validation | undefined =>
  typeof handler === 'function' ? validations.get(handler) : undefined;

/**
 * zod validation for one part of the request. Failures answer 400 with every issue, each with its
 * field path and the schema's message, so a form can show it under the field. A body that is not
 * an object at all (null, an array, a number) gets one plain message instead of zod's.
 * `callerFirst` runs before a failure is answered, for a route that reads its caller only after the
 * body (decision 011): one who may not make the write is refused as such (401, 403), not told what
 * the body lacks. The middleware remembers its target and schema, so the API's OpenAPI description
 * (GET /api/openapi.json) is made from the very schemas that validate.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  options: { callerFirst?: (c: Context<AppEnv>) => Promise<unknown> } = {},
) {
  const checked = zValidator(target, schema, async (result, c) => {
    if (!result.success) {
      await options.callerFirst?.(c as unknown as Context<AppEnv>);
      const issues = result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.path.length === 0 && issue.code === 'invalid_type' ? NOT_AN_OBJECT : issue.message,
      }));
      throw new Refusal('invalid-input', { issues });
    }
  });
  // A body that is not JSON at all is refused here, after `callerFirst`, as any other bad body (the
  // validator's own refusal would come first and carry no reason); the parsed body is kept for it.
  const middleware: typeof checked =
    target === 'json'
      ? async (c, next) => {
          try {
            await c.req.json();
          } catch {
            await options.callerFirst?.(c as unknown as Context<AppEnv>);
            throw new Refusal('body-malformed');
          }
          return checked(c, next);
        }
      : checked;
  validations.set(middleware, { target, schema });
  return middleware;
}
