/**
 * Verification requests (trust and safety): the seller's form (their mobile number, which
 * Firebase's phone provider then confirms by text, and a note) and what the API takes once it is
 * confirmed (the Firebase ID token that carries the number, and the note).
 */
import * as z from 'zod';
import { plainTextSchema } from './common';
import { phoneSchema } from './phone';

const noteSchema = plainTextSchema(
  /*i18n*/ 'Leave the note out, or write one.',
  500,
  /*i18n*/ 'Please keep the note under 500 characters.',
).optional();

export const verificationFormSchema = z.object({
  phone: phoneSchema(/*i18n*/ 'Enter the mobile number buyers reach you on.'),
  note: noteSchema,
});
export type VerificationForm = z.input<typeof verificationFormSchema>;

export const verificationRequestSchema = z.object({
  idToken: z
    .string({ error: /*i18n*/ 'Confirm your phone number first.' })
    .min(1, /*i18n*/ 'Confirm your phone number first.')
    .max(8192, /*i18n*/ 'The sign-in token is not valid.'),
  note: noteSchema,
});
export type VerificationRequestInput = z.infer<typeof verificationRequestSchema>;
