import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { AppEnv } from '../env';
import type { output, ZodType } from 'zod';
import { Refusal } from '../lib/refusal';

const NOT_AN_OBJECT = 'Send the request body as a JSON object.';

/**
 * zod validation for one part of the request. Failures answer 400 with every issue, each with its
 * field path and the schema's message, so a form can show it under the field. A body that is not
 * an object at all (null, an array, a number) gets one plain message instead of zod's.
 * `callerFirst` runs before a failure is answered, for a route that reads its caller only after the
 * body (decision 011): one who may not make the write is refused as such (401, 403), not told what
 * the body lacks.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  options: { callerFirst?: (c: Context<AppEnv>) => Promise<unknown> } = {},
) {
  return zValidator(target, schema, async (result, c) => {
    if (!result.success) {
      await options.callerFirst?.(c as unknown as Context<AppEnv>);
      const issues = result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.path.length === 0 && issue.code === 'invalid_type' ? NOT_AN_OBJECT : issue.message,
      }));
      throw new Refusal('invalid-input', { issues });
    }
  });
}

/** The input `validate(target, schema)` gives a route: for a later middleware's context that reads it. */
export type Validated<Target extends keyof ValidationTargets, Schema extends ZodType> = {
  out: { [K in Target]: output<Schema> };
};
