import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TONLESS_TYPE, type AcBrand, type AcType } from '@shared/unit-specs';
import type { Condition } from '@shared/domain';
import { publicApi, readJson } from '@/lib/api-client';
import { advisorKeys } from '@/features/advisor/query-keys';

/** What a band compares: a unit's specifications, and the listing itself to leave out. */
export interface PriceBandSpec {
  type: AcType | null;
  tons: number | null;
  inverter: boolean | null;
  year: number | null;
  condition: Condition;
  brand: AcBrand | null;
  exclude?: string | undefined;
}

/** Whether the unit says enough to be compared: its type and age, and its size unless it is an air cooler. */
export const comparable = (spec: PriceBandSpec) =>
  spec.type !== null &&
  spec.year !== null &&
  (spec.type === TONLESS_TYPE || (spec.tons !== null && spec.inverter !== null));

async function fetchPriceBand({ type, tons, inverter, year, condition, brand, exclude }: PriceBandSpec) {
  if (type === null || year === null) throw new Error('A unit without a type or a year has no band.');
  const sized = type === TONLESS_TYPE ? {} : { tons: String(tons), inverter: String(inverter) };
  const query = {
    type,
    year: String(year),
    condition,
    ...sized,
    ...(brand ? { brand } : {}),
    ...(exclude ? { exclude } : {}),
  };
  return (await readJson(await publicApi['price-band'].$get({ query }))).band;
}

/**
 * The fair-price band of units like this one. While the specification changes (a seller choosing),
 * the last band stays on screen until the next arrives.
 */
export function usePriceBand(spec: PriceBandSpec) {
  return useQuery({
    queryKey: advisorKeys.priceBand(spec),
    queryFn: () => fetchPriceBand(spec),
    enabled: comparable(spec),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
