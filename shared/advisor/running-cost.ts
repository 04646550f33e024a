/**
 * What an air conditioner adds to a household's monthly electricity bill: an estimate from its
 * capacity, whether it is an inverter, and named assumptions, each of which the listing page shows.
 */
import { monthlyBill } from './electricity-tariff';

/** One ton of refrigeration is 12,000 BTU/h, 3.517 kW of cooling. */
export const KW_PER_TON = 3.517;

/**
 * Energy efficiency ratio (cooling out per electricity in) of a fixed-speed unit at full load: the
 * 3.0 W/W typical of the used non-inverter splits sold in Bangladesh (older R22 units are lower,
 * new ones about 3.2).
 */
export const NON_INVERTER_EER = 3.0;

/**
 * Seasonal efficiency of an inverter unit, which slows its compressor instead of stopping and starting
 * it: 4.5 W/W over a Dhaka summer's part loads.
 */
export const INVERTER_SEASONAL_EER = 4.5;

/**
 * The share of full capacity a room needs on average while the AC is on, after the room has cooled:
 * the compressor's duty cycle of a fixed-speed unit, the part load of an inverter.
 */
export const AVERAGE_LOAD = 0.8;

/** Days in a billing month. */
export const DAYS_PER_MONTH = 30;

/** The listing page's starting figures, which a buyer changes to their own. */
export const DEFAULT_HOURS_PER_DAY = 8;
export const DEFAULT_HOUSEHOLD_KWH = 150;
export const HOURS_PER_DAY_MAX = 24;
export const HOUSEHOLD_KWH_MAX = 2000;

/** The average electricity an AC draws while on, in kW. */
export function averagePowerKw(tons: number, inverter: boolean): number {
  return (tons * KW_PER_TON * AVERAGE_LOAD) / (inverter ? INVERTER_SEASONAL_EER : NON_INVERTER_EER);
}

export interface RunningCostInput {
  tons: number;
  inverter: boolean;
  hoursPerDay: number;
  /** What the household uses a month without this AC, in kWh. */
  householdKwh: number;
}

export interface RunningCost {
  /** The AC's own units a month. */
  kwh: number;
  /** What the bill rises by, in Taka with VAT, with the AC's units on top of the household's. */
  extraTaka: number;
}

/**
 * The AC's units a month and what they add to the bill. Its units land on top of the household's,
 * in the higher slabs, so the same AC costs more in a house that already uses more.
 */
export function runningCost({ tons, inverter, hoursPerDay, householdKwh }: RunningCostInput): RunningCost {
  const kwh = averagePowerKw(tons, inverter) * clamp(hoursPerDay, 0, HOURS_PER_DAY_MAX) * DAYS_PER_MONTH;
  const base = clamp(householdKwh, 0, HOUSEHOLD_KWH_MAX);
  return { kwh, extraTaka: monthlyBill(base + kwh) - monthlyBill(base) };
}

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
