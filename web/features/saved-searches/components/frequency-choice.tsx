import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { alertFrequencies, type AlertFrequency } from '@shared/domain';

/** How often a saved search tells its owner of new listings, in a word. */
export const frequencyLabels: Record<AlertFrequency, MessageDescriptor> = {
  instant: msg`Instant`,
  daily: msg`Daily digest`,
  off: msg`Off`,
};

const frequencyHints: Record<AlertFrequency, MessageDescriptor> = {
  instant: msg`As soon as a matching AC is listed`,
  daily: msg`One message a day with the new matches`,
  off: msg`Keep the search, send nothing`,
};

/** The three choices of how often, as radio buttons a form registers. */
export function FrequencyChoice({ legend, ...field }: { legend: string } & UseFormRegisterReturn) {
  const { _ } = useLingui();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {alertFrequencies.map((frequency) => (
        <label key={frequency} className="flex items-start gap-2 rounded-lg p-2 ring-1 ring-slate-200">
          <input type="radio" value={frequency} className="mt-1" {...field} />
          <span>
            <span className="block font-medium text-slate-800">{_(frequencyLabels[frequency])}</span>
            <span className="block text-sm text-slate-600">{_(frequencyHints[frequency])}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
