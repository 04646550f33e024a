import {
  currencies,
  LISTING_DAYS,
  PROMOTION_DAYS,
  socialNetworks,
  type Currency,
  type SocialNetwork,
} from '../../shared/domain';
import type { Bindings } from '../env';
import { fromMinor, toMinor } from '../../shared/money';

/** SSLCOMMERZ's live API: production accepts no other (the gateway's sandbox is for tests). */
export const SSLCOMMERZ_LIVE_URL = 'https://securepay.sslcommerz.com';

/** The admin e-mails of ADMIN_EMAILS, lower-cased. */
export function adminEmails(env: Pick<Bindings, 'ADMIN_EMAILS'>) {
  return new Set(
    (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Emulator tokens (unsigned) are trusted only when the emulator is configured, never in
 * production, and only for a request that came to a loopback host: a Worker deployed with the
 * local configuration by mistake is reached under its public name and still refuses them.
 */
export function acceptsEmulatorTokens(
  env: Pick<Bindings, 'ENVIRONMENT' | 'FIREBASE_AUTH_EMULATOR_HOST'>,
  requestUrl: string,
) {
  if (!env.FIREBASE_AUTH_EMULATOR_HOST || env.ENVIRONMENT === 'production') return false;
  return LOOPBACK_HOSTS.has(new URL(requestUrl).hostname);
}

/**
 * The deployment's currency: the Taka unless CURRENCY names another (docs/decisions/026); an
 * unknown CURRENCY is a configuration problem (see configProblems).
 */
export function currencyOf(env: Pick<Bindings, 'CURRENCY'>): Currency {
  const currency = (env.CURRENCY || 'bdt').toLowerCase();
  return currencies.includes(currency as Currency) ? (currency as Currency) : 'bdt';
}

/** Whether new listings wait for an admin's approval before they go live (LISTING_REVIEW=on). */
export const listingReviewOn = (env: Pick<Bindings, 'LISTING_REVIEW'>) => env.LISTING_REVIEW?.toLowerCase() === 'on';

/**
 * The footer's social links from SOCIAL_LINKS ("facebook=https://…, x=https://…"). Only https links
 * to a page of the network's own (not its bare home page) are kept; anything else is left out.
 */
export function socialLinksOf(env: Pick<Bindings, 'SOCIAL_LINKS'>) {
  const links: Partial<Record<SocialNetwork, string>> = {};
  for (const pair of (env.SOCIAL_LINKS ?? '').split(',')) {
    const [name, url] = pair.split('=').map((part) => part.trim());
    if (!socialNetworks.includes(name as SocialNetwork) || !url || !URL.canParse(url)) continue;
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' && parsed.pathname.length > 1) links[name as SocialNetwork] = parsed.href;
  }
  return links;
}

/**
 * The deployment's settings the SPA needs to show things as the API means them (GET /api/settings,
 * and written into a listing's page): the currency payments are taken in, which every price shows,
 * and the social pages the footer links to.
 */
export const deploymentSettings = (
  env: Pick<Bindings, 'CURRENCY' | 'SOCIAL_LINKS' | 'THANDA_FEE_PERCENT' | 'INSPECTION_FEE'>,
) => ({
  currency: currencyOf(env),
  social: socialLinksOf(env),
  /** Thanda's fee on a protected sale, in percent of the price, which the seller pays (shown before paying). */
  feePercent: feePercentOf(env) ?? 0,
  /** What an inspection costs its requester, in currency units. */
  inspectionFee: fromMinor(inspectionFeeOf(env) ?? DEFAULT_INSPECTION_FEE_MINOR),
});

/** What INSPECTION_FEE leaves unset: ৳800, what a service visit costs in Dhaka. */
const DEFAULT_INSPECTION_FEE_MINOR = 80_000;

/**
 * INSPECTION_FEE in minor units (the default when unset), or null when it is not a whole amount from
 * 1 to 100,000; until it is fixed (configProblems) the default stands.
 */
function inspectionFeeOf(env: Pick<Bindings, 'INSPECTION_FEE'>): number | null {
  const text = (env.INSPECTION_FEE ?? '').trim();
  if (text === '') return DEFAULT_INSPECTION_FEE_MINOR;
  return /^\d{1,6}$/.test(text) && Number(text) >= 1 && Number(text) <= 100_000 ? toMinor(Number(text)) : null;
}

/** The fee an inspection's requester pays, in minor units. */
export const inspectionFeeMinor = (env: Pick<Bindings, 'INSPECTION_FEE'>) =>
  inspectionFeeOf(env) ?? DEFAULT_INSPECTION_FEE_MINOR;

/** THANDA_FEE_PERCENT as a number (0 when unset), or null when it is not a percent from 0 to 50. */
export function feePercentOf(env: Pick<Bindings, 'THANDA_FEE_PERCENT'>): number | null {
  const text = (env.THANDA_FEE_PERCENT ?? '').trim();
  if (text === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(text) && Number(text) <= 50 ? Number(text) : null;
}

/** Whole days from 1 to 365 from a variable: `fallback` when it is unset, null when it is not such a number. */
function daysOf(text: string | undefined, fallback: number): number | null {
  const value = (text ?? '').trim();
  if (value === '') return fallback;
  return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 365 ? Number(value) : null;
}

/**
 * How long a listing stays on the lists after its seller published or renewed it (LISTING_DAYS), and
 * how long an advertisement runs (PROMOTION_DAYS): shared/domain.ts's defaults when unset. A value
 * that is not a number of days is a configuration problem (configProblems); until it is fixed the
 * default stands, so the cron never computes with it.
 */
export const listingTermsOf = (env: Pick<Bindings, 'LISTING_DAYS' | 'PROMOTION_DAYS'>) => ({
  listingDays: daysOf(env.LISTING_DAYS, LISTING_DAYS) ?? LISTING_DAYS,
  promotionDays: daysOf(env.PROMOTION_DAYS, PROMOTION_DAYS) ?? PROMOTION_DAYS,
});

export type ListingTerms = ReturnType<typeof listingTermsOf>;

/** Push services beside the browsers' own that subscriptions may name (PUSH_SERVICE_HOSTS, comma-separated hosts). */
export const pushServiceHostsOf = (env: { PUSH_SERVICE_HOSTS?: string }) =>
  (env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

/** How many texts a person may be sent per day (SMS_DAILY_CAP, 0 to 50; 5 when unset or not such a number). */
export function smsDailyCapOf(env: Pick<Bindings, 'SMS_DAILY_CAP'>) {
  const text = (env.SMS_DAILY_CAP ?? '').trim();
  return /^\d{1,2}$/.test(text) && Number(text) <= 50 ? Number(text) : 5;
}

/**
 * What a deployment lacks to run safely, in words an operator can act on. Production needs its
 * secrets and must never run the emulator or the demo gateway: it takes payments through
 * SSLCOMMERZ, or Stripe for a deployment in another currency (docs/decisions/026).
 */
export function configProblems(env: Bindings) {
  const problems: string[] = [];
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32)
    problems.push('JWT_SECRET must be set to at least 32 random characters.');
  if (!env.FIREBASE_PROJECT_ID) problems.push('FIREBASE_PROJECT_ID is not set.');
  if (env.LISTING_REVIEW && !['on', 'off'].includes(env.LISTING_REVIEW.toLowerCase()))
    problems.push('LISTING_REVIEW must be "on" or "off".');
  if (feePercentOf(env) === null) problems.push('THANDA_FEE_PERCENT must be a percent from 0 to 50, such as "5".');
  if (inspectionFeeOf(env) === null)
    problems.push('INSPECTION_FEE must be a whole amount from 1 to 100000, such as "800".');
  if (daysOf(env.LISTING_DAYS, LISTING_DAYS) === null)
    problems.push('LISTING_DAYS must be a whole number of days from 1 to 365, such as "30".');
  if (daysOf(env.PROMOTION_DAYS, PROMOTION_DAYS) === null)
    problems.push('PROMOTION_DAYS must be a whole number of days from 1 to 365, such as "7".');
  if (env.SMS_DAILY_CAP && smsDailyCapOf(env) !== Number(env.SMS_DAILY_CAP.trim()))
    problems.push('SMS_DAILY_CAP must be a number of texts from 0 to 50, such as "5".');
  if (env.VAPID_PUBLIC_KEY && !/^(mailto:|https:\/\/)/.test(env.VAPID_SUBJECT ?? ''))
    problems.push('VAPID_SUBJECT must be a mailto: or https: address: push services refuse anything else.');
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither (push off).');
  if (env.CURRENCY && !currencies.includes(env.CURRENCY.toLowerCase() as Currency))
    problems.push(`CURRENCY must be one of ${currencies.join(', ')}.`);
  const sslcommerz = Boolean(env.SSLCOMMERZ_STORE_ID);
  if (sslcommerz && !env.SSLCOMMERZ_STORE_PASSWORD)
    problems.push('SSLCOMMERZ_STORE_PASSWORD is not set, but SSLCOMMERZ_STORE_ID is.');
  if (env.SSLCOMMERZ_API_URL && !URL.canParse(env.SSLCOMMERZ_API_URL))
    problems.push('SSLCOMMERZ_API_URL must be a URL such as https://securepay.sslcommerz.com.');
  if (env.ENVIRONMENT === 'production') {
    if (env.FIREBASE_AUTH_EMULATOR_HOST) problems.push('FIREBASE_AUTH_EMULATOR_HOST must not be set in production.');
    if (pushServiceHostsOf(env).some((host) => /^(localhost|127\.|\[?::1)/.test(host)))
      problems.push('PUSH_SERVICE_HOSTS must not name this machine in production (the local push service).');
    if (sslcommerz) {
      // A sandbox store in production would sell real listings for test payments.
      if (env.SSLCOMMERZ_API_URL !== SSLCOMMERZ_LIVE_URL)
        problems.push(`SSLCOMMERZ_API_URL must be ${SSLCOMMERZ_LIVE_URL} in production.`);
    } else if (!env.STRIPE_SECRET_KEY) {
      problems.push(
        'No payment gateway is configured (the demo gateway never runs in production): set the ' +
          'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD secrets, or for a deployment in another ' +
          'currency STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
      );
    } else if (!env.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET is not set.');
    if (!env.ADMIN_EMAILS) problems.push('ADMIN_EMAILS is empty: nobody could manage users.');
  }
  return problems;
}
