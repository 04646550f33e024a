import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { inspectionVerdicts, type InspectionVerdict } from '@shared/domain';
import { catalogText } from '@/lib/i18n';
import { verdictClasses as verdictTone, verdictLabels } from '@/lib/inspection-labels';
import { verdictHints } from '@/features/technician/lib/verdict-labels';

/** The verdict as three large cards, each saying what it means; none is chosen for the technician. */
export function VerdictChoice({
  value,
  onChange,
  error,
}: {
  value: InspectionVerdict | null;
  onChange: (verdict: InspectionVerdict) => void;
  error?: string;
}) {
  const { _ } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-xl font-bold text-slate-800">
        <Trans>Verdict</Trans>
      </legend>
      <div className="flex flex-col gap-3">
        {inspectionVerdicts.map((verdict) => {
          const chosen = value === verdict;
          return (
            <label key={verdict} className="cursor-pointer">
              <input
                type="radio"
                name="verdict"
                value={verdict}
                className="peer sr-only"
                checked={chosen}
                aria-invalid={Boolean(error)}
                // Named by the verdict alone, with what it means as its description.
                aria-labelledby={`${id}-${verdict}`}
                aria-describedby={`${id}-${verdict}-hint`}
                onChange={() => onChange(verdict)}
              />
              <span
                className={`flex min-h-16 flex-col justify-center rounded-xl border-2 px-4 py-3 peer-focus-visible:(outline outline-2 outline-offset-2 outline-brand-600) ${
                  chosen
                    ? `border-current ring-2 ${verdictTone[verdict]}`
                    : `bg-white text-slate-800 ${error ? 'border-red-600' : 'border-slate-300'}`
                }`}
              >
                <span id={`${id}-${verdict}`} className="text-lg font-bold">
                  {_(verdictLabels[verdict])}
                </span>
                <span id={`${id}-${verdict}-hint`} className="text-sm">
                  {_(verdictHints[verdict])}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {catalogText(error)}
        </p>
      )}
    </fieldset>
  );
}
