/**
 * What each notification says, in both languages, written once: the SPA's bell and notifications page,
 * the Web Push the Worker sends and the SMS all show these (docs/decisions/028-notifications.md). A
 * notification stores its kind and params; the text is made when it is shown, in the reader's language.
 */
import {
  languageLocales,
  PROTECT_HOURS,
  priceText,
  type Currency,
  type InspectionStep,
  type Language,
  type NotificationKind,
  type ReportOutcome,
} from './domain';
import { decimalFormat, perLocale } from './intl-formats';

/** What a notification's text may name: people and listings by name, money in minor units. */
export type NotificationParams = {
  /** The other person: who wrote, booked or reviewed. */
  name?: string;
  /** The listing's name, or a saved search's. */
  product?: string;
  search?: string;
  amountMinor?: number;
  currency?: Currency;
  /** A listing's moderation reason, as the admin wrote it. */
  reason?: string;
  outcome?: ReportOutcome;
  rating?: number;
  days?: number;
  count?: number;
  /** What happened to an inspection, and when its visit is (epoch ms, shown in Bangladesh time). */
  step?: InspectionStep;
  at?: number;
};

export type NotificationText = { title: string; body: string };

type Texts = (
  p: Required<NotificationParams>,
  n: (value: number) => string,
  money: string,
  when: string,
) => NotificationText;

/** A visit's day and time as people in Bangladesh read it, wherever the text is made. */
const visitFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Dhaka',
    }),
);

const english: Record<NotificationKind, Texts> = {
  message: (p) => ({ title: `New message from ${p.name}`, body: p.product ? `About ${p.product}` : 'Open to reply.' }),
  booking: (p) => ({
    title: `${p.name} booked ${p.product}`,
    body: 'Reply soon: open your buyers to call or message them.',
  }),
  'payment-held': (p, _n, money) => ({
    title: `${money} paid for ${p.product}`,
    body: 'Thanda Protect holds it until the buyer confirms the AC works. Hand it over and mark it handed over.',
  }),
  'payment-handed-over': (p, n) => ({
    title: `${p.product} was handed over`,
    body: `Once it is installed and cooling, confirm it. If something is wrong, dispute within ${n(PROTECT_HOURS)} hours.`,
  }),
  'payment-released': (p, _n, money) => ({
    title: `${money} for ${p.product} is released to you`,
    body: 'It is on its way in the next payout.',
  }),
  'payment-refunded': (p, _n, money) => ({
    title: `${money} for ${p.product} was refunded`,
    body: 'The money goes back the way you paid.',
  }),
  'payment-disputed': (p) => ({
    title: `The buyer of ${p.product} opened a dispute`,
    body: 'The payment stays held while Thanda looks at it. Open it to see why.',
  }),
  'listing-approved': (p) => ({ title: `${p.product} is live`, body: 'Buyers can find it now.' }),
  'listing-rejected': (p) => ({ title: `${p.product} was not approved`, body: p.reason || 'Open it to see why.' }),
  'listing-hidden': (p) => ({ title: `${p.product} was hidden`, body: p.reason || 'Open it to see why.' }),
  'listing-expiring': (p, n) => ({
    title: `Still available? ${p.product}`,
    body: `It leaves the lists in ${n(p.days)} days. One tap renews it.`,
  }),
  'report-outcome': (p) => ({
    title: 'Your report was reviewed',
    body: {
      dismissed: 'We looked and found nothing against the rules.',
      'listing-hidden': 'The listing was hidden. Thank you.',
      'user-suspended': 'The account was suspended. Thank you.',
      deleted: 'It was removed. Thank you.',
    }[p.outcome],
  }),
  review: (p, n) => ({
    title: `${p.name} rated you ${n(p.rating)} out of ${n(5)}`,
    body: 'Open it to read and reply.',
  }),
  'price-drop': (p, _n, money) => ({
    title: `Price drop: ${p.product}`,
    body: `Now ${money}, on your wish list.`,
  }),
  'wish-sold': (p) => ({
    title: `${p.product} was sold`,
    body: 'It was on your wish list. Similar ones may still be there.',
  }),
  'saved-search': (p, n) =>
    p.count > 1
      ? { title: `${n(p.count)} new matches for “${p.search}”`, body: 'Open them before someone else does.' }
      : { title: `New match for “${p.search}”`, body: p.product },
  inspection: (p, _n, _money, when) =>
    ({
      requested: {
        title: `Inspection requested: ${p.product}`,
        body: `For ${when}. The seller confirms the time, then Thanda sends a technician.`,
      },
      scheduled: {
        title: `Inspection confirmed: ${p.product}`,
        body: `${when}. Thanda is choosing the technician.`,
      },
      assigned: { title: `Technician on the way: ${p.product}`, body: `${when}. Open it for the details.` },
      done: { title: `Inspection report ready: ${p.product}`, body: 'Open it to read what the technician found.' },
      cancelled: {
        title: `Inspection cancelled: ${p.product}`,
        body: p.reason || 'Any fee paid is refunded in full.',
      },
    })[p.step],
};

