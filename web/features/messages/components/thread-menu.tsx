import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { reportReasons, type ReportReason } from '../../../../worker/domain';
import { Modal } from '../../../components/modal';
import { useReportConversation, useSetBlocked, type Thread } from '../api/conversations';

/** Each reason a person can report a conversation for, as they read it. */
export const reportReasonLabels: Record<ReportReason, MessageDescriptor> = {
  scam: msg`Scam, or asks for an advance payment`,
  'wrong-category': msg`Wrong category`,
  prohibited: msg`Prohibited item`,
  misleading: msg`Misleading`,
  offensive: msg`Offensive`,
  duplicate: msg`Duplicate`,
  other: msg`Something else`,
};

/** Block or unblock the other person, and report the conversation. */
export function ThreadMenu({ thread }: { thread: Thread }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const block = useSetBlocked(thread._id);
  const canUnblock = thread.blocked && thread.blockedByMe;
  return (
    <div className="relative">
      <button
        type="button"
        className="btn-ghost px-2"
        aria-expanded={open}
        aria-label={t`Conversation options`}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="i-mdi-dots-vertical text-xl" />
      </button>
      {open && (
        <ul className="absolute right-0 top-11 z-10 w-48 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200">
          {(!thread.blocked || canUnblock) && (
            <li>
              <button
                type="button"
                className="w-full rounded-lg px-3 py-2 text-left hover:bg-slate-100"
                disabled={block.isPending}
                onClick={() =>
                  block.mutate(!thread.blocked, {
                    onSuccess: ({ blocked }) => {
                      setOpen(false);
                      toast.success(blocked ? t`Blocked: no more messages either way.` : t`Unblocked.`);
                    },
                    onError: (error) => toast.error(error.message),
                  })
                }
              >
                {thread.blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              className="w-full rounded-lg px-3 py-2 text-left text-red-700 hover:bg-red-50"
              onClick={() => {
                setOpen(false);
                setReporting(true);
              }}
            >
              <Trans>Report</Trans>
            </button>
          </li>
        </ul>
      )}
      <ReportDialog id={thread._id} open={reporting} onClose={() => setReporting(false)} />
    </div>
  );
}

function ReportDialog({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const report = useReportConversation(id);
  const [reason, setReason] = useState<ReportReason>('scam');
  const [note, setNote] = useState('');
  return (
    <Modal open={open} labelledBy="report-title" width="w-[min(92vw,28rem)]" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = note.trim();
          report.mutate(
            { reason, ...(trimmed && { note: trimmed }) },
            {
              onSuccess: () => {
                toast.success(t`Thank you. An admin will read this conversation.`);
                onClose();
              },
              onError: (error) => toast.error(error.message),
            },
          );
        }}
      >
        <h2 id="report-title" className="text-lg font-bold text-slate-800">
          <Trans>Report this conversation</Trans>
        </h2>
        <fieldset className="mt-3 flex flex-col gap-1">
          <legend className="mb-1 text-slate-700">
            <Trans>What is wrong?</Trans>
          </legend>
          {reportReasons.map((value) => (
            <label key={value} className="flex items-center gap-2 py-1">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {_(reportReasonLabels[value])}
            </label>
          ))}
        </fieldset>
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
