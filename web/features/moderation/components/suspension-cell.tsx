import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { rowButtonSize } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { useSuspensions } from '@/features/moderation/api/moderation';
import { ModerationDialog, type PendingAction } from './moderation-queue';

interface Props {
  user: { _id: string; name: string };
}

/** A user's suspension in the admins' tables: the state, and Suspend or Lift suspension. */
export function SuspensionCell({ user }: Props) {
  const { _ } = useLingui();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const suspensions = useSuspensions();
  const { name } = user;
  const suspension = suspensions.data?.find((entry) => entry._id === user._id);
  // Until the list arrives, no button that might offer the wrong action.
  if (!suspensions.data) return null;
  const button = `btn-ghost ${rowButtonSize} border border-slate-300`;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {suspension ? (
        <>
          <span className="font-medium text-red-700" title={suspension.reason}>
            {suspension.until ? (
              <Trans>Suspended until {formatDate(suspension.until)}</Trans>
            ) : (
              <Trans>Suspended</Trans>
            )}
          </span>
          <button
            type="button"
            className={button}
            aria-label={_(msg`Lift the suspension of ${name}`)}
            onClick={() => setPending({ kind: 'unsuspend', userId: user._id, name })}
          >
            <Trans>Lift suspension</Trans>
          </button>
        </>
      ) : (
        <button
          type="button"
          className={button}
          aria-label={_(msg`Suspend ${name}`)}
          onClick={() => setPending({ kind: 'suspend', userId: user._id, name })}
        >
          <Trans>Suspend</Trans>
        </button>
      )}
      {pending && <ModerationDialog pending={pending} onClose={() => setPending(null)} />}
    </span>
  );
}
