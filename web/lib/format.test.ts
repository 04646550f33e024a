import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatAgo,
  formatDate,
  formatMoment,
  formatPrice,
  formatTime,
  formatVisitDay,
  formatVisitMoment,
  formatVisitTime,
  formatYear,
  formatYearsUsed,
  truncateLocation,
  truncateName,
} from './format';
import { i18n } from './i18n';
import { loadSettings } from './settings';

describe('format helpers', () => {
  it('prefixes prices with ৳, the currency of the default market', () => {
    expect(formatPrice(350)).toBe('৳350');
    expect(formatPrice(349.5)).toBe('৳349.5');
    expect(formatPrice(1250)).toBe('৳1,250');
  });

  it('shows dates the en-GB way', () => {
    expect(formatDate('2026-11-22T10:00:00.000Z')).toBe('22/11/2026');
    expect(formatDate('2026-01-05T10:00:00.000Z')).toBe('05/01/2026');
  });

  it("writes times on en-GB's clock, after the date as formatDate writes it", () => {
    i18n.activate('en');
    const moment = '2026-11-26T09:30:00.000Z';
    expect(formatTime(moment)).toMatch(/^\d{2}:\d{2}$/);
    // One date format: a moment is the day as formatDate writes it, then its time.
    expect(formatMoment(moment)).toMatch(/^26\/11\/2026, \d{2}:\d{2}$/);
    expect(formatMoment(moment)).toBe(`${formatDate(moment)}, ${formatTime(moment)}`);
    expect(formatTime('not a date')).toBe('');
    expect(formatMoment('')).toBe('');
  });

  it('says how long ago in short, and the date from a week on', () => {
    const now = Date.now();
    expect(formatAgo(now - 20_000, now)).toBe('now');
    expect(formatAgo(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(formatAgo(now - 3 * 3_600_000, now)).toBe('3 hr ago');
    expect(formatAgo(now - 30 * 3_600_000, now)).toBe('yesterday');
    expect(formatAgo(now - 8 * 86_400_000, now)).toBe(formatDate(new Date(now - 8 * 86_400_000).toISOString()));
  });

  it('writes a year without a thousands separator', () => {
    expect(formatYear(2022)).toBe('2022');
  });

  it("says 'year' for one or less and 'years' otherwise, 1 when missing", () => {
    expect(formatYearsUsed(1)).toBe('1 year');
    expect(formatYearsUsed(3)).toBe('3 years');
    expect(formatYearsUsed(undefined)).toBe('1 year');
  });

  it('truncates names and locations over 20 characters as docs/product.md says', () => {
    expect(truncateName('Gree 1.5 Ton Inverter Split AC')).toBe('Gree 1.5 Ton Inverte...');
    expect(truncateName('Walton 1 Ton AC')).toBe('Walton 1 Ton AC');
    expect(truncateLocation('House 12, Road 5, Dhanmondi, Dhaka')).toBe('Road 5, Dhanmondi, D...');
    expect(truncateLocation('Mirpur 10, Dhaka')).toBe('Mirpur 10, Dhaka');
  });

  it('never cuts an emoji or an accented letter in half when truncating', () => {
    const name = `${'x'.repeat(19)}😀 Gree AC`;
    expect(truncateName(name)).toBe(`${'x'.repeat(19)}😀...`);
    expect(truncateName(`${'x'.repeat(19)}e\u0301tc and more`)).toBe(`${'x'.repeat(19)}e\u0301...`);
    expect(truncateName('❄️'.repeat(25))).toBe(`${'❄️'.repeat(20)}...`);
    expect(truncateLocation(`${'x'.repeat(29)}👨‍👩‍👧 Mirpur`)).toBe(`${'x'.repeat(20)}👨‍👩‍👧...`);
  });
});

describe('format helpers in Bangla', () => {
  beforeEach(() => i18n.activate('bn'));

  it('writes prices, dates and years of use in Bangla digits', () => {
    expect(formatPrice(1250)).toBe('৳১,২৫০');
    expect(formatDate('2026-11-22T10:00:00.000Z')).toBe('২২/১১/২০২৬');
    // Two digits for the day and month, as in English: not ৫/১/২০২৬.
    expect(formatDate('2026-01-05T10:00:00.000Z')).toBe('০৫/০১/২০২৬');
    expect(formatYearsUsed(3)).toBe('৩ বছর');
    expect(formatYear(2022)).toBe('২০২২');
    const now = Date.now();
    expect(formatAgo(now - 5 * 60_000, now)).toBe('৫ মিনিট আগে');
  });

  it('names the time of day in Bangla words, not with a Latin AM or PM, after the date as formatDate writes it', () => {
    // The hour and its word depend on the machine's time zone; the script does not.
    const moment = '2026-11-26T09:30:00.000Z';
    expect(formatTime(moment)).toMatch(/^[০-৯]{1,2}:[০-৯]{2} [\u0980-\u09FF]+$/u);
    expect(formatMoment(moment)).toMatch(/^২৬\/১১\/২০২৬, [০-৯]{1,2}:[০-৯]{2} [\u0980-\u09FF]+$/u);
    expect(formatMoment(moment)).toBe(`${formatDate(moment)}, ${formatTime(moment)}`);
  });

  it('says how long ago in Bangla, and the date in Bangla digits from a week on', () => {
    const now = Date.parse('2026-11-26T09:30:00.000Z');
    expect(formatAgo(now - 20_000, now)).toBe('এখন');
    expect(formatAgo(now - 3 * 3_600_000, now)).toBe('৩ ঘণ্টা আগে');
    expect(formatAgo(now - 30 * 3_600_000, now)).toBe('গতকাল');
    expect(formatAgo(now - 3 * 86_400_000, now)).toBe('৩ দিন আগে');
    expect(formatAgo(now - 8 * 86_400_000, now)).toBe('১৮/১১/২০২৬');
  });
});

describe('prices on a Taka deployment', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', async () => Response.json({ currency: 'bdt' }));
    await loadSettings();
  });
  afterEach(async () => {
    vi.stubGlobal('fetch', async () => Response.json({ currency: 'usd' }));
    await loadSettings();
    vi.unstubAllGlobals();
  });

  it('shows ৳ with Bangladeshi grouping, in Bangla digits in Bangla', () => {
    i18n.activate('en');
    expect(formatPrice(125000)).toBe('৳1,25,000');
    expect(formatPrice(349.5)).toBe('৳349.5');
    i18n.activate('bn');
    expect(formatPrice(125000)).toBe('৳১,২৫,০০০');
  });
});

describe("an inspection's visit, on Bangladesh's clock", () => {
  // 15:30 in Dhaka (UTC+6) whatever the zone of the machine: the visit happens there.
  const slot = '2026-11-24T09:30:00.000Z';

  it('writes its day, time and moment in Bangladesh time', () => {
    i18n.activate('en');
    expect(formatVisitTime(slot)).toBe('15:30');
    expect(formatVisitDay(slot)).toBe('Tuesday 24 November');
    expect(formatVisitMoment(slot)).toBe('24/11/2026, 15:30');
    // Past 18:00 UTC it is the next day in Dhaka.
    expect(formatVisitMoment('2026-11-24T18:30:00.000Z')).toBe('25/11/2026, 00:30');
    expect(formatVisitTime('not a date')).toBe('');
  });

  it('writes it in Bangla digits and words in Bangla', () => {
    i18n.activate('bn');
    expect(formatVisitTime(slot)).toMatch(/^৩:৩০ [\u0980-\u09FF]+$/u);
    expect(formatVisitDay(slot)).toMatch(/২৪ নভেম্বর/);
  });
});
