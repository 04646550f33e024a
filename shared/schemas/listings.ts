/**
 * Listing rules, shared by the API and the Add A Product form. Required messages are docs/product.md's
 * (section 5); prices and years are checked as numbers, which the original never did.
 */
import * as z from 'zod';
import { conditions, PHOTOS_MAX, sortOrders, TEXT_MAX } from '../domain';
import { acBrands, acTons, acTypes, TONLESS_TYPE, WARRANTY_MONTHS_MAX } from '../unit-specs';
import { districtIds, divisionIds } from '../places';
import { idSchema, plainTextSchema } from './common';
import { phoneSchema } from './phone';

export const PRICE_MAX = 1_000_000;
export const ABOUT_MAX = 2000;
export const EARLIEST_PURCHASE_YEAR = 1990;

/**
 * A text the listing must have, at most `max` characters. Its messages spell their limits out, as
 * catalog ids cannot be built from values (the schemas' tests hold each message to its limit).
 */
const required = (message: string, max = TEXT_MAX, tooLong = /*i18n*/ 'Please keep this under 120 characters.') =>
  plainTextSchema(message, max, tooLong);

/**
 * A number as JSON carries it, or a form's text of one ("350", "349.99"). Nothing else is
 * coerced: not booleans, arrays, blanks, hex or exponent text, which Number() would happily accept.
 */
const fromNumberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** An empty form field or a JSON null is a missing value. */
const blankToMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

// A number has at most 2 decimals when it is its own rounding to 2 decimals. Multiplying by 100
// instead would refuse 1.15 (1.15 * 100 is 114.99999999999999 in binary floats).
const hasAtMostTwoDecimals = (value: number) => Number(value.toFixed(2)) === value;

/** A price in currency units: a number, not negative, at most 2 decimals (an amount of money anywhere). */
export const price = (
  requiredMessage: string,
  max: { amount: number; message: string } = {
    amount: PRICE_MAX,
    message: /*i18n*/ 'A price must be at most 1,000,000.',
  },
) =>
  z.preprocess(
    fromNumberText,
    z
      .number({ error: requiredMessage })
      .min(0, /*i18n*/ 'A price cannot be negative.')
      .max(max.amount, max.message)
      .refine(hasAtMostTwoDecimals, /*i18n*/ 'Use at most 2 decimals in a price.'),
  );

/** A listing's price: as above, and more than nothing (a filter may still ask from 0). */
const priceField = (requiredMessage: string) =>
  z.preprocess(
    blankToMissing,
    price(requiredMessage).refine((value) => value > 0, /*i18n*/ 'A price must be more than 0.'),
  );

export const purchaseYearSchema = z.preprocess(
  (value) => fromNumberText(blankToMissing(value)),
  z
    .number({ error: /*i18n*/ 'filed is Required' })
    .int(/*i18n*/ 'Enter the year of purchase as a whole year, like 2021.')
    .min(EARLIEST_PURCHASE_YEAR, /*i18n*/ 'Enter a year from 1990 on.')
    .refine((year) => year <= new Date().getFullYear(), /*i18n*/ 'The year of purchase cannot be in the future.'),
);

/** An empty form field is no answer: null, which an edit writes to clear the field. */
const blankToNull = (value: unknown) => (value === '' ? null : value);

/** Yes or no as JSON (true, false) or as a form or URL says it ("yes", "no"). */
const fromYesNo = (value: unknown) =>
  value === 'yes' || value === 'true' ? true : value === 'no' || value === 'false' ? false : value;

const brandField = z.enum(acBrands, { error: /*i18n*/ 'Choose a brand from the list, or Other.' });
const typeField = z.enum(acTypes, { error: /*i18n*/ 'Choose the type of unit.' });
const tonsField = z.preprocess(
  fromNumberText,
  z
    .number({ error: /*i18n*/ 'Choose a capacity from 0.75 to 5 tons.' })
    .refine((tons) => (acTons as readonly number[]).includes(tons), /*i18n*/ 'Choose a capacity from 0.75 to 5 tons.'),
);
const inverterField = z.preprocess(fromYesNo, z.boolean({ error: /*i18n*/ 'Say whether it is an inverter unit.' }));

/**
 * A unit's specifications, each optional (listings from before them, sellers who do not know).
 * Left out, an edit keeps the field; null (or a blank form field) clears it.
 */
const specFields = {
  brand: z.preprocess(blankToNull, brandField.nullable()).optional(),
  type: z.preprocess(blankToNull, typeField.nullable()).optional(),
  tons: z.preprocess(blankToNull, tonsField.nullable()).optional(),
  inverter: z.preprocess(blankToNull, inverterField.nullable()).optional(),
  warrantyMonths: z
    .preprocess(
      (value) => fromNumberText(blankToNull(value)),
      z
        .number({ error: /*i18n*/ 'Enter the warranty left in whole months.' })
        .int(/*i18n*/ 'Enter the warranty left in whole months.')
        .min(0, /*i18n*/ 'Enter the warranty left in whole months.')
        .max(WARRANTY_MONTHS_MAX, /*i18n*/ 'A warranty of at most 120 months.')
        .nullable(),
    )
    .optional(),
};

/** An air cooler has no capacity in tons; the one rule across two specifications. */
export function coolerHasNoTons(listing: { type?: string | null; tons?: number | null }, context: z.RefinementCtx) {
  if (listing.type === TONLESS_TYPE && listing.tons != null) {
    context.addIssue({ code: 'custom', path: ['tons'], message: /*i18n*/ 'An air cooler has no capacity in tons.' });
  }
}

