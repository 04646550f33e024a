/**
 * The service worker's Web Pushes (docs/decisions/028-notifications.md): it shows what the Worker
 * pushes and opens a notification's page when it is tapped.
 */

interface PushData {
  title?: string;
  body?: string;
  link?: string;
  id?: string;
}

/** A push's JSON ({ title, body, link, id }), or {} for one that is not JSON. */
function pushData(event: PushEvent): PushData {
  try {
    return (event.data?.json() as PushData | null) ?? {};
  } catch {
    return {};
  }
}

/** Where a tapped notification leads: a path of this site, never another site. */
export function notificationTarget(link: unknown, origin: string) {
  const url = new URL(typeof link === 'string' && link ? link : '/', origin);
  return url.origin === origin ? url.href : origin;
}

/** Focuses an open tab of the app and takes it to `url`, or opens a new window there. */
async function openPage(worker: ServiceWorkerGlobalScope, url: string) {
  const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === worker.location.origin);
  if (tab) {
    try {
      const focused = await tab.focus();
      await focused.navigate(url);
      return;
    } catch {
      // A tab this worker does not control cannot be navigated: open the page beside it.
    }
  }
  await worker.clients.openWindow(url);
}

export function listenForPushes(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('push', (event) => {
    const { title = 'Thanda', body = '', link = '/', id } = pushData(event);
    event.waitUntil(
      // The tag is the notification's id: the same one pushed twice replaces itself.
      worker.registration.showNotification(title, { body, tag: id, data: { link }, icon: '/favicon.svg' }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const { link } = (event.notification.data ?? {}) as PushData;
    event.waitUntil(openPage(worker, notificationTarget(link, worker.location.origin)));
  });
}
