/** Field rules shared by several request schemas. */
import * as z from 'zod';

// Control characters (NUL, escape, ...) have no place in text a person typed; tab and line breaks do.
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;
// With the u flag \p{Cs} matches only a surrogate that is not half of a pair: broken UTF-16 that
// would be stored as replacement characters.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether text is free of control characters and broken Unicode. */
export const isPlainText = (text: string) => !CONTROL_CHARACTER.test(text) && !LONE_SURROGATE.test(text);

export const PLAIN_TEXT_MESSAGE = /*i18n*/ 'Remove the control characters or broken symbols from this text.';

/**
 * Text a person typed, as every stored text field takes it: trimmed, required, capped, and free of
 * control characters and broken Unicode. Emoji, Bangla, right-to-left scripts, combining marks and
 * HTML or SQL meta-characters are all just text.
 */
export const plainTextSchema = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage)
    .refine(isPlainText, PLAIN_TEXT_MESSAGE);

export const ID_MAX = 64;

/** A string id (in a path or a body); anything longer than ours cannot name anything. */
export const idSchema = (message: string) => z.string({ error: message }).trim().min(1, message).max(ID_MAX, message);

export const idParamSchema = z.object({ id: idSchema(/*i18n*/ 'That id is not valid.') });

/**
 * A "newer than this" page cursor of a list ordered by (time, id), as the API writes it in `next`
 * (`<epoch ms>_<id>`): the audit log, a seller's reviews.
 */
export const pageCursorSchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,15}_[\w-]{1,64}$/, /*i18n*/ 'That page link is no longer valid. Start from the first page.')
    .transform((value) => {
      const [at, id] = value.split(/_(.*)/s) as [string, string];
      return { at: Number(at), id };
    })
    .optional(),
});

/** The cursor of the page after one whose last row is at `at` with `id`. */
export const pageCursor = (at: Date, id: string) => `${at.getTime()}_${id}`;
