import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import type * as z from 'zod';
import { inspectionAssignSchema } from '@shared/schemas/inspections';
import { rowButtonSize } from '@/components/data-table';
import { inputClass } from '@/components/form-field';
import { catalogText } from '@/lib/i18n';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { stateLabels } from '@/lib/inspection-labels';
import { useAssignTechnician, type OpenInspection, type Technician } from '@/features/admin/api/inspections';

export function InspectionState({ state }: { state: OpenInspection['state'] }) {
  const { _ } = useLinguiRuntime();
  const tone = state === 'scheduled' ? 'bg-amber-50 text-amber-900' : 'bg-slate-100 text-slate-700';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{_(stateLabels[state])}</span>;
}

/** Whether an admin may assign a technician now: once the seller confirmed the time, until the report. */
export const canAssign = (inspection: OpenInspection) => ['scheduled', 'assigned'].includes(inspection.state);

type AssignInput = z.input<typeof inspectionAssignSchema>;

/**
 * The technician to send, chosen from those an admin made technicians, and Assign (another one
 * may replace them until the report); while the seller has not confirmed the time, that is said instead.
 */
export function AssignTechnician({
  inspection,
  technicians,
}: {
  inspection: OpenInspection;
  /** Undefined while they load. */
  technicians: Technician[] | undefined;
}) {
  const { t } = useLingui();
  const assign = useAssignTechnician();
  const oneAtATime = useOneAtATime();
  const errorId = useId();
  const current = inspection.technician?._id ?? '';
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AssignInput>({
    resolver: zodResolver(inspectionAssignSchema),
    defaultValues: { technicianId: current },
  });
  const chosen = useWatch({ control, name: 'technicianId' });
  const listing = inspection.listing.name;

  if (!canAssign(inspection))
    return (
      <p className="text-sm text-slate-600">
        <Trans>Waiting for the seller to confirm the time</Trans>
      </p>
    );
  if (!technicians) return null;
  if (technicians.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No technicians yet: make a user a technician in All Buyer or All Seller.</Trans>
      </p>
    );

  const onSubmit = handleSubmit(({ technicianId }) =>
    oneAtATime(() =>
      assign.mutateAsync({ inspectionId: inspection._id, technicianId }).then(
        ({ technician }) => {
          const name = technician.name;
          toast.success(t`${name} is assigned to ${listing}.`);
        },
        (error: Error) => toast.error(error.message),
      ),
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <select
          {...register('technicianId')}
          aria-label={t`Technician for ${listing}`}
          aria-invalid={Boolean(errors.technicianId)}
          aria-describedby={errors.technicianId ? errorId : undefined}
          className={`${inputClass} min-h-11 w-auto max-w-full sm:min-h-0`}
        >
          <option value="">{t`Choose a technician`}</option>
          {technicians.map((technician) => (
            <option key={technician._id} value={technician._id}>
              {technician.name}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={`btn-primary ${rowButtonSize}`}
          disabled={assign.isPending || (current !== '' && chosen === current)}
        >
          {current ? <Trans>Reassign</Trans> : <Trans>Assign</Trans>}
        </button>
      </div>
      {errors.technicianId?.message && (
        <p id={errorId} className="text-sm text-red-700">
          {catalogText(errors.technicianId.message)}
        </p>
      )}
    </form>
  );
}

/** Cancel, which asks for the confirmation (and a reason) first. */
export function CancelInspectionButton({ inspection, onClick }: { inspection: OpenInspection; onClick: () => void }) {
  const { t } = useLingui();
  const listing = inspection.listing.name;
  return (
    <button
      type="button"
      className={`btn-ghost ${rowButtonSize} border border-red-300 text-red-700`}
      aria-label={t`Cancel the inspection of ${listing}`}
      onClick={onClick}
    >
      <Trans>Cancel</Trans>
    </button>
  );
}
