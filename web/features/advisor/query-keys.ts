import type { PriceBandSpec } from './api/price-band';

export const advisorKeys = {
  all: ['advisor'] as const,
  priceBand: (spec: PriceBandSpec) => [...advisorKeys.all, 'price-band', spec] as const,
};
