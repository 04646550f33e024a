/** Every notifications query: a new notification refreshes the list; reading one moves the count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  /** Whether this browser is subscribed to pushes, and with which key. */
  pushDevice: () => [...notificationKeys.all, 'push-device'] as const,
};
