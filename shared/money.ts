/** Prices travel as currency units with at most 2 decimals and are stored as integer minor units. */
export const toMinor = (units: number) => Math.round(units * 100);
export const fromMinor = (minor: number) => minor / 100;
