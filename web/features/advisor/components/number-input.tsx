import { FormField, inputClass } from '@/components/form-field';
import { readNumber } from '@shared/digits';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Its unit after the field (hours, kWh). */
  unit: string;
  error?: string | undefined;
}

/**
 * A number field for the advisor's figures: a numeric keypad on phones, and Bangla digits read as
 * well as Latin ones (a text field, as a number field refuses ০–৯).
 */
export function AdvisorNumberInput({ label, value, onChange, unit, error }: Props) {
  return (
    <FormField label={label} error={error}>
      {(field) => (
        <span className="flex items-center gap-2">
          <input
            {...field}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`${inputClass} max-w-28`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className="whitespace-nowrap text-sm text-slate-600">{unit}</span>
        </span>
      )}
    </FormField>
  );
}

/** A field's number within [min, max], or null when it holds something else. */
export function numberWithin(text: string, min: number, max: number) {
  const value = readNumber(text);
  return value !== null && value >= min && value <= max ? value : null;
}
