import type { RefusalRule } from './rule';

/** Notifications, push subscriptions and saved searches (worker/notifications, worker/saved-searches). */
export const notificationRefusals = {
  'notification-not-found': { status: 404, message: /*i18n*/ 'No notification with that id.' },
  'push-off': { status: 409, message: /*i18n*/ 'Push notifications are not set up on this site.' },
  'push-service-unknown': {
    status: 400,
    message: /*i18n*/ 'That push address is not a browser’s push service.',
  },
  'push-key-changed': {
    status: 409,
    message: /*i18n*/ 'This device subscribed with an old key. Turn notifications on again.',
  },
  'saved-search-not-found': { status: 404, message: /*i18n*/ 'No saved search with that id.' },
  'saved-searches-full': {
    status: 409,
    message: /*i18n*/ 'You can keep up to 20 saved searches. Delete one you no longer need, then save this one.',
  },
} as const satisfies Record<string, RefusalRule>;
