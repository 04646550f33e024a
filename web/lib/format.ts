/**
 * One way to show each kind of value (docs/product.md section 9), in the active language's digits:
 * en-GB in English, bn-BD (Bangla digits) in Bangla.
 */
import { t } from '@lingui/core/macro';
import { currencySign, languageLocales, priceText } from '@shared/domain';
import { decimalFormat, perLocale } from '@shared/intl-formats';
import { intlLocale } from './i18n';
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

/** Taka whatever the deployment's currency: electricity in Bangladesh is billed in Taka. */
export function formatTaka(amount: number) {
  return priceText(amount, 'bdt', intlLocale());
}

/** Formats a date, or gives '' for one that is not a date (Intl would throw). */
function formatValid(format: Intl.DateTimeFormat, iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

// The one way each language writes a day, alone or with its time. Two digits for the day and month
// in both: bn-BD's default writes ২২/১/২০২৬ beside ২২/১১/২০২৬.
const dayParts = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, dayParts));

/** Dates as 22/01/2026 (in Bangla digits in Bangla: ২২/০১/২০২৬). */
export function formatDate(iso: string) {
  return formatValid(dateFormat(intlLocale()), iso);
}

/**
 * The clock each language reads: Bangla names the time of day in words (৩:৩০ দুপুর), as Intl's
 * bn-BD pattern would write it with a Latin AM or PM; English keeps en-GB's 24 hours (09:30).
 */
const clock = (locale: string) =>
  locale === languageLocales.bn
    ? ({ hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } as const)
    : ({ hour: '2-digit', minute: '2-digit' } as const);

const timeFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, clock(locale)));
const momentFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { ...dayParts, ...clock(locale) }));

/** A time of day (15:30, ৩:৩০ দুপুর). */
export function formatTime(iso: string) {
  return formatValid(timeFormat(intlLocale()), iso);
}

/** A moment: its date as formatDate writes it, then its time (26/11/2026, 15:30; ২৬/১১/২০২৬, ৩:৩০ দুপুর). */
export function formatMoment(iso: string) {
  return formatValid(momentFormat(intlLocale()), iso);
}

// An inspection's visit happens in Bangladesh: its day and time read on Bangladesh's clock,
// whatever the phone's own time zone is set to.
const DHAKA = 'Asia/Dhaka';
const visitDayFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: DHAKA }),
);
const visitTimeFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { ...clock(locale), timeZone: DHAKA }));
const visitMomentFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { ...dayParts, ...clock(locale), timeZone: DHAKA }),
);

/** A visit's day in Bangladesh (Tuesday 24 November; মঙ্গলবার, ২৪ নভেম্বর). */
export function formatVisitDay(iso: string) {
  return formatValid(visitDayFormat(intlLocale()), iso);
}

/** A visit's time of day in Bangladesh (15:30; ৩:৩০ দুপুর). */
export function formatVisitTime(iso: string) {
  return formatValid(visitTimeFormat(intlLocale()), iso);
}

/** A visit's date and time in Bangladesh, as formatMoment writes a moment (24/11/2026, 15:30). */
export function formatVisitMoment(iso: string) {
  return formatValid(visitMomentFormat(intlLocale()), iso);
}

const agoFormat = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a moment (epoch ms) was, in short: now, 5 min ago, 3 hr ago, yesterday (এখন, ৫ মিনিট
 * আগে, ৩ ঘণ্টা আগে, গতকাল); a week or more ago, its date. On screen through `<TimeAgo>`, which
 * gives the full moment as well.
 */
export function formatAgo(epochMs: number, now = Date.now()) {
  const since = Math.max(0, now - epochMs);
  const format = agoFormat(intlLocale());
  if (since < MINUTE) return format.format(0, 'second');
  if (since < HOUR) return format.format(-Math.floor(since / MINUTE), 'minute');
  if (since < DAY) return format.format(-Math.floor(since / HOUR), 'hour');
  if (since < 7 * DAY) return format.format(-Math.floor(since / DAY), 'day');
  return formatDate(new Date(epochMs).toISOString());
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
