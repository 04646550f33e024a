/**
 * One way to show each kind of value (docs/product.md section 9), in the active language's digits:
 * en-GB in English, bn-BD (Bangla digits) in Bangla.
 */
import { t } from '@lingui/core/macro';
import { currencySign, priceText } from '../../worker/domain';
import { decimalFormat, perLocale } from '../../worker/lib/intl-formats';
import { i18n, intlLocale } from './i18n';
import { deploymentCurrency } from './settings';

export function formatNumber(value: number) {
  return decimalFormat(intlLocale()).format(value);
}

const yearFormat = perLocale((locale) => new Intl.NumberFormat(locale, { useGrouping: false }));

/** A year as the visitor's digits write it, without a thousands separator (২০২২, 2022). */
export function formatYear(year: number) {
  return yearFormat(intlLocale()).format(year);
}

/** The deployment currency's sign: docs/product.md's `$`, or the Taka's `৳`. */
export function currencySymbol() {
  return currencySign(deploymentCurrency());
}

/** Prices in the deployment's currency (`priceText`), in the active language's digits. */
export function formatPrice(amount: number) {
  return priceText(amount, deploymentCurrency(), intlLocale());
}

const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale));

/** Dates as 22/11/2026 (in Bangla digits in Bangla). */
export function formatDate(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(intlLocale()).format(date);
}

/**
 * Bangla writes the time of day as a word (৩:৩০ দুপুর): Intl's bn-BD would write it with a Latin
 * AM or PM. English keeps en-GB's own clock.
 */
const timeOfDay = () => (i18n.locale === 'bn' ? ({ dayPeriod: 'short' } as const) : {});

const timeFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', ...timeOfDay() }),
);
const momentFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...timeOfDay(),
    }),
);

/** A time of day (3:30 pm, ৩:৩০ দুপুর). */
export function formatTime(iso: string) {
  return timeFormat(intlLocale()).format(new Date(iso));
}

/** A moment with its date (26 Nov 2026, 15:30; ২৬ নভে, ২০২৬, ৩:৩০ দুপুর). */
export function formatMoment(iso: string) {
  return momentFormat(intlLocale()).format(new Date(iso));
}

/** The publish date stored with a listing: always en-GB, whatever the seller's language. */
export function formatDateTime(date: Date) {
  return date.toLocaleString('en-GB');
}

/** '1 year', '3 years': 'year' for one or less. */
export function formatYearsUsed(used: number | undefined) {
  const years = used ?? 1;
  const count = formatNumber(years);
  return years <= 1 ? t`${count} year` : t`${count} years`;
}

export const TRUNCATE_AT = 20;

// Made on first use, not as the code loads: the first Intl object of a page waits for ICU to load,
// which made this line most of the SPA's own start-up work in a profile (4× slower CPU), on pages
// that cut no name.
let graphemes: Intl.Segmenter | undefined;

/**
 * The characters a person sees. Counting UTF-16 units instead would cut an emoji or an accented
 * letter in half and show a broken symbol.
 */
function characters(text: string) {
  return Array.from(
    (graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(text),
    ({ segment }) => segment,
  );
}

/** Names over 20 characters: the first 20 and an ellipsis. */
export function truncateName(name: string) {
  const chars = characters(name);
  return chars.length > TRUNCATE_AT ? `${chars.slice(0, TRUNCATE_AT).join('')}...` : name;
}

/** Locations over 20 characters: characters 9 to 30 and an ellipsis (docs/product.md section 9). */
export function truncateLocation(location: string) {
  const chars = characters(location);
  return chars.length > TRUNCATE_AT ? `${chars.slice(9, 30).join('').trim()}...` : location;
}
