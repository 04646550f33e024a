import { Trans } from '@lingui/react/macro';
import { usePriceBand, type PriceBandSpec } from '@/features/advisor/api/price-band';
import { PriceBandSummary } from './price-band-summary';

/** A listing's price against comparable units' asking prices and completed sales. */
export function FairPricePanel({ spec, price }: { spec: PriceBandSpec; price: number }) {
  const band = usePriceBand(spec);
  return (
    <section aria-labelledby="fair-price-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="fair-price-title" className="mb-2 text-lg font-bold text-slate-800">
        <Trans>Is the price fair?</Trans>
      </h2>
      {band.isPending && band.fetchStatus !== 'idle' ? (
        <p className="h-12 animate-pulse rounded bg-slate-100" aria-busy="true" />
      ) : (
        <PriceBandSummary band={band.data} price={price} />
      )}
      <p className="mt-2 text-xs text-slate-500">
        <Trans>
          From listings and sales of the same type, within a quarter ton, of the same inverter kind, bought within two
          years of this one and in a similar condition. Sales count twice as much as asking prices.
        </Trans>
      </p>
    </section>
  );
}
