import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink } from '@/lib/router';
import { formatNumber } from '@/lib/format';
import { useUnreadCount } from '@/features/messages/api/conversations';

/** The navbar's Messages entry for signed-in people, with the unread total over all conversations. */
export function UnreadBadgeLink({ className, signedIn }: { className: string; signedIn: boolean }) {
  const { t } = useLingui();
  const unread = useUnreadCount(signedIn);
  if (!signedIn) return null;
  const count = unread.data ?? 0;
  const shown = formatNumber(count);
  return (
    <NavLink
      to="/dashboard/messages"
      className={`${className} flex items-center gap-2`}
      aria-label={count > 0 ? t`Messages, ${shown} unread` : t`Messages`}
    >
      <Trans>Messages</Trans>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-total"
          className="min-w-6 rounded-full bg-red-600 px-1.5 text-center text-xs font-bold leading-5 text-white"
        >
          {shown}
        </span>
      )}
    </NavLink>
  );
}

/**
 * A dot on the phone's menu button while messages wait unread: the Messages entry with its count is
 * inside the folded menu there. The same query as the entry's, so no extra request.
 */
export function UnreadMenuDot({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  const unread = useUnreadCount(signedIn);
  const count = signedIn ? (unread.data ?? 0) : 0;
  if (count === 0) return null;
  const shown = formatNumber(count);
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="unread-dot"
        className="absolute right-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white"
      />
      <span className="sr-only">{t`${shown} unread messages`}</span>
    </>
  );
}
