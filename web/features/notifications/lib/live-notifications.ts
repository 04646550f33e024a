/**
 * What a signed-in tab keeps running (loaded only for signed-in people): the notifications socket,
 * which keeps the bell's count current, refreshes the list, shows a new notification's title in a
 * toast and announces it to the screens that listen for one (notification-events.ts); and, for
 * someone who allowed notifications, a quiet check that this browser's push subscription was made
 * for the deployment's current key.
 */
import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { isLanguage, type Language } from '@shared/domain';
import { notificationText } from '@shared/notification-texts';
import { i18n } from '@/lib/i18n';
import { currentLocation } from '@/lib/router';
import { getUnread } from '@/features/notifications/api/notifications';
import { notificationKeys } from '@/features/notifications/query-keys';
import { announceNotification } from './notification-events';
import { NotificationSocket } from './notification-socket';
import { renewPushSubscription } from './push-device';

/** The notifications page: it shows a new notification itself, so no toast there. */
const NOTIFICATIONS_PATH = '/dashboard/notifications';

const language = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/** Starts the tab's live notifications; answers the function that stops them. */
export function startLiveNotifications(queryClient: QueryClient) {
  const queryKey = notificationKeys.unread();
  const socket = new NotificationSocket({
    count: (fresh) =>
      fresh
        ? queryClient.fetchQuery({ queryKey, queryFn: getUnread, staleTime: 0 })
        : queryClient.ensureQueryData({ queryKey, queryFn: getUnread }),
    unread: (unread) => queryClient.setQueryData(queryKey, unread),
    notification: (notification, unread) => {
      queryClient.setQueryData(queryKey, unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      announceNotification(notification);
      if (currentLocation().pathname !== NOTIFICATIONS_PATH) {
        toast(notificationText(notification.kind, notification.params, language()).title, { id: notification.id });
      }
    },
  });
  socket.start();
  renewPushSubscription(language()).catch((error: unknown) => console.warn('Push subscription not renewed', error));
  return () => socket.stop();
}
