import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { PriceVerdict } from '@shared/advisor/price-band';

const verdictLabels = {
  great: msg`Great price`,
  fair: msg`Fair`,
  high: msg`High`,
} as const;

const verdictClasses: Record<PriceVerdict, string> = {
  great: 'bg-green-100 text-green-800',
  fair: 'bg-sky-100 text-sky-800',
  high: 'bg-amber-100 text-amber-900',
};

/** A price's label against its band: Great price, Fair or High. */
export function PriceVerdictLabel({ verdict }: { verdict: PriceVerdict }) {
  const { _ } = useLingui();
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${verdictClasses[verdict]}`}>
      {_(verdictLabels[verdict])}
    </span>
  );
}