/**
 * When `locatedSomewhere` runs: beside the other fields' messages (the form shows them all at once),
 * but only on an object (a body of `null` has no fields to read).
 */
export const besideFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** A new listing says where it is: its district, or the location's own words (docs/product.md's field). */
export function locatedSomewhere(listing: { location?: string; district?: string }, context: z.RefinementCtx) {
  if (!listing.location && !listing.district) {
    context.addIssue({ code: 'custom', path: ['location'], message: /*i18n*/ 'Location is required' });
  }
}

/** Whether the price is open to offers: JSON's true or false, nothing else (not "yes", not 1). */
const negotiableField = z.boolean({ error: /*i18n*/ 'Say whether the price is negotiable.' });

const listingFields = {
  name: required(/*i18n*/ 'Product Name is Required'),
  originalPrice: priceField(/*i18n*/ 'Price is Required'),
  price: priceField(/*i18n*/ 'Price is Required'),
  purchaseYear: purchaseYearSchema,
  phone: phoneSchema(/*i18n*/ 'phone is Required'),
  /**
   * The area, in the seller's own words: optional beside a district (for the Bangladesh market),
   * which the forms ask for; without one it is the only place a listing has (`locatedSomewhere`).
   */
  location: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    required(/*i18n*/ 'Location is required').optional(),
  ),
  /** Optional in the API (the location's own words name it otherwise); the forms ask for it. */
  district: z.enum(districtIds, { error: /*i18n*/ 'Choose a district.' }).optional(),
  categoryId: required(/*i18n*/ 'Choose a category.', 64, /*i18n*/ 'Choose a category.'),
  condition: z.enum(conditions, { error: /*i18n*/ 'Choose good, excellent or fair.' }),
  img: required(/*i18n*/ 'Photo is Required', 300, /*i18n*/ 'That photo address is too long.'),
  /** The photos after the cover (`img`), in order. */
  photos: z
    .array(required(/*i18n*/ 'Photo is Required', 300, /*i18n*/ 'That photo address is too long.'), {
      error: /*i18n*/ 'Send the photos as a list of addresses.',
    })
    .max(PHOTOS_MAX - 1, /*i18n*/ 'A listing shows at most 8 photos.')
    .optional(),
  about: required(/*i18n*/ 'Description is Required', ABOUT_MAX, /*i18n*/ 'Please keep this under 2,000 characters.'),
  /** The seller is open to offers on the price (a new listing: no; an edit changes it only when sent). */
  negotiable: negotiableField.optional(),
  ...specFields,
};

/**
 * What a seller sends for a listing; everything else is set by the server. Other fields (the
 * original client sends seller, date and flags too) are dropped here and never reach the database.
 */
export const listingSchema = z.object({
  ...listingFields,
  condition: listingFields.condition.default('good'),
  negotiable: negotiableField.default(false),
});
export const listingInputSchema = listingSchema
  .superRefine(coolerHasNoTons)
  .superRefine(locatedSomewhere, besideFieldErrors);
export type ListingInput = z.infer<typeof listingInputSchema>;

/**
 * An edit changes only the fields it sends (no defaults: leaving out the condition keeps it), and
 * must send one: an edit of nothing, or of fields that are not a listing's, is refused.
 */
export const listingUpdateSchema = z
  // An edit that sends a location sends words: a blank one is refused, not taken as no change.
  .object({ ...listingFields, location: required(/*i18n*/ 'Location is required') })
  .partial()
  .refine(
    (edit) => Object.values(edit).some((value) => value !== undefined),
    /*i18n*/ 'Send at least one field of the listing to change.',
  )
  .superRefine(coolerHasNoTons);

const optionalText = z
  .string()
  .trim()
  .max(TEXT_MAX)
  .optional()
  .transform((v) => v || undefined);
const optionalPrice = z.preprocess(
  (value) => (value === '' ? undefined : value),
  price(/*i18n*/ 'Enter a price').optional(),
);

/** Search, filters and paging of the public lists (docs/architecture.md section 5). */
export const listQuerySchema = z.object({
  q: optionalText,
  category: optionalText,
  condition: z.enum(conditions, { error: /*i18n*/ 'Condition is good, excellent or fair.' }).optional(),
  /** One seller's listings, by their id: never by e-mail, which would tell anyone whose address sells here. */
  seller: idSchema(/*i18n*/ 'That id is not valid.')
    .regex(/^[^@]*$/, 'seller is the seller’s id, not an e-mail address.')
    .optional(),
  location: optionalText,
  division: z.enum(divisionIds, { error: /*i18n*/ 'Choose one of the 8 divisions.' }).optional(),
  district: z.enum(districtIds, { error: /*i18n*/ 'Choose a district.' }).optional(),
  brand: brandField.optional(),
  type: typeField.optional(),
  tons: tonsField.optional(),
  inverter: z.preprocess(fromYesNo, z.boolean({ error: /*i18n*/ 'inverter is yes or no.' })).optional(),
  /** "Inspected only": listings showing a passed inspection report (Inspected by Thanda). */
  inspected: z.preprocess(fromYesNo, z.boolean({ error: /*i18n*/ 'inspected is yes or no.' })).optional(),
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  sort: z.enum(sortOrders, { error: /*i18n*/ 'Sort by newest, price-asc or price-desc.' }).default('newest'),
  limit: z.coerce.number().int().min(1, 'limit is at least 1.').max(100, 'limit is at most 100.').default(24),
  cursor: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
