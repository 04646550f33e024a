/** Reports and the admins' moderation actions (trust and safety): what the API and the forms accept. */
import * as z from 'zod';
import { reportReasons, reportTargets } from '../domain';
import { idSchema, isPlainText, PLAIN_TEXT_MESSAGE, plainTextSchema } from './common';

/** Why and, optionally, in the reporter's words. */
export const reportReasonSchema = z.object({
  reason: z.enum(reportReasons, { error: /*i18n*/ 'Choose why you are reporting this.' }),
  note: z
    .string({ error: /*i18n*/ 'The note is not valid.' })
    .trim()
    .min(1, /*i18n*/ 'Leave the note out, or write one.')
    .max(1000, /*i18n*/ 'Please keep the note under 1,000 characters.')
    .refine(isPlainText, PLAIN_TEXT_MESSAGE)
    .optional(),
});

const targetSchema = z.object({
  targetType: z.enum(reportTargets, { error: /*i18n*/ 'Say whether you report a listing, a user or a conversation.' }),
  targetId: idSchema(/*i18n*/ 'That id is not valid.'),
});

export const reportInputSchema = targetSchema.extend(reportReasonSchema.shape);
export type ReportInput = z.infer<typeof reportInputSchema>;

/** The reason an admin gives, which the seller or user concerned is shown. */
const moderationReason = plainTextSchema(
  /*i18n*/ 'Write the reason: the person concerned will read it.',
  500,
  /*i18n*/ 'Please keep the reason under 500 characters.',
);

export const moderationReasonSchema = z.object({ reason: moderationReason });

/** An optional reason, for undoing (a restore, a lifted suspension). */
export const optionalReasonSchema = z.object({ reason: moderationReason.optional() });

export const dismissInputSchema = targetSchema.extend({ reason: moderationReason.optional() });

/** The longest suspension with an end date; without one it lasts until an admin lifts it. */
export const SUSPENSION_DAYS_MAX = 365;

export const suspensionInputSchema = z.object({
  reason: moderationReason,
  /** When the suspension ends by itself (ISO date or date-time); left out, it lasts until lifted. */
  until: z.iso
    .datetime({ offset: true, error: /*i18n*/ 'Choose a valid end date.' })
    .or(z.iso.date({ error: /*i18n*/ 'Choose a valid end date.' }))
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() > Date.now(), /*i18n*/ 'The end date must be in the future.')
    .refine(
      (date) => date.getTime() <= Date.now() + SUSPENSION_DAYS_MAX * 86_400_000,
      /*i18n*/ 'A suspension with an end date lasts a year at most.',
    )
    .optional(),
});
export type SuspensionInput = z.infer<typeof suspensionInputSchema>;
