import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useUnreadCount } from '../api/conversations';

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
