import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Icon } from '@/components/icon';
import { catalogText } from '@/lib/i18n';

/**
 * A check the technician answers Yes or No, as two buttons a thumb finds (native radios underneath,
 * so a screen reader and a keyboard use them as a group). Neither is chosen until the technician
 * chooses: a check left unanswered is not a report.
 */
export function YesNoField({
  name,
  legend,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  value: boolean | null;
  onChange: (answer: boolean) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-semibold text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {[true, false].map((answer) => {
          const chosen = value === answer;
          return (
            <label key={String(answer)} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                className="peer sr-only"
                checked={chosen}
                aria-invalid={Boolean(error)}
                onChange={() => onChange(answer)}
              />
              <span
                className={`flex min-h-14 items-center justify-center gap-2 rounded-xl border-2 text-lg font-bold peer-focus-visible:(outline outline-2 outline-offset-2 outline-brand-600) ${
                  chosen
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : `bg-white text-slate-800 ${error ? 'border-red-600' : 'border-slate-300'}`
                }`}
              >
                <Icon name={answer ? 'check' : 'close'} />
                {answer ? <Trans>Yes</Trans> : <Trans>No</Trans>}
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
