import { env } from 'cloudflare:test';
import { inArray } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { api, insertCategory, signedInUser, testDb } from '../test/fixtures';
import { storeListing } from '../test/saved-searches';
import { priceBandQuerySchema } from '../../shared/schemas/advisor';
import type { PriceBand } from '../../shared/advisor/price-band';
import type { AcType } from '../../shared/unit-specs';
import { cellsOf, comparablesQuery, PER_CELL } from './price-band';

const TAKA = 100;
const DAY = 24 * 60 * 60 * 1000;

type Facts = Partial<typeof products.$inferInsert>;

/**
 * Each test compares units of its own type and years, so no test counts another's units (the tests
 * of a file share its database): a scene's years lie 8 apart from the next one's of its type,
 * further than the ±2 of a comparable and the 5 of a unit that is not.
 */
const sizedTypes: AcType[] = ['split', 'window', 'portable', 'cassette', 'ceiling-floor'];
let scenes = 0;
async function scene(cooler = false) {
  const n = scenes++;
  const type = cooler ? 'air-cooler' : sizedTypes[n % sizedTypes.length]!;
  const year = 1995 + 8 * (Math.floor(n / sizedTypes.length) % 4);
  const seller = await signedInUser('seller');
  const category = await insertCategory();
  /** A unit stored as the Worker stores one: listed, and comparable unless `facts` say otherwise. */
  const unit = (priceTaka: number, facts: Facts = {}) =>
    storeListing({
      sellerId: seller.user.id,
      categoryId: category.id,
      acType: type,
      tons: cooler ? null : 1.5,
      inverter: cooler ? null : true,
      purchaseYear: year,
      condition: 'good',
      brand: 'gree',
      priceMinor: priceTaka * TAKA,
      ...facts,
    });
  const units = (pricesTaka: number[], facts: Facts = {}) => Promise.all(pricesTaka.map((p) => unit(p, facts)));
  const query: Record<string, string> = cooler
    ? { type, year: String(year), condition: 'good' }
    : { type, tons: '1.5', inverter: 'true', year: String(year), condition: 'good' };
  return { year, unit, units, query };
}

const ask = (query: Record<string, string>) => api(`/price-band?${new URLSearchParams(query)}`);

async function bandOf(query: Record<string, string>) {
  const res = await ask(query);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json<{ band: PriceBand }>()).band;
}

const sell = (ids: string[]) =>
  testDb()
    .update(products)
    .set({ paid: true, soldAt: new Date(Date.now() - DAY) })
    .where(inArray(products.id, ids));

