/**
 * Keeps the offline copy (offline-copy.ts) in IndexedDB while the app runs, and restores it. Loaded
 * only after the page has loaded (start-offline.ts), or before the first render of a page that opens
 * offline.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { accessToken } from '@/lib/access-token';
import { ApiRequestError } from '@/lib/api-client';
import { idbRecord } from '@/lib/idb-record';
import { tokenSubject } from '@/lib/token-subject';
import { nextCopy, restoreCopy, type OfflineCopy } from './offline-copy';
import { offlineKind } from './offline-queries';

const record = idbRecord<OfflineCopy>('offline-copy');

/** How long after a change the copy is written: one write for the burst of updates a page brings. */
const SAVE_DELAY_MS = 1000;

/**
 * This build's name: each build's chunks have file names of their own, and this module's chunk
 * names the others' it imports, so its address changes with any change to the app's code.
 */
const BUILD = new URL(import.meta.url).pathname;

const context = () => ({ build: BUILD, owner: tokenSubject(accessToken.get()), now: Date.now() });

/** Puts the stored copy's queries in the cache; nothing when there is none or it cannot be read. */
export async function restoreOfflineCopy(queryClient: QueryClient) {
  const copy = await record.get().catch(() => undefined);
  return restoreCopy(queryClient, copy, context());
}

/** Signing out forgets the copy with the person's own queries in it (what is public is kept again). */
export function forgetOfflineCopy() {
  return record.delete();
}

/**
 * Writes the copy a moment after what it keeps changes in the cache, and at once when the tab is
 * hidden (it may not come back). Returns a function that stops.
 */
export function keepOfflineCopy(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  const viewedAt: Record<string, number> = {};
  const gone = new Set<string>();
  let timer: number | undefined;
  // One write at a time in this tab, each over the stored copy as it is then (another tab's too).
  let written = Promise.resolve();

  const save = () => {
    window.clearTimeout(timer);
    timer = undefined;
    written = written.then(async () => {
      const { queries } = dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status === 'success' && offlineKind(query.queryKey) !== null,
      });
      const previous = await record.get().catch(() => undefined);
      // A browser that stores nothing (a private window, a full disk) works online as before.
      await record.set(nextCopy(previous, { queries, viewedAt, gone }, context())).catch(() => undefined);
    });
  };

  const unsubscribe = cache.subscribe((event) => {
    const kind = offlineKind(event.query.queryKey);
    if (!kind) return;
    const hash = event.query.queryHash;
    if (event.type === 'observerAdded' && kind === 'listing') viewedAt[hash] = Date.now();
    if (event.type === 'updated' && event.action.type === 'error') {
      const { error } = event.action;
      if (error instanceof ApiRequestError && error.status === 404) gone.add(hash);
    }
    if (event.type === 'updated' && event.action.type === 'success') gone.delete(hash);
    timer ??= window.setTimeout(save, SAVE_DELAY_MS);
  });
  // What the page loaded before this started (it starts once the page has loaded) is kept too, and
  // a listing on screen now counts as viewed now.
  for (const query of cache.getAll()) {
    if (offlineKind(query.queryKey) === 'listing' && query.getObserversCount() > 0)
      viewedAt[query.queryHash] = Date.now();
  }
  save();
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.clearTimeout(timer);
  };
}
