import { describe, expect, it } from 'vitest';
import {
  D1_LIMIT_BYTES,
  defaultTraffic,
  growthPerMonth,
  itemKinds,
  itemsPerMonth,
  monthsToLimit,
  monthsToLimitAfter,
  peakWritesPerSecond,
  scaledRowsRead,
  steps,
  writesPerItem,
  type Measured,
  type PerKind,
} from './model';

const perKind = (value: number) => Object.fromEntries(itemKinds.map((kind) => [kind, value])) as PerKind;
/** 1,000 bytes per item of every kind, nothing live, nothing at the base: sums easy to check. */
const flat: Measured = {
  bytesPerItem: perKind(1_000),
  liveBytesPerListing: 0,
  liveListingsPerMonthly: 1,
  baseBytes: 0,
};

describe('the capacity model', () => {
  it('counts a month of items from the traffic, scaled', () => {
    const items = itemsPerMonth(defaultTraffic, 10);
    expect(items.listing).toBe(50_000);
    expect(items.photo).toBe(200_000);
    expect(items.message).toBe(1_200_000);
    expect(items.payment).toBe(15_000);
    expect(items.review).toBe(7_500);
    expect(items.sms).toBeCloseTo(items.notification * 0.15);
  });

  it('fills a database from its steady part and monthly growth', () => {
    expect(monthsToLimit({ limit: 10_000, steady: 2_000, growth: 800 })).toBe(10);
    expect(monthsToLimit({ limit: 10_000, steady: 10_000, growth: 800 })).toBe(0);
    expect(monthsToLimit({ limit: 10_000, steady: 0, growth: 0 })).toBe(Infinity);
  });

  it('turns bytes per item into bytes a month and months to 10 GB', () => {
    const items = perKind(1_000);
    // 11 kinds × 1,000 items × 1,000 bytes = 11 MB a month.
    expect(growthPerMonth(flat, items).total).toBe(11_000_000);
    expect(monthsToLimitAfter(flat, items, steps.slice(0, 1))).toBeCloseTo(D1_LIMIT_BYTES / 11_000_000);
  });

  it('holds the live catalogue as a steady part, not a monthly one', () => {
    const live: Measured = { ...flat, liveBytesPerListing: 2_000, liveListingsPerMonthly: 1, baseBytes: 1_000_000 };
    const items = perKind(1_000);
    // Steady: 1 MB base + 1,000 live listings × 2,000 bytes = 3 MB.
    expect(monthsToLimitAfter(live, items, steps.slice(0, 1))).toBeCloseTo((D1_LIMIT_BYTES - 3_000_000) / 11_000_000);
  });

  it('lets each step take its kinds out of the growth, archive listings, and split by region', () => {
    const items = perKind(1_000);
    const messagesOut = monthsToLimitAfter(flat, items, [{ name: 'DO', leaves: ['message'] }]);
    expect(messagesOut).toBeCloseTo(D1_LIMIT_BYTES / 10_000_000);
    // Six months of listings and photos stay (2 MB a month of them): 12 MB steady, 9 MB a month.
    const archived = monthsToLimitAfter(flat, items, [
      { name: 'DO', leaves: ['message'] },
      { name: 'archive', leaves: [], keepsListingMonths: 6 },
    ]);
    expect(archived).toBeCloseTo((D1_LIMIT_BYTES - 12_000_000) / 8_000_000);
    // Archived listings keep stubs: 100 bytes a listing and 50 a photo, 150 kB a month of them.
    const stubs = monthsToLimitAfter(flat, items, [
      { name: 'DO', leaves: ['message'] },
      { name: 'archive', leaves: [], keepsListingMonths: 6, keepsStub: { bytesPerListing: 100, bytesPerPhoto: 50 } },
    ]);
    // Six months whole (12 MB), less the stubs those months would hold (0.9 MB); 8.15 MB a month.
    expect(stubs).toBeCloseTo((D1_LIMIT_BYTES - 12_000_000 + 900_000) / 8_150_000);
    expect(stubs).toBeLessThan(archived);
    const split = monthsToLimitAfter(flat, items, [{ name: 'regions', leaves: [], largestShare: 0.5 }]);
    expect(split).toBeCloseTo(D1_LIMIT_BYTES / 5_500_000);
  });

  it('makes every later step last at least as long as the one before at the default traffic', () => {
    const measured: Measured = { ...flat, liveBytesPerListing: 2_000 };
    const items = itemsPerMonth(defaultTraffic, 100);
    const months = steps.map((_, i) => monthsToLimitAfter(measured, items, steps.slice(0, i + 1)));
    for (let i = 1; i < months.length; i++) expect(months[i]).toBeGreaterThanOrEqual(months[i - 1]!);
  });

  it('spreads a month of writes over its seconds and multiplies by the peak', () => {
    const items = perKind(0);
    items.message = 2_592_000; // one a second on average over a 30-day month
    expect(peakWritesPerSecond(items, { peakToAverage: 6 })).toBeCloseTo(writesPerItem.message * 6);
    expect(peakWritesPerSecond(items, { peakToAverage: 6, leaves: ['message'] })).toBe(0);
  });

  it('scales rows read by what the query grows with', () => {
    const simulated = { scale: 1, months: 6 };
    expect(scaledRowsRead({ rowsRead: 75, growth: 'flat' }, { scale: 100, months: 24 }, simulated)).toBe(75);
    expect(scaledRowsRead({ rowsRead: 4_000, growth: 'live' }, { scale: 10, months: 24 }, simulated)).toBe(40_000);
    expect(scaledRowsRead({ rowsRead: 600, growth: 'history' }, { scale: 10, months: 12 }, simulated)).toBe(1_200);
  });
});
