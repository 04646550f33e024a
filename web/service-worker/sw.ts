/**
 * Thanda's one service worker, served at /sw.js: vite-plugin-pwa builds it from this file and
 * writes the build's file list into `self.__WB_MANIFEST` (vite.config.ts). It keeps the app's shell
 * and code for use offline, and shows Web Pushes (./push.ts). It never answers /api, from a cache
 * or otherwise: what the app shows offline is its own copy of the data (web/app/offline,
 * docs/decisions/030-offline.md).
 */
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from 'workbox-precaching';
import { listenForPushes } from './push';
import { handledBy } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precache>[0] };

/** index.html, precached as '/' (vite.config.ts): the page every navigation falls back to offline. */
const SHELL = '/';

precache(self.__WB_MANIFEST);
// Caches of older Workbox versions; entries of earlier builds go when this one activates.
cleanupOutdatedCaches();
listenForPushes(self);

// A new deployment's worker takes over at once, and takes the open tabs (so a notification's tap
// can navigate them). Pages come from the network while it is there, so nothing shows an old shell.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable()]));
});

/** The page from the network (the browser's preload of it, when there is one); offline, the shell. */
async function pageOrShell(event: FetchEvent) {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await matchPrecache(SHELL)) ?? Response.error();
  }
}

/** A file of this build from the precache (its name or revision says its version), else the network. */
async function precachedFile(request: Request, cacheKey: string) {
  return (await matchPrecache(cacheKey)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = handledBy(request, self.location.origin);
  if (route === 'page') {
    event.respondWith(pageOrShell(event));
    return;
  }
  const cacheKey = route === 'file' ? getCacheKeyForURL(request.url) : undefined;
  // Anything else, /api above all, goes to the network as if there were no service worker.
  if (cacheKey) event.respondWith(precachedFile(request, cacheKey));
});
