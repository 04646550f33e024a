/** Prices travel as currency units with at most 2 decimals and are stored as integer minor units. */
export const toMinor = (units: number) => Math.round(units * 100);
export const fromMinor = (minor: number) => minor / 100;

/** Basis points (5% is 500) of a percent such as THANDA_FEE_PERCENT. */
export const basisPoints = (percent: number) => Math.round(percent * 100);

/**
 * Thanda's fee on an amount, in minor units, rounded half up: the rule the Worker's release applies
 * in SQL (payments/protect.ts), so what a seller is shown before a sale is what they get.
 */
export const feeOn = (amountMinor: number, feeBasisPoints: number) =>
  Math.floor((amountMinor * feeBasisPoints + 5000) / 10000);
