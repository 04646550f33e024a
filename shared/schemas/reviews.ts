/** Reviews of sellers (trust and safety): what the API and the review form accept. */
import * as z from 'zod';
import { RATING_MAX, REVIEW_MAX_LENGTH } from '../domain';
import { idSchema, plainTextSchema } from './common';

const rating = z
  .number({ error: /*i18n*/ 'Choose 1 to 5 stars.' })
  .int(/*i18n*/ 'Choose 1 to 5 stars.')
  .min(1, /*i18n*/ 'Choose 1 to 5 stars.')
  .max(RATING_MAX, /*i18n*/ 'Choose 1 to 5 stars.');

const reviewText = plainTextSchema(
  /*i18n*/ 'Write a few words, or leave the text out.',
  REVIEW_MAX_LENGTH,
  /*i18n*/ 'Please keep the review under 1,000 characters.',
);

export const reviewInputSchema = z.object({
  sellerId: idSchema(/*i18n*/ 'That id is not valid.'),
  rating,
  text: reviewText.optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** An edit changes the stars, the text, or both; `text: null` takes the text out. */
export const reviewEditSchema = z
  .object({ rating: rating.optional(), text: reviewText.nullable().optional() })
  .refine((edit) => edit.rating !== undefined || edit.text !== undefined, {
    message: /*i18n*/ 'Change the stars or the text.',
  });
export type ReviewEdit = z.infer<typeof reviewEditSchema>;

export const replyInputSchema = z.object({
  text: plainTextSchema(
    /*i18n*/ 'Write your reply.',
    REVIEW_MAX_LENGTH,
    /*i18n*/ 'Please keep the reply under 1,000 characters.',
  ),
});
