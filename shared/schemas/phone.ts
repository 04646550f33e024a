/**
 * Phone numbers are Bangladeshi mobile numbers (for the Bangladesh market): 01, an operator digit 3
 * to 9, and eight more digits, typed with or without +880 and with any spaces, dashes, dots or
 * brackets. They are stored as +8801XXXXXXXXX and shown as 01XXX-XXXXXX (shared/phone-numbers.ts).
 * The same rule serves the API and the forms.
 */
import * as z from 'zod';
import { normalisePhone } from '../phone-numbers';

/** A Bangladeshi mobile number, normalised; `requiredMessage` is the form's own wording. */
export const phoneSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(30, /*i18n*/ 'That phone number is too long.')
    .transform((text, ctx) => {
      const phone = normalisePhone(text);
      if (!phone) {
        ctx.addIssue({
          code: 'custom',
          message: /*i18n*/ 'Enter a Bangladeshi mobile number, like 01711-234567 or +880 1711-234567.',
        });
        return z.NEVER;
      }
      return phone;
    });
