/**
 * Listing rules, shared by the API and the Add A Product form. Required messages are SPEC.md's
 * (section 5); prices and years are checked as numbers, which the original never did.
 */
import { z } from 'zod';
import { conditions } from '../db/schema';
import { phoneSchema } from './common';

export const PRICE_MAX = 1_000_000;
export const TEXT_MAX = 120;
export const ABOUT_MAX = 2000;
export const EARLIEST_PURCHASE_YEAR = 1990;

const required = (message: string, max = TEXT_MAX) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters.`);

/** A price in currency units: a number, not negative, at most 2 decimals. */
const price = (requiredMessage: string) =>
  z.coerce
    .number({ error: requiredMessage })
    .refine((value) => Number.isFinite(value), 'Enter the price as a number, like 350 or 349.99.')
    .refine((value) => value >= 0, 'A price cannot be negative.')
    .refine((value) => value <= PRICE_MAX, `A price must be at most ${PRICE_MAX.toLocaleString('en-US')}.`)
    .refine((value) => Math.round(value * 100) === value * 100, 'Use at most 2 decimals in a price.');

const priceField = (requiredMessage: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), price(requiredMessage));

export const purchaseYearSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: 'filed is Required' })
    .int('Enter the year of purchase as a whole year, like 2021.')
    .min(EARLIEST_PURCHASE_YEAR, `Enter a year from ${EARLIEST_PURCHASE_YEAR} on.`)
    .refine((year) => year <= new Date().getFullYear(), 'The year of purchase cannot be in the future.'),
);

/** What a seller sends for a listing; everything else is set by the server. */
export const productInputSchema = z.object({
  name: required('Product Name is Required'),
  originalPrice: priceField('Price is Required'),
  price: priceField('Price is Required'),
  purchaseYear: purchaseYearSchema,
  phone: phoneSchema('phone is Required'),
  location: required('Location is required'),
  categoryId: required('Choose a category.', 64),
  condition: z.enum(conditions, { error: 'Choose good, excellent or fair.' }).default('good'),
  img: required('Photo is Required', 300),
  about: required('Description is Required', ABOUT_MAX),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productUpdateSchema = productInputSchema.partial();

export const sortOrders = ['newest', 'price-asc', 'price-desc'] as const;

const optionalText = z.string().trim().max(TEXT_MAX).optional().transform((v) => v || undefined);
const optionalPrice = z.preprocess((value) => (value === '' ? undefined : value), price('Enter a price').optional());

/** Search, filters and paging of the public lists (DESIGN.md section 5). */
export const listQuerySchema = z.object({
  q: optionalText,
  category: optionalText,
  condition: z.enum(conditions, { error: 'Condition is good, excellent or fair.' }).optional(),
  /** One seller's listings, by their e-mail (names are not unique). */
  seller: z.string().trim().toLowerCase().pipe(z.email('seller must be an e-mail address.')).optional(),
  location: optionalText,
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  sort: z.enum(sortOrders, { error: 'Sort by newest, price-asc or price-desc.' }).default('newest'),
  limit: z.coerce.number().int().min(1, 'limit is at least 1.').max(100, 'limit is at most 100.').default(24),
  cursor: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
