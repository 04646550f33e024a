import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/**
 * "What is wrong?" as one radio button per reason, each in words: the report dialog and the
 * buyer's dispute ask it the same way. Rows are tall enough for a thumb on a phone.
 */
export function ReasonChoice<R extends string>({
  legend,
  reasons,
  labels,
  value,
  onChange,
}: {
  legend: React.ReactNode;
  reasons: readonly R[];
  labels: Record<R, MessageDescriptor>;
  value: R;
  onChange: (reason: R) => void;
}) {
  const { _ } = useLingui();
  return (
    <fieldset className="mt-3 flex flex-col gap-1">
      <legend className="mb-1 text-slate-700">{legend}</legend>
      {reasons.map((reason) => (
        <label key={reason} className="flex min-h-10 items-center gap-2">
          <input
            type="radio"
            name="reason"
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
          />
          {_(labels[reason])}
        </label>
      ))}
    </fieldset>
  );
}
