import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { reportReasons, type ReportReason, type ReportTarget } from '@shared/domain';
import { Modal } from '@/components/modal';
import { ReasonChoice } from '@/components/reason-choice';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { reportReasonLabels } from './report-labels';
import { useFileReport } from '@/features/moderation/api/moderation';

const titles: Record<ReportTarget, MessageDescriptor> = {
  listing: msg`Report this listing`,
  user: msg`Report this person`,
  conversation: msg`Report this conversation`,
};

export interface ReportDialogProps {
  targetType: ReportTarget;
  targetId: string;
  open: boolean;
  onClose: () => void;
}

/** Why the person reports it, and a note: one open report per person and target (trust and safety). */
export function ReportDialog({ targetType, targetId, open, onClose }: ReportDialogProps) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const report = useFileReport();
  const oneAtATime = useOneAtATime();
  const [reason, setReason] = useState<ReportReason>('scam');
  const [note, setNote] = useState('');
  return (
    <Modal open={open} labelledBy="report-title" width="w-[min(92vw,28rem)]" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = note.trim();
          void oneAtATime(() =>
            report.mutateAsync({ targetType, targetId, reason, ...(trimmed && { note: trimmed }) }).then(
              () => {
                toast.success(t`Thank you. An admin will look at it; your dashboard shows what was done.`);
                onClose();
              },
              (error: Error) => toast.error(error.message),
            ),
          );
        }}
      >
        <h2 id="report-title" className="text-lg font-bold text-slate-800">
          {_(titles[targetType])}
        </h2>
        <ReasonChoice
          legend={<Trans>What is wrong?</Trans>}
          reasons={reportReasons}
          labels={reportReasonLabels}
          value={reason}
          onChange={setReason}
        />
        <label className="mt-3 block">
          <span className="text-slate-700">
            <Trans>Anything an admin should know (optional)</Trans>
          </span>
          <textarea
            value={note}
            maxLength={1000}
            rows={3}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={onClose}>
            <Trans>cancel</Trans>
          </button>
          <button type="submit" className="btn-danger" disabled={report.isPending}>
            <Trans>Send report</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
