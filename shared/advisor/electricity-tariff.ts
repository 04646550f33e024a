/**
 * The electricity tariff a household in Bangladesh pays, in one place so that next year's tariff is a
 * change to this file alone.
 *
 * Source: Bangladesh Energy Regulatory Commission (BERC), residential (LT-A) tariff effective from the
 * March 2024 bills, as reported by the national press (The Daily Star, Prothom Alo, 29 Feb 2024).
 * Checked 2026-12-06 (shared/FACTS-wave3.md).
 *
 * Left out on purpose: the monthly demand charge and meter rent. No primary source for their current
 * figures could be read from here, and a made-up figure would be worse than none; the pages that show
 * a bill say so (docs/decisions/029-ac-advisor.md).
 */

export const TARIFF_NAME = 'BERC residential (LT-A), March 2024';
export const TARIFF_EFFECTIVE = '2024-03-01';

/** Each slab's upper bound in kWh a month (the last has none) and its rate in Taka per kWh. */
export const residentialSlabs: readonly { upToKwh: number; takaPerKwh: number }[] = [
  { upToKwh: 75, takaPerKwh: 5.26 },
  { upToKwh: 200, takaPerKwh: 7.2 },
  { upToKwh: 300, takaPerKwh: 7.59 },
  { upToKwh: 400, takaPerKwh: 8.02 },
  { upToKwh: 600, takaPerKwh: 12.67 },
  { upToKwh: Infinity, takaPerKwh: 14.61 },
];

/** VAT on the energy charge. */
export const VAT_RATE = 0.05;

/**
 * A month's energy charge with VAT, in Taka, for `kwh` units. The slabs are a ladder: each unit is
 * charged at the rate of the slab it falls in, so the 80th unit costs ৳7.20 and the first 75 stay
 * at ৳5.26.
 */
export function monthlyBill(kwh: number): number {
  if (!Number.isFinite(kwh) || kwh <= 0) return 0;
  let charge = 0;
  let from = 0;
  for (const slab of residentialSlabs) {
    const units = Math.min(kwh, slab.upToKwh) - from;
    if (units <= 0) break;
    charge += units * slab.takaPerKwh;
    from = slab.upToKwh;
  }
  return charge * (1 + VAT_RATE);
}
