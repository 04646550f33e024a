import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { inspectionCancelSchema } from '@shared/schemas/inspections';
import { inputClass } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { formatVisitMoment } from '@/lib/format';
import { catalogText } from '@/lib/i18n';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useCancelInspection, type OpenInspection } from '@/features/admin/api/inspections';

/**
 * "Cancel this inspection?", with why: everyone involved is told, with the reason, and a paid fee
 * goes back in full. Its content (the reason typed) lives only while it is open.
 */
export function CancelInspectionDialog({
  inspection,
  onClose,
}: {
  inspection: OpenInspection | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={inspection !== null}
      labelledBy="cancel-inspection-title"
      width="w-[min(92vw,28rem)]"
      onClose={onClose}
    >
      {inspection && <CancelForm inspection={inspection} onClose={onClose} />}
    </Modal>
  );
}

function CancelForm({ inspection, onClose }: { inspection: OpenInspection; onClose: () => void }) {
  const { t } = useLingui();
  const cancel = useCancelInspection();
  const oneAtATime = useOneAtATime();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const listing = inspection.listing.name;
  const when = formatVisitMoment(inspection.slotAt);

  const submit = () => {
    const parsed = inspectionCancelSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(catalogText(parsed.error.issues[0]!.message));
      return;
    }
    setProblem('');
    void oneAtATime(() =>
      cancel.mutateAsync({ inspectionId: inspection._id, reason: parsed.data.reason }).then(
        ({ refunded }) => {
          toast.success(refunded ? t`Cancelled. The fee is being refunded in full.` : t`Cancelled.`);
          onClose();
        },
        (error: Error) => setProblem(error.message),
      ),
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="cancel-inspection-title" className="text-lg font-bold text-slate-800">
        <Trans>Cancel this inspection?</Trans>
      </h2>
      <p className="mt-2 text-slate-600">
        <Trans>
          {listing}, {when}. The fee is refunded in full, and everyone involved is told.
        </Trans>
      </p>
      <label className="mt-4 block">
        <span className="text-sm font-medium text-slate-700">
          <Trans>Why? Everyone involved reads this.</Trans>
        </span>
        <textarea
          value={reason}
          rows={3}
          maxLength={300}
          aria-invalid={Boolean(problem)}
          className={`${inputClass} mt-1`}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-ghost min-h-11" onClick={onClose}>
          <Trans>Keep it</Trans>
        </button>
        <button type="submit" className="btn-danger min-h-11" disabled={cancel.isPending}>
          <Trans>Cancel the inspection</Trans>
        </button>
      </div>
    </form>
  );
}
