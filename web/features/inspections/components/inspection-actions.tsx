import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { inspectionScheduleSchema } from '@shared/schemas/inspections';
import {
  useCancelInspection,
  usePublishReport,
  useScheduleInspection,
  type Inspection,
} from '@/features/inspections/api/inspection';
import { canCancel, canPublish, canSchedule } from '@/features/inspections/lib/permissions';

/** What the caller may do with the inspection now, by who they are to it. */
export function InspectionActions({ inspection }: { inspection: Inspection }) {
  const schedule = canSchedule(inspection);
  const publish = canPublish(inspection);
  const cancel = canCancel(inspection);
  if (!schedule && !publish && !cancel) return null;
  return (
    <div className="flex flex-col gap-4">
      {schedule && <ScheduleForm id={inspection._id} />}
      {publish && <PublishButton id={inspection._id} />}
      {cancel && <CancelButton id={inspection._id} />}
    </div>
  );
}

/** The seller confirms the time, saying where the AC is and whom the technician calls. */
function ScheduleForm({ id }: { id: string }) {
  const { t } = useLingui();
  const confirm = useScheduleInspection(id);
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(inspectionScheduleSchema), defaultValues: { address: '', phone: '' } });
  const onSubmit = handleSubmit(async (visit) => {
    setFailure('');
    try {
      await confirm.mutateAsync(visit);
      toast.success(t`Time confirmed. Thanda will send a technician.`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="schedule-title"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="schedule-title" className="text-lg font-semibold text-slate-800">
        <Trans>Confirm the time</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>Only the technician Thanda sends sees these, and only until the inspection is done.</Trans>
      </p>
      <FormField label={t`Address (where the AC is)`} error={errors.address?.message}>
        {(field) => (
          <textarea {...field} {...register('address')} rows={3} autoComplete="street-address" className={inputClass} />
        )}
      </FormField>
      <FormField label={t`Phone number for the technician`} error={errors.phone?.message}>
        {(field) => <input {...field} {...register('phone')} type="tel" autoComplete="tel" className={inputClass} />}
      </FormField>
      <button type="submit" className="btn-primary min-h-12 w-full sm:w-auto sm:self-start" disabled={isSubmitting}>
        <Trans>Confirm the time</Trans>
      </button>
      <FormError message={failure} />
    </form>
  );
}

/** The seller shows a failed report on their listing, after saying so once more. */
function PublishButton({ id }: { id: string }) {
  const { t } = useLingui();
  const publish = usePublishReport(id);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-primary min-h-12 w-full sm:w-auto sm:self-start"
        onClick={() => setAsking(true)}
      >
        <Trans>Publish the report on my listing</Trans>
      </button>
      <ConfirmDialog
        open={asking}
        tone="primary"
        title={t`Publish this report?`}
        message={t`Buyers will read it on your listing until it is 30 days old.`}
        confirmLabel={t`Publish`}
        busy={publish.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          publish.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              toast.success(t`The report is on your listing.`);
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </>
  );
}

/** Cancels the inspection, after asking; a paid fee is refunded in full. */
function CancelButton({ id }: { id: string }) {
  const { t } = useLingui();
  const cancel = useCancelInspection(id);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-ghost min-h-12 w-full text-red-700 ring-1 ring-red-200 sm:w-auto sm:self-start"
        onClick={() => setAsking(true)}
      >
        <Trans>Cancel inspection</Trans>
      </button>
      <ConfirmDialog
        open={asking}
        title={t`Cancel this inspection?`}
        message={t`Everyone involved is told, and a paid fee is refunded in full.`}
        confirmLabel={t`Cancel inspection`}
        cancelLabel={t`Keep it`}
        busy={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              toast.success(t`Inspection cancelled.`);
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </>
  );
}
