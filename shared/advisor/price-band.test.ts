import { describe, expect, it } from 'vitest';
import { priceBand, priceVerdict, type Comparable, type PriceBand } from './price-band';

const taka = (amount: number) => amount * 100;
const ask = (amount: number, extra: Partial<Comparable> = {}): Comparable => ({
  priceMinor: taka(amount),
  sold: false,
  sameBrand: false,
  sameCondition: true,
  ...extra,
});
const enough = (band: PriceBand) => {
  if (!band.enough) throw new Error('expected a band');
  return band;
};

describe('priceBand', () => {
  it('gives the median and middle half of five or more comparables', () => {
    const band = enough(priceBand([20_000, 22_000, 24_000, 26_000, 28_000].map((amount) => ask(amount))));
    expect(band).toEqual({
      enough: true,
      comparables: 5,
      sales: 0,
      medianMinor: taka(24_000),
      lowMinor: taka(22_000),
      highMinor: taka(26_000),
    });
  });

  it('gives no figure below five comparables', () => {
    expect(priceBand([20_000, 22_000, 24_000, 26_000].map((amount) => ask(amount)))).toEqual({
      enough: false,
      comparables: 4,
    });
    expect(priceBand([])).toEqual({ enough: false, comparables: 0 });
  });

  it('leaves outliers out without moving the band', () => {
    const usual = [20_000, 22_000, 24_000, 26_000, 28_000, 30_000].map((amount) => ask(amount));
    const plain = enough(priceBand(usual));
    const withOutliers = enough(priceBand([...usual, ask(1), ask(10_000_000)]));
    expect(withOutliers).toEqual(plain);
    expect(withOutliers.comparables).toBe(6);
  });

  it('says not enough when outliers leave fewer than five', () => {
    const band = priceBand([ask(20_000), ask(21_000), ask(22_000), ask(23_000), ask(900_000)]);
    expect(band).toEqual({ enough: false, comparables: 4 });
  });

  it('weighs completed sales over asking prices', () => {
    const asks = [30_000, 31_000, 32_000].map((amount) => ask(amount));
    const sales = [24_000, 25_000, 26_000].map((amount) => ask(amount, { sold: true }));
    const band = enough(priceBand([...asks, ...sales]));
    expect(band.sales).toBe(3);
    // Unweighted the median would fall between the two groups (28,000); sales pull it to them.
    expect(band.medianMinor).toBeLessThan(taka(28_000));
    expect(band.medianMinor).toBe(taka(26_000));
  });

  it('weighs the same brand and the same condition over others', () => {
    const others = [30_000, 31_000, 32_000].map((amount) => ask(amount));
    const sameBrand = [24_000, 25_000, 26_000].map((amount) => ask(amount, { sameBrand: true }));
    expect(enough(priceBand([...others, ...sameBrand])).medianMinor).toBe(taka(26_000));
    const nearCondition = [24_000, 25_000, 26_000].map((amount) => ask(amount, { sameCondition: false }));
    expect(enough(priceBand([...others, ...nearCondition])).medianMinor).toBe(taka(30_000));
  });

  it('rounds its figures to ৳100', () => {
    const band = enough(priceBand([20_040, 22_060, 24_049, 26_070, 28_000].map((amount) => ask(amount))));
    expect(band.medianMinor).toBe(taka(24_000));
    expect(band.lowMinor).toBe(taka(22_100));
  });
});

describe('priceVerdict', () => {
  const band = enough(priceBand([20_000, 22_000, 24_000, 26_000, 28_000].map((amount) => ask(amount))));

  it('calls a price below the middle half great, within it fair, above it high', () => {
    expect(priceVerdict(band, taka(21_999))).toBe('great');
    expect(priceVerdict(band, taka(22_000))).toBe('fair');
    expect(priceVerdict(band, taka(26_000))).toBe('fair');
    expect(priceVerdict(band, taka(26_001))).toBe('high');
  });

  it('calls nothing without a band or a price', () => {
    expect(priceVerdict({ enough: false, comparables: 2 }, taka(20_000))).toBeNull();
    expect(priceVerdict(band, 0)).toBeNull();
  });
});
