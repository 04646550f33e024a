import { describe, expect, it } from 'vitest';
import { monthlyBill } from './electricity-tariff';
import { averagePowerKw, INVERTER_SEASONAL_EER, KW_PER_TON, NON_INVERTER_EER, runningCost } from './running-cost';

describe('runningCost', () => {
  it('draws power from tons, load and efficiency', () => {
    expect(averagePowerKw(1.5, false)).toBeCloseTo((1.5 * KW_PER_TON * 0.8) / NON_INVERTER_EER, 9);
    expect(averagePowerKw(1.5, true)).toBeCloseTo((1.5 * KW_PER_TON * 0.8) / INVERTER_SEASONAL_EER, 9);
  });

  it('adds the difference between the bills with and without the AC', () => {
    const cost = runningCost({ tons: 1.5, inverter: false, hoursPerDay: 8, householdKwh: 150 });
    expect(cost.kwh).toBeCloseTo(averagePowerKw(1.5, false) * 8 * 30, 9);
    expect(cost.extraTaka).toBeCloseTo(monthlyBill(150 + cost.kwh) - monthlyBill(150), 9);
  });

  it('costs an inverter less than a fixed-speed unit of the same size', () => {
    const input = { tons: 1.5, hoursPerDay: 8, householdKwh: 150 };
    expect(runningCost({ ...input, inverter: true }).extraTaka).toBeLessThan(
      runningCost({ ...input, inverter: false }).extraTaka,
    );
  });

  it('costs the same AC more in a household already in a higher slab', () => {
    const input = { tons: 1, inverter: true, hoursPerDay: 6 };
    expect(runningCost({ ...input, householdKwh: 500 }).extraTaka).toBeGreaterThan(
      runningCost({ ...input, householdKwh: 50 }).extraTaka,
    );
  });

  it('adds nothing when the AC is off, and at most a day of hours', () => {
    expect(runningCost({ tons: 2, inverter: false, hoursPerDay: 0, householdKwh: 150 }).extraTaka).toBe(0);
    const day = runningCost({ tons: 1, inverter: false, hoursPerDay: 24, householdKwh: 150 });
    expect(runningCost({ tons: 1, inverter: false, hoursPerDay: 30, householdKwh: 150 })).toEqual(day);
  });
});
