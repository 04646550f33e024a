/**
 * Thanda's service worker, served at /sw.js (web/features/notifications/lib/push-device.ts registers
 * it): it shows the Web Pushes the Worker sends and opens a notification's page when it is tapped.
 * Nothing else: no fetch handler and no caching (working offline is another issue's).
 */

// A new version takes over at once, and takes the open tabs, so a tap can navigate them.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A push's JSON ({ title, body, link, id }), or {} for one that is not JSON. */
function pushData(event) {
  try {
    return (event.data && event.data.json()) || {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const { title = 'Thanda', body = '', link = '/', id } = pushData(event);
  event.waitUntil(
    // The tag is the notification's id: the same one pushed twice replaces itself.
    self.registration.showNotification(title, { body, tag: id, data: { link }, icon: '/favicon.svg' }),
  );
});

/** Focuses an open tab of the app and takes it to `url`, or opens a new window there. */
async function openPage(url) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    try {
      const focused = await tab.focus();
      await focused.navigate(url);
      return;
    } catch {
      // A tab this worker does not control cannot be navigated: open the page beside it.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  // Only the app's own pages: a link is a path, never another site.
  const url = new URL(link, self.location.origin);
  event.waitUntil(openPage(url.origin === self.location.origin ? url.href : self.location.origin));
});
