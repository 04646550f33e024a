import { Trans } from '@lingui/react/macro';
import { formatDate } from '@/lib/format';
import { useStanding } from '@/features/moderation/api/moderation';
import { verbatim } from '@/lib/verbatim';

/** A suspended person's dashboard says so first: why, until when, and what they can still do. */
export function SuspensionNotice({ enabled }: { enabled: boolean }) {
  const standing = useStanding(enabled);
  const suspension = standing.data?.suspension;
  if (!suspension) return null;
  const reason = verbatim(suspension.reason);
  return (
    <div role="alert" className="mb-4 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">
        {suspension.until ? (
          <Trans>Your account is suspended until {formatDate(suspension.until)}.</Trans>
        ) : (
          <Trans>Your account is suspended until an admin lifts it.</Trans>
        )}
      </p>
      <p className="mt-1 break-words">
        <Trans>Reason: {reason}</Trans>
      </p>
      <p className="mt-1 text-sm">
        <Trans>
          You can still see your orders, listings and messages, but you cannot list, book, pay or send messages. Your
          listings are not shown to buyers meanwhile.
        </Trans>
      </p>
    </div>
  );
}
