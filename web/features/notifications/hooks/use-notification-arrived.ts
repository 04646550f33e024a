import { useEffect, useRef } from 'react';
import type { NotificationKind } from '@shared/domain';
import type { NotificationRow } from '@/features/notifications/api/notifications';
import { onNotificationArrived } from '@/features/notifications/lib/notification-events';

/**
 * Calls `handle` whenever a notification of `kind` reaches this tab over its live socket (the
 * navbar's bell keeps that socket open for signed-in people), while the calling component is shown.
 */
export function useNotificationArrived(kind: NotificationKind, handle: (notification: NotificationRow) => void) {
  // The latest handler, so a new function each render neither resubscribes nor is missed.
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(
    () =>
      onNotificationArrived((notification) => {
        if (notification.kind === kind) latest.current(notification);
      }),
    [kind],
  );
}
