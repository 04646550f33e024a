/**
 * How a unit's specifications read (worker/domain.ts holds the lists): the card's chips, the
 * listing's table, the form's and the filters' choices all label them here.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { acBrandNames, acBrands, type AcBrand, type AcType } from '../../worker/domain';
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

export const brandLabel = (brand: AcBrand) => (brand === 'other' ? t`Other brand` : acBrandNames[brand]);

/** The brands in the order a buyer looks for them, "Other" last. */
export const brandOptions = () => acBrands.map((brand) => ({ value: brand, label: brandLabel(brand) }));

export const typeLabel = (type: AcType) => i18n._(acTypeLabels[type]);

export const tonsLabel = (tons: number) => {
  const count = formatNumber(tons);
  return tons <= 1 ? t`${count} ton` : t`${count} tons`;
};

export const inverterLabel = (inverter: boolean) => (inverter ? t`Inverter` : t`Non-inverter`);

export const warrantyLabel = (months: number) => {
  const count = formatNumber(months);
  return months === 0 ? t`No warranty left` : months === 1 ? t`${count} month left` : t`${count} months left`;
};

/** The listing page's rows of specifications, for those the seller gave. */
export function specRows(specs: AcSpecs): [string, string][] {
  return [
    [t`Brand`, specs.brand && brandLabel(specs.brand)],
    [t`Type`, specs.type && typeLabel(specs.type)],
    [t`Capacity`, specs.tons != null && tonsLabel(specs.tons)],
    [t`Inverter`, specs.inverter != null && (specs.inverter ? t`Yes` : t`No`)],
    [t`Warranty`, specs.warrantyMonths != null && warrantyLabel(specs.warrantyMonths)],
  ].filter((row): row is [string, string] => typeof row[1] === 'string');
}

/** The short facts a card shows as chips: brand, capacity, type, inverter. */
export function specChips(specs: AcSpecs) {
  return [
    specs.brand && brandLabel(specs.brand),
    specs.tons != null && tonsLabel(specs.tons),
    specs.type && typeLabel(specs.type),
    specs.inverter != null && inverterLabel(specs.inverter),
  ].filter((chip): chip is string => typeof chip === 'string');
}
