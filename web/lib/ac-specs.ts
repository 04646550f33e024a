/**
 * How a unit's specifications read (shared/unit-specs.ts holds the lists): the card's chips, the
 * listing's table, the form's and the filters' choices label them here (brands: brand-options.ts).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { brandName } from '@shared/domain';
import type { AcBrand, AcType } from '@shared/unit-specs';
import { formatNumber } from './format';

export interface AcSpecs {
  brand?: AcBrand | null;
  type?: AcType | null;
  tons?: number | null;
  inverter?: boolean | null;
  warrantyMonths?: number | null;
}

export const acTypeLabels: Record<AcType, MessageDescriptor> = {
  split: msg`Split`,
  window: msg`Window`,
  portable: msg`Portable`,
  cassette: msg`Cassette`,
  'ceiling-floor': msg`Ceiling or floor standing`,
  'air-cooler': msg`Air cooler`,
};

export const typeLabel = (type: AcType) => i18n._(acTypeLabels[type]);

export const tonsLabel = (tons: number) => {
  const count = formatNumber(tons);
  return tons <= 1 ? t`${count} ton` : t`${count} tons`;
};

export const inverterLabel = (inverter: boolean) => (inverter ? t`Inverter` : t`Non-inverter`);

/** The short facts a card shows as chips: brand (a named one), capacity, type, inverter. */
export function specChips(specs: AcSpecs) {
  return [
    specs.brand && specs.brand !== 'other' && brandName(specs.brand),
    specs.tons != null && tonsLabel(specs.tons),
    specs.type && typeLabel(specs.type),
    specs.inverter != null && inverterLabel(specs.inverter),
  ].filter((chip): chip is string => typeof chip === 'string');
}
