import { describe, expect, it } from 'vitest';
import { monthlyBill, residentialSlabs, VAT_RATE } from './electricity-tariff';

const withVat = (taka: number) => taka * (1 + VAT_RATE);

describe('monthlyBill', () => {
  it('charges nothing for no units', () => {
    expect(monthlyBill(0)).toBe(0);
    expect(monthlyBill(-5)).toBe(0);
    expect(monthlyBill(Number.NaN)).toBe(0);
  });

  it('charges the first slab up to 75 units', () => {
    expect(monthlyBill(1)).toBeCloseTo(withVat(5.26), 6);
    expect(monthlyBill(75)).toBeCloseTo(withVat(75 * 5.26), 6);
  });

  it.each([
    // [units, energy charge before VAT]: each slab's last unit and the next slab's first.
    [75, 394.5],
    [76, 394.5 + 7.2],
    [200, 394.5 + 125 * 7.2],
    [201, 1294.5 + 7.59],
    [300, 1294.5 + 100 * 7.59],
    [301, 2053.5 + 8.02],
    [400, 2053.5 + 100 * 8.02],
    [401, 2855.5 + 12.67],
    [600, 2855.5 + 200 * 12.67],
    [601, 5389.5 + 14.61],
    [1000, 5389.5 + 400 * 14.61],
  ])('charges %i units %f Taka plus VAT', (units, charge) => {
    expect(monthlyBill(units)).toBeCloseTo(withVat(charge), 6);
  });

  it('adds 5% VAT', () => {
    expect(VAT_RATE).toBe(0.05);
    expect(monthlyBill(100) / (75 * 5.26 + 25 * 7.2)).toBeCloseTo(1.05, 9);
  });

  it('charges fractions of a unit at their slab', () => {
    expect(monthlyBill(75.5) - monthlyBill(75)).toBeCloseTo(withVat(0.5 * 7.2), 6);
  });

  it('holds the March 2024 rates in rising slabs', () => {
    expect(residentialSlabs.map((slab) => slab.takaPerKwh)).toEqual([5.26, 7.2, 7.59, 8.02, 12.67, 14.61]);
  });
});
