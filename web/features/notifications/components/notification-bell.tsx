import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Icon } from '@/components/icon';
import { formatNumber } from '@/lib/format';
import { Link } from '@/lib/router';
import { useUnreadNotifications } from '@/features/notifications/api/notifications';

/** Above this the badge says 99+: a phone's navbar has room for two digits. */
const MOST_SHOWN = 99;

/** Runs the tab's live notifications (its one socket) while the bell is shown; loaded only then. */
function useLiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/features/notifications/lib/live-notifications').then(({ startLiveNotifications }) => {
      if (!cancelled) stop = startLiveNotifications(queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);
}

/**
 * The navbar's bell, shown to signed-in people only, on every page and outside the phone's folded
 * menu: the unread count, kept live over the notifications socket, and the way to the notifications page.
 */
export function NotificationBell() {
  const { t } = useLingui();
  const unread = useUnreadNotifications();
  useLiveNotifications();
  const count = unread.data ?? 0;
  const shown = formatNumber(count);
  const badge = count > MOST_SHOWN ? `${formatNumber(MOST_SHOWN)}+` : shown;
  return (
    <Link
      to="/dashboard/notifications"
      className="btn-ghost relative h-11 w-11 p-0"
      aria-label={count > 0 ? t`Notifications, ${shown} unread` : t`Notifications`}
    >
      <Icon name="bell-outline" className="text-xl" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notifications-unread"
          className="absolute right-0 top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[0.7rem] font-bold leading-5 text-white ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
