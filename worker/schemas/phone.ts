/**
 * Phone numbers are Bangladeshi mobile numbers (issue 15): 01, an operator digit 3 to 9, and eight
 * more digits, typed with or without +880 and with any spaces, dashes, dots or brackets. They are
 * stored as +8801XXXXXXXXX and shown as 01XXX-XXXXXX. The same rule serves the API and the forms.
 */
import { z } from 'zod';

const SEPARATORS = /[\s\-().]/g;
const MOBILE = /^(?:\+?880|0)(1[3-9]\d{8})$/;
const STORED = /^\+880(1\d{3})(\d{6})$/;

/** The stored form (+8801XXXXXXXXX) of a Bangladeshi mobile number, or null for anything else. */
export function normalisePhone(text: string) {
  const match = text.replace(SEPARATORS, '').match(MOBILE);
  return match ? `+880${match[1]}` : null;
}

/** How a stored number reads (01711-234567); a number stored before the rule shows as it was typed. */
export function formatPhone(stored: string) {
  const match = stored.match(STORED);
  return match ? `0${match[1]}-${match[2]}` : stored;
}

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
