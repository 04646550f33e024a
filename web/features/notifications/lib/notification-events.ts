/**
 * The tab's new notifications as they arrive over its socket (live-notifications.ts announces them),
 * for a screen that has something to refresh when one arrives: the messages inbox, when someone
 * writes. A plain list of listeners, as the socket lives outside React.
 */
import type { NotificationRow } from '@/features/notifications/api/notifications';

type Listener = (notification: NotificationRow) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with each new notification until the answered function is called. */
export function onNotificationArrived(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener of a new notification; one that throws does not keep it from the others. */
export function announceNotification(notification: NotificationRow) {
  for (const listener of [...listeners]) {
    try {
      listener(notification);
    } catch (error) {
      console.error('A listener to notifications failed', error);
    }
  }
}
