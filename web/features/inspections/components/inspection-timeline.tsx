import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon';
import { formatNumber } from '@/lib/format';
import { catalogText } from '@/lib/i18n';
import type { InspectionState } from '@shared/domain';
import type { Inspection } from '@/features/inspections/api/inspection';
import { stateLabels } from '@/lib/inspection-labels';

/** The steps an inspection goes through once paid, in order. */
const steps: InspectionState[] = ['requested', 'scheduled', 'assigned', 'done'];

/** Where an inspection stands, as a simple timeline; a cancelled one says why, and that its fee comes back. */
export function InspectionTimeline({
  inspection,
}: {
  inspection: Pick<Inspection, 'state' | 'cancelReason' | 'refund'>;
}) {
  const { i18n } = useLingui();
  const { state } = inspection;
  if (state === 'cancelled') {
    return (
      <div role="status" className="rounded-lg bg-red-50 p-3 text-red-900">
        <p className="font-semibold">
          <Trans>Cancelled</Trans>
        </p>
        {inspection.cancelReason && <p>{catalogText(inspection.cancelReason)}</p>}
        <p>
          {inspection.refund ? (
            <Trans>Your fee is refunded in full.</Trans>
          ) : (
            <Trans>Nothing was paid, so nothing is charged.</Trans>
          )}
        </p>
      </div>
    );
  }
  const reached = steps.indexOf(state);
  return (
    <div className="flex flex-col gap-2">
      {state === 'unpaid' && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
          <Trans>Waiting for the payment. If you left the payment page, book again from the listing.</Trans>
        </p>
      )}
      <ol className="flex flex-col gap-2">
        {steps.map((step, index) => {
          const done = index <= reached;
          return (
            <li key={step} className="flex items-center gap-3" aria-current={index === reached ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={`grid h-7 w-7 shrink-0 place-items-center rounded-full ${
                  done ? 'bg-green-600 text-white' : 'bg-slate-200 text-slate-500'
                }`}
              >
                {done ? <Icon name="check" /> : formatNumber(index + 1)}
              </span>
              <span className={done ? 'font-semibold text-slate-800' : 'text-slate-500'}>
                {i18n._(stateLabels[step])}
              </span>
              {done && (
                <span className="sr-only">{index === reached ? <Trans>(now)</Trans> : <Trans>(done)</Trans>}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
