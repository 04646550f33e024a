/**
 * Working offline (issue 64, docs/decisions/030-offline.md), started apart from the first render:
 * main.tsx loads this module once the page has loaded and the browser is idle, or first thing when
 * the page opens offline.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { flushOutbox, outbox } from '@/features/messages/lib/outbox';
import { isDataSaver } from '@/lib/data-saver';
import { FIRST_SECONDS_MS } from '@/lib/first-seconds';
import { forgetOfflineCopy, keepOfflineCopy, restoreOfflineCopy } from './offline-copy-store';

/**
 * The service worker: the app's shell and code for offline use, and Web Pushes. The same script
 * and scope as the push subscription's (web/features/notifications/lib/push-device.ts), so there
 * is one registration. A new deployment's worker takes over by itself (web/service-worker/sw.ts).
 */
function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  // Its first install downloads the whole app (~550 KB) for offline use: not for someone whose
  // browser asks to save data. A worker already installed (for pushes, or before) keeps updating.
  if (isDataSaver() && !navigator.serviceWorker.controller) return;
  // Offline, or a browser that allows none (some private windows): the app works as it did without.
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

/**
 * After the first render: the copy kept up to date and restored when the network goes, the
 * messages written offline sent when it comes back, and a little later the service worker.
 */
export function startOffline(queryClient: QueryClient) {
  // Its first install downloads ~550 KB and stores ~150 files, a second or more of a phone's CPU.
  window.setTimeout(registerServiceWorker, FIRST_SECONDS_MS);
  keepOfflineCopy(queryClient);
  // What this tab has not loaded itself (a listing seen yesterday) comes from the copy.
  window.addEventListener('offline', () => void restoreOfflineCopy(queryClient));
  // Also those whose thread was left or whose tab was closed; an open thread sends its own too.
  const flush = () => void flushOutbox();
  window.addEventListener('online', flush);
  if (navigator.onLine) flush();
}

/**
 * Before the first render of a page opened offline (the service worker served the shell): the copy
 * goes into the cache, and TanStack Query, which assumes a network until an `offline` event says
 * otherwise, is told there is none, so queries wait for the `online` event instead of failing, and
 * screens show the copy meanwhile.
 */
export async function openOffline(queryClient: QueryClient) {
  onlineManager.setOnline(false);
  await restoreOfflineCopy(queryClient);
}

/**
 * At sign-out: what this device kept of the person for offline use goes, the copy of their own
 * data and the messages they wrote that are still to be sent (a shared phone's next person must
 * neither see nor send them).
 */
export async function forgetOffline() {
  outbox.clear();
  await forgetOfflineCopy();
}
