/**
 * Thanda's domain lists, written once: the database schema, the API's zod schemas and the SPA all
 * import them from here. No runtime imports but the formatters' few lines, so the SPA pays only for
 * the lists it uses.
 */

import { decimalFormat } from './intl-formats';
import type { AcBrand } from './unit-specs';

export const roles = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Self-registration is as a buyer or a seller, never an admin. */
export const selfRegisterRoles = ['buyer', 'seller'] as const satisfies readonly Role[];
export type SelfRegisterRole = (typeof selfRegisterRoles)[number];

export const conditions = ['good', 'excellent', 'fair'] as const;
export type Condition = (typeof conditions)[number];

/** How the public lists can be ordered. */
export const sortOrders = ['newest', 'price-asc', 'price-desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** `succeeded` made a sale; `refunded` was refused after the money moved and given back. */
export const paymentStatuses = ['succeeded', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * Thanda Protect (docs/decisions/027-thanda-protect.md): an online payment is held by Thanda until
 * the buyer confirms the unit works, or until this many hours after the seller handed it over
 * with no dispute; until then the buyer may dispute it.
 */
export const PROTECT_HOURS = 72;

/** Why a buyer disputes a protected payment. */
export const disputeReasons = ['not-cooling', 'not-as-described', 'damaged', 'not-handed-over', 'other'] as const;
export type DisputeReason = (typeof disputeReasons)[number];

/** How an admin settles a dispute: the seller is paid, the buyer is refunded, or part of each. */
export const disputeOutcomes = ['release', 'refund', 'partial-refund'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

/** How a seller's payout was sent, outside Thanda (no disbursement API is called). */
export const payoutMethods = ['bkash', 'nagad', 'bank'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

/** Where a refund stands with the gateway: to ask (again), accepted but not finished, or done. */
export const refundStates = ['requested', 'processing', 'done'] as const;
export type RefundState = (typeof refundStates)[number];

/** How long starting a payment holds a product for its booking (docs/decisions/007). */
export const HOLD_MINUTES = 15;

/**
 * How many holds a booking may take in a row, each less than a day after the one before it; after
 * that it waits a day from the last one's end. Free accounts taking turns could otherwise keep a
 * listing held for good (docs/decisions/007).
 */
export const HOLDS_IN_ROW = 3;

/**
 * A listing's state (docs/architecture.md section 9), as the API tells it: the public lists show `active` and
 * `held` (a buyer is paying) listings; a seller's own list and a sold listing's page show the rest.
 * `expired`: its seller did not renew it within LISTING_DAYS, so it left the lists until they do.
 */
export const listingStatuses = ['pending_review', 'active', 'held', 'sold', 'hidden', 'expired', 'removed'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/**
 * A booking's state (docs/architecture.md section 9): asked for, being paid (its hold, or a payment an admin
 * checks), paid online or at the meet-up, refunded (the money came back), or cancelled (its buyer
 * called it off, or the listing was sold to someone else or taken down).
 */
export const bookingStatuses = [
  'requested',
  'pending_payment',
  'paid',
  'paid_in_person',
  'refunded',
  'cancelled',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * A receipt reference a buyer can read out over the phone ("TH-1A2B3C4D"): the first 32 bits of the
 * payment's id. It names the payment for people; the full id stays the key.
 */
export const receiptReference = (paymentId: string) => `TH-${paymentId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** How long a payment flagged by the gateway keeps the product held while an admin reviews it. */
export const REVIEW_HOURS = 24;

/**
 * The interface's languages, English first (the source and the default). The choice lives in the
 * `lang` cookie, so the page shell and the Worker's answers can follow it before any script runs.
 */
export const languages = ['en', 'bn'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_COOKIE = 'lang';
export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);
/** Each language's locale for numbers and dates: en-GB, and bn-BD (Bangla digits). */
export const languageLocales: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };
/** A page's title from its own name, in either language. */
export const pageTitle = (name: string) => `${name} · Thanda`;
/** A name as a page in `language` shows it: its Bangla one on a Bangla page, where it has one. */
export const nameIn = (language: Language, name: string, nameBn: string | null | undefined) =>
  (language === 'bn' && nameBn) || name;
/**
 * Titles written before the SPA runs, in each language: the home page's (index.html's, which its
 * head script puts in Bangla) and a missing listing's (the Worker's 404 page). The SPA writes the
 * same ones once it runs (web/app/document-title.tsx, web/app/routes/error-page.tsx).
 */
export const siteTitles: Record<Language, { home: string; notFound: string }> = {
  en: { home: 'Thanda: second-hand ACs and coolers in Bangladesh', notFound: pageTitle('404 Not Found') },
  bn: { home: 'Thanda: বাংলাদেশে পুরোনো এসি ও কুলার কেনাবেচা', notFound: pageTitle('৪০৪ পাওয়া যায়নি') },
};

/** What the site is, in each language: the home page's description, and any page's without its own. */
export const siteDescriptions: Record<Language, string> = {
  en: 'Buy and sell second-hand air conditioners and coolers across Bangladesh: fair prices, payments held until the AC cools, and inspections by Thanda technicians.',
  bn: 'বাংলাদেশজুড়ে পুরোনো এসি ও কুলার কিনুন ও বিক্রি করুন: ন্যায্য দাম, এসি ঠান্ডা না করা পর্যন্ত টাকা ধরে রাখা হয়, আর Thanda-র টেকনিশিয়ানের পরিদর্শন।',
};

/**
 * The home page's link-preview picture: the first hero slide with the site's name, a JPEG (chat
 * apps show no WebP) drawn by scripts/draw-hero-images.ts into web/public.
 */
export const siteSharePicture = { path: '/share/home.jpg', width: 1200, height: 630 } as const;

/**
 * The deployment's currency (`CURRENCY`): it is what payments are taken in and what every price
 * shows. `usd` is docs/product.md's `$`; `bdt` is the Taka, `৳` with Bangladeshi grouping.
 */
export const currencies = ['usd', 'bdt'] as const;
export type Currency = (typeof currencies)[number];

/** The currency's sign: docs/product.md's `$`, or the Taka's `৳`. */
export const currencySign = (currency: Currency) => (currency === 'bdt' ? '৳' : '$');

/**
 * A price as every screen shows it: the currency's sign, cents only when there are any, in the
 * locale's digits. Taka are grouped the Bangladeshi way (৳1,25,000) in English too. The SPA's
 * `formatPrice` and a listing page's HTML (worker/pages/listing-shell.ts) both write it so.
 */
export function priceText(amount: number, currency: Currency, locale: string) {
  if (currency === 'bdt' && locale !== languageLocales.bn) return `৳${decimalFormat('en-IN').format(amount)}`;
  return `${currencySign(currency)}${decimalFormat(locale).format(amount)}`;
}

/** The social networks the footer can link to, when the deployment names a page there. */
export const socialNetworks = ['facebook', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** What can be reported to the admins (trust and safety). */
export const reportTargets = ['listing', 'user', 'conversation'] as const;
export type ReportTarget = (typeof reportTargets)[number];

/** How an admin closed a report; its reporter sees it in their dashboard. */
export const reportOutcomes = ['dismissed', 'listing-hidden', 'user-suspended', 'deleted'] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];

/**
 * Why a listing is out of the public lists by an admin's hand: hidden after reports, or (with
 * LISTING_REVIEW) waiting for or refused its first review. Null: nothing holds it back.
 */
export const moderationStates = ['hidden', 'pending', 'rejected'] as const;
export type ModerationState = (typeof moderationStates)[number];

/** How an admin decided a seller's verification request. */
export const verificationOutcomes = ['verified', 'declined'] as const;
export type VerificationOutcome = (typeof verificationOutcomes)[number];

/**
 * What the audit log records: every admin action, by name, and a person's own change of what their
 * account may do (a buyer starting to sell, issue 64), whose actor is themself.
 */
export const auditActions = [
  'report-dismissed',
  'listing-hidden',
  'listing-restored',
  'listing-deleted',
  'listing-marked-sold',
  'user-suspended',
  'user-unsuspended',
  'user-deleted',
  'seller-verified',
  'payment-review-approved',
  'payment-review-declined',
  'review-hidden',
  'listing-approved',
  'listing-rejected',
  'verification-declined',
  'dispute-released',
  'dispute-refunded',
  'dispute-partly-refunded',
  'payout-recorded',
  'user-started-selling',
  'technician-granted',
  'technician-revoked',
  'inspection-requested',
  'inspection-scheduled',
  'inspection-assigned',
  'inspection-recorded',
  'inspection-published',
  'inspection-cancelled',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Why someone reports a listing, a user or a conversation. */
export const reportReasons = [
  'scam',
  'wrong-category',
  'prohibited',
  'misleading',
  'offensive',
  'duplicate',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

/** A review's stars, and how long its buyer may still edit it. */
export const RATING_MAX = 5;
export const REVIEW_EDIT_DAYS = 7;
export const REVIEW_MAX_LENGTH = 1000;

/** The longest short text a listing or a search takes (a name, a location, the catalogue's `q`), in characters. */
export const TEXT_MAX = 120;

/** The longest message a conversation takes, in characters. */
export const MESSAGE_MAX_LENGTH = 2000;

/** The most photos a listing shows: its cover and up to 7 more. */
export const PHOTOS_MAX = 8;

/**
 * How a brand is written (`lg` is LG; `other` is labelled by the interface, in its language).
 * Here, apart from the lists in unit-specs.ts, because every product card shows it.
 */
export const brandName = (brand: Exclude<AcBrand, 'other'>) =>
  brand === 'lg' ? 'LG' : brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * What a person is told about (docs/decisions/028-notifications.md): each becomes one notification row,
 * shown in the app, and sent by Web Push and SMS as the person's preferences allow.
 */
export const notificationKinds = [
  'message',
  'booking',
  'payment-held',
  'payment-handed-over',
  'payment-released',
  'payment-refunded',
  'payment-disputed',
  'listing-approved',
  'listing-rejected',
  'listing-hidden',
  'listing-expiring',
  'report-outcome',
  'review',
  'price-drop',
  'wish-sold',
  'saved-search',
  'inspection',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Where a notification goes beside the app (which always has it). */
export const notificationChannels = ['push', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** What must not be missed: the only kinds sent by SMS, and only to a confirmed phone number. */
export const smsKinds = ['booking', 'payment-held', 'payment-disputed'] as const satisfies readonly NotificationKind[];

/** How often a saved search tells its owner of new matches. */
export const alertFrequencies = ['instant', 'daily', 'off'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** A listing leaves the public lists this many days after it was published or last renewed. */
export const LISTING_DAYS = 30;
/** Its seller is asked "Still available?" this many days before it expires. */
export const EXPIRY_REMINDER_DAYS = 5;
/** An advertisement (promotion) runs this many days, and can be renewed. */
export const PROMOTION_DAYS = 7;

/**
 * Inspected by Thanda (issue 62, docs/decisions/033-inspections.md): an inspection is `unpaid` until
 * its fee is paid, then `requested`; the seller confirms the time (`scheduled`), an admin assigns a
 * technician (`assigned`), who records the report (`done`). Until it is done it can be `cancelled`,
 * and its fee is refunded in full.
 */
export const inspectionStates = ['unpaid', 'requested', 'scheduled', 'assigned', 'done', 'cancelled'] as const;
export type InspectionState = (typeof inspectionStates)[number];

/** An inspection on its way: one at a time per listing, offered to every buyer rather than done twice. */
export const openInspectionStates = [
  'requested',
  'scheduled',
  'assigned',
] as const satisfies readonly InspectionState[];

/** The technician's verdict; a passed one (with or without notes) earns the listing its badge. */
export const inspectionVerdicts = ['passed', 'passed-with-notes', 'failed'] as const;
export type InspectionVerdict = (typeof inspectionVerdicts)[number];

/** What each notification about an inspection says happened. */
export const inspectionSteps = ['requested', 'scheduled', 'assigned', 'done', 'cancelled'] as const;
export type InspectionStep = (typeof inspectionSteps)[number];

/** A report stands this many days (or until the listing's specifications are edited). */
export const INSPECTION_REPORT_DAYS = 30;
/** How long a requester has to pay the fee before the slot is free for someone else. */
export const INSPECTION_PAY_MINUTES = 30;
/** An inspection not done this many hours after its slot never happened: cancelled and refunded. */
export const INSPECTION_GRACE_HOURS = 48;
/** The most time slots a seller offers at once, and how far ahead. */
export const INSPECTION_SLOTS_MAX = 12;
export const INSPECTION_SLOT_DAYS_AHEAD = 30;
/** The most photos a report keeps (the serial plate and what the technician saw). */
export const INSPECTION_PHOTOS_MAX = 6;
