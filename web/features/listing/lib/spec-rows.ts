/**
 * A listing's specifications as rows of its page's details. Here rather than in lib/ac-specs.ts,
 * so their texts load with the listing's page and not with every card.
 */
import { t } from '@lingui/core/macro';
import { tonsLabel, typeLabel, type AcSpecs } from '@/lib/ac-specs';
import { brandLabel } from '@/lib/brand-options';
import { formatNumber } from '@/lib/format';

const warrantyLabel = (months: number) => {
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
