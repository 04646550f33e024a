import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import type * as z from 'zod';
import type { notificationSettingsSchema } from '@shared/schemas/notifications';
import { FormField, inputClass } from '@/components/form-field';
import { catalogText } from '@/lib/i18n';

type Values = z.input<typeof notificationSettingsSchema>;

/** Quiet from 22:00 to 07:00 when first turned on: a night's sleep. */
const NIGHT = { from: 22 * 60, to: 7 * 60 };

/** Minutes after midnight as an `<input type="time">` value (22:00); '' for none. */
const timeValue = (minutes: number | undefined) =>
  minutes === undefined || !Number.isFinite(minutes)
    ? ''
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** An `<input type="time">` value as minutes after midnight; undefined when it is not a time. */
function minutesOf(time: string) {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Quiet hours: none, or from and to a time of day in Bangladesh (the shared schema checks them). */
export function QuietHoursField() {
  const { t } = useLingui();
  const {
    control,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<Values>();
  const quietHours = watch('quietHours');
  const error = errors.quietHours?.message ?? errors.quietHours?.from?.message ?? errors.quietHours?.to?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-lg font-semibold text-slate-800">
        <Trans>Quiet hours</Trans>
      </legend>
      <label className="flex items-center gap-3 text-slate-700">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-brand-700"
          checked={Boolean(quietHours)}
          onChange={(event) =>
            setValue('quietHours', event.target.checked ? NIGHT : null, { shouldDirty: true, shouldValidate: false })
          }
        />
        <Trans>No pushes or texts between these times (Bangladesh time). You still see everything here.</Trans>
      </label>
      {quietHours && (
        <div className="flex flex-wrap gap-4">
          {(['from', 'to'] as const).map((end) => (
            <Controller
              key={end}
              control={control}
              name={`quietHours.${end}`}
              render={({ field }) => (
                <FormField label={end === 'from' ? t`From` : t`To`}>
                  {(props) => (
                    <input
                      {...props}
                      type="time"
                      step={60}
                      aria-invalid={Boolean(error)}
                      className={`${inputClass} w-36`}
                      ref={field.ref}
                      name={field.name}
                      value={timeValue(field.value)}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(minutesOf(event.target.value))}
                    />
                  )}
                </FormField>
              )}
            />
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {catalogText(error)}
        </p>
      )}
    </fieldset>
  );
}
