/** What the notification, push and saved-search endpoints take; the settings form uses the same rules. */
import * as z from 'zod';
import { alertFrequencies, languages, notificationChannels, notificationKinds } from '../domain';
import { plainTextSchema } from './common';
import { listQuerySchema } from './listings';

const MINUTES_IN_DAY = 24 * 60;

const minuteOfDay = z
  .number({ error: /*i18n*/ 'Choose a time of day.' })
  .int(/*i18n*/ 'Choose a time of day.')
  .min(0, /*i18n*/ 'Choose a time of day.')
  .max(MINUTES_IN_DAY - 1, /*i18n*/ 'Choose a time of day.');

/** PUT /api/notifications/settings: any of a person's choices; what is not sent stays. */
export const notificationSettingsSchema = z.object({
  preferences: z
    .array(
      z.object({
        kind: z.enum(notificationKinds, { error: /*i18n*/ 'That is not a kind of notification.' }),
        channel: z.enum(notificationChannels, { error: /*i18n*/ 'Choose push or SMS.' }),
        enabled: z.boolean({ error: /*i18n*/ 'Say on or off.' }),
      }),
    )
    .max(notificationKinds.length * notificationChannels.length)
    .optional(),
  /** Both set, or both null for no quiet hours. */
  quietHours: z
    .object({ from: minuteOfDay, to: minuteOfDay })
    .refine((q) => q.from !== q.to, /*i18n*/ 'Quiet hours start and end at different times.')
    .nullable()
    .optional(),
  language: z.enum(languages, { error: /*i18n*/ 'Choose English or Bangla.' }).optional(),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/notifications/sms-phone: a fresh Firebase ID token carrying the confirmed `phone_number`. */
export const smsPhoneSchema = z.object({
  idToken: z.string({ error: /*i18n*/ 'Confirm your phone number first.' }).min(1).max(8192),
});

const base64url = (message: string) => z.string({ error: message }).regex(/^[A-Za-z0-9_-]{16,200}={0,2}$/, message);

/** POST /api/push/subscriptions: PushSubscription.toJSON(), with the key it was made for. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: /*i18n*/ 'That push address is not valid.' })
    .max(1000, /*i18n*/ 'That push address is not valid.'),
  keys: z.object({
    p256dh: base64url(/*i18n*/ 'That push key is not valid.'),
    auth: base64url(/*i18n*/ 'That push key is not valid.'),
  }),
  vapidKey: base64url(/*i18n*/ 'That push key is not valid.'),
  language: z.enum(languages, { error: /*i18n*/ 'Choose English or Bangla.' }).default('en'),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions */
export const pushEndpointSchema = pushSubscriptionSchema.pick({ endpoint: true });

export const SEARCH_NAME_MAX = 60;
/** Saved searches a person may keep (the refusal 'saved-searches-full' says the number). */
export const SAVED_SEARCHES_MAX = 20;

// Neither order nor paging nor one seller's list (a page of its own) is a filter to be alerted by.
const { sort: _sort, limit: _limit, cursor: _cursor, seller: _seller, ...savedFilterFields } = listQuerySchema.shape;

/**
 * The filters a saved search keeps: what /allproduct's query string filters by, with the same rules
 * (shared/schemas/listings.ts `listQuerySchema`), and nothing else, so a mistyped filter is refused
 * rather than saved as a search for everything.
 */
export const savedFiltersSchema = z.strictObject(savedFilterFields, {
  error:
    /*i18n*/ 'Save the filters the search page has: words, category, condition, place, brand, type, capacity, inverter and price.',
});
/** The filters as the API reads them: numbers and yes or no parsed. */
export type SavedFilters = z.infer<typeof savedFiltersSchema>;
/** The filters as a form or a query string holds them. */
export type SavedFiltersInput = z.input<typeof savedFiltersSchema>;

const searchName = plainTextSchema(
  /*i18n*/ 'Give this search a name.',
  SEARCH_NAME_MAX,
  /*i18n*/ 'A search name is at most 60 characters.',
);
const frequency = z.enum(alertFrequencies, { error: /*i18n*/ 'Choose instant, daily or off.' });

/**
 * POST /api/saved-searches: `filters` as /allproduct's query string has them. Other fields are
 * dropped, as every write's are (worker/contract/unknown-fields.test.ts); an unknown filter is refused.
 */
export const savedSearchInputSchema = z.object({
  name: searchName,
  filters: savedFiltersSchema,
  frequency: frequency.default('instant'),
});
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

/** PATCH /api/saved-searches/:id */
export const savedSearchUpdateSchema = z
  .object({ name: searchName.optional(), frequency: frequency.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, /*i18n*/ 'Change the name or how often.');
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;
