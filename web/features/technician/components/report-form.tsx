import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import type { InspectionReport } from '@shared/schemas/inspections';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { ApiRequestError } from '@/lib/api-client';
import { useNavigate } from '@/lib/router';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { uploadReportPhoto, useRecordReport } from '@/features/technician/api/visits';
import {
  blankReport,
  isReportField,
  reportResolver,
  type ReportCheck,
  type ReportReading,
  type ReportValues,
} from '@/features/technician/lib/report-values';
import { ReportPhotos } from './report-photos';
import { VerdictChoice } from './verdict-choice';
import { YesNoField } from './yes-no-field';

/**
 * The technician's checklist for one visit, made for a phone: readings with a number keypad, each
 * check a Yes or No of its own, the serial plate's photos, the verdict and notes the buyer reads.
 * Saved once; then back to the visits.
 */
export function ReportForm({ inspectionId }: { inspectionId: string }) {
  const { t } = useLingui();
  const record = useRecordReport();
  const oneAtATime = useOneAtATime();
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportValues, unknown, InspectionReport>({
    resolver: reportResolver,
    defaultValues: blankReport,
  });
  const verdict = useWatch({ control, name: 'verdict' });

  const onSubmit = handleSubmit((report) =>
    oneAtATime(async () => {
      setFailure('');
      try {
        await record.mutateAsync({ id: inspectionId, report });
      } catch (error) {
        // A refusal of a field shows under it; any other under the form.
        const issues = error instanceof ApiRequestError ? error.issues : [];
        const ofFields = issues.flatMap(({ path, message }) => (isReportField(path) ? [{ path, message }] : []));
        for (const { path, message } of ofFields) setError(path, { message });
        if (ofFields.length === 0)
          setFailure(error instanceof Error ? error.message : t`The report could not be saved. Please try again.`);
        return;
      }
      toast.success(t`Report saved. Thank you!`);
      navigate('/dashboard/technician');
    }),
  );

  const reading = (name: ReportReading, label: string) => (
    <FormField label={label} error={errors[name]?.message}>
      {(field) => (
        <input
          {...field}
          {...register(name)}
          type="text"
          // A number keypad; the schema reads Bangla digits too, as a Bangla keyboard types them.
          inputMode="decimal"
          autoComplete="off"
          className={`${inputClass} min-h-12 text-lg`}
        />
      )}
    </FormField>
  );

  const check = (name: ReportCheck, legend: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <YesNoField
          name={name}
          legend={legend}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  const busy = isSubmitting || record.isPending;
  const section = 'flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200';
  const heading = 'text-xl font-bold text-slate-800';

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Inspection report`} className="flex flex-col gap-4">
      <section className={section}>
        <h2 className={heading}>
          <Trans>Readings</Trans>
        </h2>
        {reading('coolingDropC', t`Temperature drop across the indoor unit (°C)`)}
        {reading('pressurePsi', t`Refrigerant pressure (psi)`)}
        {reading('compressorAmps', t`Compressor current (A)`)}
        {reading('ratedAmps', t`Rated current from the plate (A)`)}
      </section>
      <section className={section}>
        <h2 className={heading}>
          <Trans>Checks</Trans>
        </h2>
        {check('noiseOk', t`Does it run quietly?`)}
        {check('leaksFound', t`Did you find a leak?`)}
        {check('remoteOk', t`Does the remote work?`)}
        {check('displayOk', t`Does the display work?`)}
      </section>
      <section className={section}>
        <h2 className={heading}>
          <Trans>Serial plate</Trans>
        </h2>
        <FormField label={t`Serial number`} error={errors.serialNumber?.message}>
          {(field) => (
            <input
              {...field}
              {...register('serialNumber')}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              className={`${inputClass} min-h-12 text-lg`}
            />
          )}
        </FormField>
        <FormField label={t`Photos`} error={errors.photos?.message}>
          {(field) => (
            <Controller
              control={control}
              name="photos"
              render={({ field: photos }) => (
                <ReportPhotos
                  id={field.id}
                  upload={(file, onProgress) => uploadReportPhoto(inspectionId, file, onProgress)}
                  photos={photos.value}
                  onChange={photos.onChange}
                  onBusyChange={setUploading}
                  invalid={field['aria-invalid']}
                  describedBy={field['aria-describedby']}
                />
              )}
            />
          )}
        </FormField>
      </section>
      <section className={section}>
        <Controller
          control={control}
          name="verdict"
          render={({ field, fieldState }) => (
            <VerdictChoice value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <FormField label={verdict === 'passed' ? t`Notes (optional)` : t`Notes`} error={errors.notes?.message}>
          {(field) => (
            <textarea
              {...field}
              {...register('notes')}
              rows={4}
              maxLength={1000}
              placeholder={t`What the buyer should know: what you found, what needs fixing.`}
              className={`${inputClass} text-lg`}
            />
          )}
        </FormField>
      </section>
      <FormError message={failure} />
      <button type="submit" className="btn-primary min-h-14 w-full text-lg" disabled={busy || uploading}>
        {busy ? t`Saving…` : uploading ? t`Waiting for the photos…` : t`Save the report`}
      </button>
    </form>
  );
}
