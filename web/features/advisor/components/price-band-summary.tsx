import { Plural, Trans } from '@lingui/react/macro';
import { fromMinor } from '@shared/money';
import { priceVerdict, type PriceBand } from '@shared/advisor/price-band';
import { formatNumber, formatPrice } from '@/lib/format';
import { PriceVerdictLabel } from './price-verdict';

interface Props {
  band: PriceBand | undefined;
  /** The price to judge, in Taka; none while a seller has not typed one. */
  price: number | null;
}

/**
 * A price against the band of comparable units: its label, the middle half and the median, and how
 * many units they come from. With too few comparables it says so and shows no figure.
 */
export function PriceBandSummary({ band, price }: Props) {
  if (!band?.enough) {
    return (
      <p className="text-slate-600" data-testid="price-band">
        <Trans>Not enough similar listings yet</Trans>
      </p>
    );
  }
  const verdict = price === null ? null : priceVerdict(band, Math.round(price * 100));
  const low = formatPrice(fromMinor(band.lowMinor));
  const high = formatPrice(fromMinor(band.highMinor));
  const median = formatPrice(fromMinor(band.medianMinor));
  const count = formatNumber(band.comparables);
  const sales = formatNumber(band.sales);
  return (
    <div className="flex flex-col gap-1" data-testid="price-band">
      {verdict && (
        <p>
          <PriceVerdictLabel verdict={verdict} />
        </p>
      )}
      <p className="text-slate-800">
        <Trans>
          Similar units: {low} to {high}, most often around {median}
        </Trans>
      </p>
      <p className="text-sm text-slate-600">
        <Plural value={band.comparables} one={`From ${count} similar unit`} other={`From ${count} similar units`} />
        {band.sales > 0 && (
          <>
            {' '}
            <Trans>({sales} sold)</Trans>
          </>
        )}
      </p>
    </div>
  );
}
