import { Trans } from '@lingui/react/macro';
import { conditions, type Condition } from '@shared/domain';
import { readNumber } from '@shared/digits';
import { acBrands, acTypes } from '@shared/unit-specs';
import { comparable, usePriceBand, type PriceBandSpec } from '@/features/advisor/api/price-band';
import { PriceBandSummary } from './price-band-summary';

/** The product form's fields the hint reads, as the form holds them (text and blank choices). */
export interface PricedFields {
  price?: unknown;
  purchaseYear?: unknown;
  condition?: unknown;
  brand?: unknown;
  type?: unknown;
  tons?: unknown;
  inverter?: unknown;
}

const YEAR = /^\d{4}$/;
const oneOf = <T extends string>(list: readonly T[], value: string) =>
  list.includes(value as T) ? (value as T) : null;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The specification a seller has chosen so far; a year counts once all four digits are typed. */
function specOf(fields: PricedFields): PriceBandSpec {
  const year = text(fields.purchaseYear).trim();
  const tons = readNumber(text(fields.tons));
  const inverter = text(fields.inverter);
  return {
    type: oneOf(acTypes, text(fields.type)),
    tons,
    inverter: inverter === 'yes' ? true : inverter === 'no' ? false : null,
    year: YEAR.test(year) ? Number(year) : null,
    condition: conditions.includes(fields.condition as Condition) ? (fields.condition as Condition) : 'good',
    brand: oneOf(acBrands, text(fields.brand)),
  };
}

/**
 * Live while a seller types a price: where it stands against similar units (Great price, Fair, High),
 * before they publish. The band is fetched when the specification changes, not at every keystroke
 * of the price.
 */
export function PriceHint({ values, exclude }: { values: PricedFields; exclude?: string }) {
  const spec = { ...specOf(values), exclude };
  const band = usePriceBand(spec);
  const price = readNumber(text(values.price));
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm sm:col-span-2" aria-live="polite">
      <p className="mb-1 font-semibold text-slate-700">
        <Trans>Your price against similar units</Trans>
      </p>
      {comparable(spec) ? (
        <PriceBandSummary band={band.data} price={price} />
      ) : (
        <p className="text-slate-600">
          <Trans>Choose the type, capacity, inverter and year below to compare your price with similar units.</Trans>
        </p>
      )}
    </div>
  );
}
