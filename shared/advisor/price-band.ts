/**
 * The fair-price band of a used AC, from the prices of comparable units (docs/decisions/029-ac-advisor.md):
 * which units compare is the Worker's query (worker/advisor/price-band.ts); how their prices make a
 * band, and what a price is called against it, is written here once for the Worker and the SPA.
 */

/** Below this many comparable prices there is no band: a median of three is a guess. */
export const MIN_COMPARABLES = 5;
/** A completed sale is what a unit fetched; an asking price only what its seller hopes for. */
export const SALE_WEIGHT = 2;
export const ASK_WEIGHT = 1;
/** The same brand compares more closely than another brand of the same size and age. */
export const SAME_BRAND_FACTOR = 2;
/** A unit one condition away (good beside excellent) counts half. */
export const NEAR_CONDITION_FACTOR = 0.5;
/** Tukey's fences: a price further than 1.5 times the middle half's width beyond it is an outlier. */
export const OUTLIER_FENCE = 1.5;
/** Band figures are rounded to the nearest ৳100 (in minor units): no one prices a used AC to the taka. */
export const BAND_ROUNDING_MINOR = 100_00;

export interface Comparable {
  priceMinor: number;
  sold: boolean;
  sameBrand: boolean;
  sameCondition: boolean;
}

export type PriceBand =
  | {
      enough: true;
      /** Comparable units counted, after outliers were left out. */
      comparables: number;
      /** How many of them were completed sales. */
      sales: number;
      medianMinor: number;
      /** The middle half: a quarter of the weight is below `lowMinor`, a quarter above `highMinor`. */
      lowMinor: number;
      highMinor: number;
    }
  | { enough: false; comparables: number };

export const priceVerdicts = ['great', 'fair', 'high'] as const;
export type PriceVerdict = (typeof priceVerdicts)[number];

/** Below the middle half is a great price, above it high, within it fair. */
export function priceVerdict(band: PriceBand, priceMinor: number): PriceVerdict | null {
  if (!band.enough || !(priceMinor > 0)) return null;
  if (priceMinor < band.lowMinor) return 'great';
  return priceMinor > band.highMinor ? 'high' : 'fair';
}

const weightOf = (unit: Comparable) =>
  (unit.sold ? SALE_WEIGHT : ASK_WEIGHT) *
  (unit.sameBrand ? SAME_BRAND_FACTOR : 1) *
  (unit.sameCondition ? 1 : NEAR_CONDITION_FACTOR);

/** The value below which `share` of the total weight lies, over units sorted by price. */
function weightedQuantile(units: readonly { priceMinor: number; weight: number }[], share: number) {
  const total = units.reduce((sum, unit) => sum + unit.weight, 0);
  const target = share * total;
  let below = 0;
  for (const [i, unit] of units.entries()) {
    below += unit.weight;
    // Exactly on a boundary between two prices, the quantile is halfway between them.
    if (Math.abs(below - target) < 1e-9 && i + 1 < units.length)
      return (unit.priceMinor + units[i + 1]!.priceMinor) / 2;
    if (below > target) return unit.priceMinor;
  }
  return units.at(-1)!.priceMinor;
}

const rounded = (minor: number) => Math.round(minor / BAND_ROUNDING_MINOR) * BAND_ROUNDING_MINOR;

/**
 * The band of the comparables' prices: outliers left out by Tukey's fences over their plain
 * quartiles, then the weighted median and middle half of the rest.
 */
export function priceBand(comparables: readonly Comparable[]): PriceBand {
  const priced = comparables.filter((unit) => unit.priceMinor > 0);
  if (priced.length < MIN_COMPARABLES) return { enough: false, comparables: priced.length };
  const plain = priced.map((unit) => ({ priceMinor: unit.priceMinor, weight: 1 })).sort(byPrice);
  const q1 = weightedQuantile(plain, 0.25);
  const q3 = weightedQuantile(plain, 0.75);
  const fence = OUTLIER_FENCE * (q3 - q1);
  const kept = priced
    .filter((unit) => unit.priceMinor >= q1 - fence && unit.priceMinor <= q3 + fence)
    .map((unit) => ({ priceMinor: unit.priceMinor, weight: weightOf(unit), sold: unit.sold }))
    .sort(byPrice);
  if (kept.length < MIN_COMPARABLES) return { enough: false, comparables: kept.length };
  return {
    enough: true,
    comparables: kept.length,
    sales: kept.filter((unit) => unit.sold).length,
    medianMinor: rounded(weightedQuantile(kept, 0.5)),
    lowMinor: rounded(weightedQuantile(kept, 0.25)),
    highMinor: rounded(weightedQuantile(kept, 0.75)),
  };
}

const byPrice = (a: { priceMinor: number }, b: { priceMinor: number }) => a.priceMinor - b.priceMinor;
