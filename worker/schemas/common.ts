/** Field rules shared by several request schemas. */
import { z } from 'zod';

/** A Bangladeshi-style phone number; `requiredMessage` is the form's own wording. */
export const phoneSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(30, 'That phone number is too long.')
    .pipe(z.string().regex(/^[+0-9][0-9 \-()]{5,29}$/, 'Enter a phone number, like 01711-234567.'));

/** A string id in a path; anything longer than ours is simply not found. */
export const idParamSchema = z.object({ id: z.string().trim().min(1).max(64) });