describe('GET /api/price-band', () => {
  it('answers the median and middle half of comparable prices, for anyone, cacheable for 5 minutes', async () => {
    const { units, query } = await scene();
    await units([20_000, 21_000, 22_000, 23_000, 24_000]);
    const res = await ask({ ...query, brand: 'gree' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual({
      band: {
        enough: true,
        comparables: 5,
        sales: 0,
        medianMinor: 22_000 * TAKA,
        lowMinor: 21_000 * TAKA,
        highMinor: 23_000 * TAKA,
      },
    });
  });

  it('says there are not enough with fewer than 5 comparables, and gives no figures', async () => {
    const { units, query } = await scene();
    await units([20_000, 21_000, 22_000, 23_000]);
    expect(await bandOf(query)).toEqual({ enough: false, comparables: 4 });
  });

  it('is not moved by an outlier at ৳1 or ৳10,000,000', async () => {
    const { unit, units, query } = await scene();
    await units([20_000, 21_000, 22_000, 23_000, 24_000, 25_000]);
    const before = await bandOf(query);
    await unit(1);
    await unit(10_000_000);
    expect(await bandOf(query)).toEqual(before);
  });

  it('weighs a sale more than an asking price', async () => {
    const { units, query } = await scene();
    await units([20_000, 20_000, 20_000, 20_000, 20_000]);
    const dearer = await units([30_000, 30_000, 30_000, 30_000, 30_000]);
    expect(await bandOf(query)).toMatchObject({ enough: true, sales: 0, medianMinor: 25_000 * TAKA });
    await sell(dearer);
    expect(await bandOf(query)).toMatchObject({
      enough: true,
      comparables: 10,
      sales: 5,
      medianMinor: 30_000 * TAKA,
    });
  });

  it('weighs units of the same brand more, and takes Other for no brand', async () => {
    const { units, query } = await scene();
    await units([30_000, 30_000, 30_000, 30_000, 30_000], { brand: 'walton' });
    await units([20_000, 20_000, 20_000, 20_000, 20_000], { brand: 'other' });
    expect(await bandOf({ ...query, brand: 'walton' })).toMatchObject({ medianMinor: 30_000 * TAKA });
    expect(await bandOf({ ...query, brand: 'other' })).toMatchObject({ medianMinor: 25_000 * TAKA });
    expect(await bandOf(query)).toMatchObject({ medianMinor: 25_000 * TAKA });
  });

  it('counts units a quarter ton, two years and one condition away, and not further or unlisted ones', async () => {
    const { year, unit, query } = await scene();
    const fair = { ...query, condition: 'fair' };
    const near = [{ tons: 1.25 }, { tons: 1.75 }, { purchaseYear: year - 2 }, { purchaseYear: year + 2 }, {}];
    for (const facts of near) await unit(20_000, facts);
    const sold = await unit(20_000);
    await sell([sold]);
    expect(await bandOf(fair)).toMatchObject({ enough: true, comparables: 6, sales: 1 });

    const self = await unit(20_000, { condition: 'fair' });
    const far = [
      { acType: 'ceiling-floor' as const },
      { tons: 2 },
      { tons: 1 },
      { inverter: false },
      { inverter: null },
      { purchaseYear: year + 5 },
      { purchaseYear: year - 3 },
      { condition: 'excellent' as const },
      { removedAt: new Date() },
      { moderation: 'hidden' as const },
      { moderation: 'pending' as const },
      { expiredAt: new Date() },
      { sellerSuspended: true },
    ];
    for (const facts of far) await unit(90_000, facts);
    expect(await bandOf({ ...fair, exclude: self })).toMatchObject({
      enough: true,
      comparables: 6,
      sales: 1,
      medianMinor: 20_000 * TAKA,
    });
    // Without `exclude` the unit itself is one more.
    expect(await bandOf(fair)).toMatchObject({ comparables: 7 });
  });

  it('compares an air cooler by type, year and condition, whatever it says of inverters', async () => {
    const { unit, query } = await scene(true);
    await unit(8_000);
    await unit(9_000, { inverter: false });
    await unit(10_000, { inverter: true });
    await unit(11_000);
    await unit(12_000);
    await unit(90_000, { acType: 'window', tons: 1.5, inverter: true });
    expect(await bandOf(query)).toEqual({
      enough: true,
      comparables: 5,
      sales: 0,
      medianMinor: 10_000 * TAKA,
      lowMinor: 9_000 * TAKA,
      highMinor: 11_000 * TAKA,
    });
  });

  it(`reads at most ${PER_CELL} units of each capacity and year, the newest`, async () => {
    const { units, query } = await scene();
    await units(Array.from({ length: PER_CELL + 5 }, () => 20_000));
    expect(await bandOf(query)).toMatchObject({ comparables: PER_CELL });
  });

  it.each([
    [{ tons: '1.5', inverter: 'true', year: '2021', condition: 'good' }, 'type', 'Choose the type of unit.'],
    [
      { type: 'split', inverter: 'true', year: '2021', condition: 'good' },
      'tons',
      'Choose a capacity from 0.75 to 5 tons.',
    ],
    [
      { type: 'split', tons: '1.6', inverter: 'true', year: '2021', condition: 'good' },
      'tons',
      'Choose a capacity from 0.75 to 5 tons.',
    ],
    [
      { type: 'split', tons: '1.5', year: '2021', condition: 'good' },
      'inverter',
      'Say whether it is an inverter unit.',
    ],
    [
      { type: 'split', tons: '1.5', inverter: 'maybe', year: '2021', condition: 'good' },
      'inverter',
      'Say whether it is an inverter unit.',
    ],
    [
      { type: 'split', tons: '1.5', inverter: 'true', condition: 'good' },
      'year',
      'Enter the year of purchase, like 2021.',
    ],
    [
      { type: 'split', tons: '1.5', inverter: 'true', year: 'last', condition: 'good' },
      'year',
      'Enter the year of purchase, like 2021.',
    ],
    [
      { type: 'split', tons: '1.5', inverter: 'true', year: String(new Date().getFullYear() + 1), condition: 'good' },
      'year',
      'The year of purchase cannot be in the future.',
    ],
    [
      { type: 'split', tons: '1.5', inverter: 'true', year: '2021' },
      'condition',
      'Condition is good, excellent or fair.',
    ],
    [
      { type: 'split', tons: '1.5', inverter: 'true', year: '2021', condition: 'new' },
      'condition',
      'Condition is good, excellent or fair.',
    ],
    [
      { type: 'split', tons: '1.5', inverter: 'true', year: '2021', condition: 'good', brand: 'acme' },
      'brand',
      'Choose a brand from the list, or Other.',
    ],
    [
      { type: 'split', tons: '1.5', inverter: 'true', year: '2021', condition: 'good', exclude: 'x'.repeat(65) },
      'exclude',
      'That id is not valid.',
    ],
    [
      { type: 'air-cooler', tons: '1.5', year: '2021', condition: 'good' },
      'tons',
      'An air cooler has no capacity in tons.',
    ],
    [
      { type: 'air-cooler', inverter: 'false', year: '2021', condition: 'good' },
      'inverter',
      'Leave inverter out for an air cooler.',
    ],
  ])('refuses %j: %s', async (query, path, message) => {
    const res = await ask(query);
    expect(res.status).toBe(400);
    const body = await res.json<{ reason: string; issues: { path: string; message: string }[] }>();
    expect(body.reason).toBe('invalid-input');
    expect(body.issues).toContainEqual({ path, message });
  });
});

describe('the comparables statement', () => {
  const dialect = new SQLiteAsyncDialect();
  const units = {
    split: { type: 'split', tons: '1.5', inverter: 'true', year: '2021', condition: 'good', exclude: 'p-1' },
    'smallest split': { type: 'split', tons: '0.75', inverter: 'false', year: '2021', condition: 'fair' },
    'air cooler': { type: 'air-cooler', year: '2021', condition: 'excellent', exclude: 'p-1' },
  };

  it.each(Object.entries(units))('seeks each cell in its index and scans nothing (%s)', async (_, query) => {
    const unit = priceBandQuerySchema.parse(query);
    const { sql, params } = dialect.sqlToQuery(comparablesQuery(unit));
    expect(params.length).toBeLessThanOrEqual(1);
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail);
    const seeks = details.filter((detail) => /^SEARCH products /.test(detail));
    expect(seeks).toHaveLength(cellsOf(unit).length);
    for (const seek of seeks)
      expect(seek).toMatch(
        /^SEARCH products USING INDEX products_(listed|sold)_comparables_idx \(ac_type=\? AND inverter(=\?| IS NULL)? AND tons(=\?| IS NULL) AND purchase_year=\?\)$/,
      );
    expect(details.filter((detail) => /\bSCAN products\b|TEMP B-TREE/.test(detail))).toEqual([]);
    expect(seeks.filter((seek) => seek.includes('listed_'))).toHaveLength(cellsOf(unit).length / 2);
  });

  it('has at most 30 cells, so it stays one short statement', () => {
    for (const query of Object.values(units))
      expect(cellsOf(priceBandQuerySchema.parse(query)).length).toBeLessThanOrEqual(30);
  });
});
