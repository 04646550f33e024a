/**
 * Search and paging of the admins' tables (All Seller, All Buyer, Refunds; issue 64). Every
 * parameter is optional: a request without them gets the first page, as large as the lists were
 * before they had pages. The next page's address comes in a `Link` header (rel="next").
 */
import * as z from 'zod';
import { isPlainText, pageCursorSchema, PLAIN_TEXT_MESSAGE } from './common';

// The messages below spell these limits out, as catalog ids cannot be built from values.
export const ADMIN_SEARCH_MAX = 100;
/** The largest page, and the page a request without `limit` gets: the 200 refunds the table always showed. */
export const ADMIN_PAGE_MAX = 200;

export const adminListQuerySchema = z.object({
  /** Part of a name, an e-mail address or a phone number, in any case. */
  q: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX, /*i18n*/ 'Search for at most 100 characters.')
    .refine(isPlainText, PLAIN_TEXT_MESSAGE)
    .optional()
    .transform((q) => q || undefined),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit is at least 1.')
    .max(ADMIN_PAGE_MAX, 'limit is at most 200.')
    .default(ADMIN_PAGE_MAX),
  /** Where the page starts, as the previous page's Link says (`<epoch ms>_<id>`, as the audit log's). */
  cursor: pageCursorSchema.shape.before,
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;