const bangla: Record<NotificationKind, Texts> = {
  message: (p) => ({
    title: `${p.name} নতুন বার্তা পাঠিয়েছেন`,
    body: p.product ? `${p.product} নিয়ে` : 'উত্তর দিতে খুলুন।',
  }),
  booking: (p) => ({
    title: `${p.name} ${p.product} বুক করেছেন`,
    body: 'তাড়াতাড়ি উত্তর দিন: ক্রেতাদের তালিকা খুলে কল বা বার্তা পাঠান।',
  }),
  'payment-held': (p, _n, money) => ({
    title: `${p.product}-এর জন্য ${money} পরিশোধ হয়েছে`,
    body: 'ক্রেতা এসি চলছে বলে নিশ্চিত করা পর্যন্ত Thanda Protect টাকা ধরে রাখে। এসি বুঝিয়ে দিন এবং হস্তান্তর চিহ্নিত করুন।',
  }),
  'payment-handed-over': (p, n) => ({
    title: `${p.product} আপনাকে বুঝিয়ে দেওয়া হয়েছে`,
    body: `লাগানোর পর এসি ঠান্ডা করলে নিশ্চিত করুন। কোনো সমস্যা থাকলে ${n(PROTECT_HOURS)} ঘণ্টার মধ্যে অভিযোগ করুন।`,
  }),
  'payment-released': (p, _n, money) => ({
    title: `${p.product}-এর ${money} আপনাকে ছেড়ে দেওয়া হয়েছে`,
    body: 'পরের পরিশোধে এটি আপনার কাছে যাবে।',
  }),
  'payment-refunded': (p, _n, money) => ({
    title: `${p.product}-এর ${money} ফেরত দেওয়া হয়েছে`,
    body: 'যেভাবে পরিশোধ করেছিলেন, টাকা সেভাবেই ফেরত যাবে।',
  }),
  'payment-disputed': (p) => ({
    title: `${p.product}-এর ক্রেতা অভিযোগ করেছেন`,
    body: 'Thanda বিষয়টি দেখা পর্যন্ত টাকা ধরে রাখা থাকবে। কারণ দেখতে খুলুন।',
  }),
  'listing-approved': (p) => ({ title: `${p.product} এখন প্রকাশিত`, body: 'ক্রেতারা এখন এটি খুঁজে পাবেন।' }),
  'listing-rejected': (p) => ({ title: `${p.product} অনুমোদিত হয়নি`, body: p.reason || 'কারণ দেখতে খুলুন।' }),
  'listing-hidden': (p) => ({ title: `${p.product} লুকানো হয়েছে`, body: p.reason || 'কারণ দেখতে খুলুন।' }),
  'listing-expiring': (p, n) => ({
    title: `এখনও বিক্রি হয়নি? ${p.product}`,
    body: `${n(p.days)} দিনের মধ্যে এটি তালিকা থেকে সরে যাবে। এক চাপে নবায়ন করুন।`,
  }),
  'report-outcome': (p) => ({
    title: 'আপনার রিপোর্ট দেখা হয়েছে',
    body: {
      dismissed: 'আমরা দেখেছি, নিয়মবিরুদ্ধ কিছু পাইনি।',
      'listing-hidden': 'বিজ্ঞাপনটি লুকানো হয়েছে। ধন্যবাদ।',
      'user-suspended': 'অ্যাকাউন্টটি স্থগিত করা হয়েছে। ধন্যবাদ।',
      deleted: 'এটি সরিয়ে দেওয়া হয়েছে। ধন্যবাদ।',
    }[p.outcome],
  }),
  review: (p, n) => ({ title: `${p.name} আপনাকে ${n(5)}-এ ${n(p.rating)} দিয়েছেন`, body: 'পড়তে ও উত্তর দিতে খুলুন।' }),
  'price-drop': (p, _n, money) => ({ title: `দাম কমেছে: ${p.product}`, body: `এখন ${money}, আপনার পছন্দের তালিকায়।` }),
  'wish-sold': (p) => ({
    title: `${p.product} বিক্রি হয়ে গেছে`,
    body: 'এটি আপনার পছন্দের তালিকায় ছিল। একই রকম আরও থাকতে পারে।',
  }),
  'saved-search': (p, n) =>
    p.count > 1
      ? { title: `“${p.search}”-এর জন্য ${n(p.count)}টি নতুন মিল`, body: 'অন্য কেউ নেওয়ার আগে দেখে নিন।' }
      : { title: `“${p.search}”-এর জন্য নতুন মিল`, body: p.product },
  inspection: (p, _n, _money, when) =>
    ({
      requested: {
        title: `পরিদর্শনের অনুরোধ: ${p.product}`,
        body: `${when}-এর জন্য। বিক্রেতা সময় নিশ্চিত করলে Thanda একজন টেকনিশিয়ান পাঠাবে।`,
      },
      scheduled: { title: `পরিদর্শন নিশ্চিত: ${p.product}`, body: `${when}। Thanda টেকনিশিয়ান ঠিক করছে।` },
      assigned: { title: `টেকনিশিয়ান ঠিক হয়েছে: ${p.product}`, body: `${when}। বিস্তারিত দেখতে খুলুন।` },
      done: { title: `পরিদর্শনের রিপোর্ট তৈরি: ${p.product}`, body: 'টেকনিশিয়ান কী পেয়েছেন, পড়তে খুলুন।' },
      cancelled: {
        title: `পরিদর্শন বাতিল: ${p.product}`,
        body: p.reason || 'পরিশোধ করা ফি পুরোটাই ফেরত দেওয়া হবে।',
      },
    })[p.step],
};

const blanks: Required<NotificationParams> = {
  name: '',
  product: '',
  search: '',
  amountMinor: 0,
  currency: 'bdt',
  reason: '',
  outcome: 'dismissed',
  rating: 0,
  days: 0,
  count: 1,
  step: 'requested',
  at: 0,
};

/** A notification's title and body in `language`; an admin's `reason` is shown as written. */
export function notificationText(
  kind: NotificationKind,
  params: NotificationParams,
  language: Language,
): NotificationText {
  const p = { ...blanks, ...params };
  const locale = languageLocales[language];
  const n = (value: number) => decimalFormat(locale).format(value);
  const money = priceText(p.amountMinor / 100, p.currency, locale);
  const when = visitFormat(locale).format(p.at);
  return (language === 'bn' ? bangla : english)[kind](p, n, money, when);
}
