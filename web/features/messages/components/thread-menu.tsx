import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { useSetBlocked, type Thread } from '@/features/messages/api/conversations';
import { Icon } from '@/components/icon';

/** Renders the report dialog of a conversation, open or closed. */
export type ReportDialogSlot = (props: { open: boolean; onClose: () => void }) => React.ReactNode;

/** Block or unblock the other person, and report the conversation. */
export function ThreadMenu({ thread, reportDialog }: { thread: Thread; reportDialog: ReportDialogSlot }) {
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
        <Icon name="dots-vertical" className="text-xl" />
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
      {reportDialog({ open: reporting, onClose: () => setReporting(false) })}
    </div>
  );
}
