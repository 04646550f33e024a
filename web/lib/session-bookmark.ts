import { BOOKMARK_HEADER } from '../../worker/lib/session-bookmark';
import { carriedAnswer } from './page-answers';

/** Kept per tab, so a reload after a write still reads that write. */
const KEY = 'd1Bookmark';

/**
 * Fetches with the tab's D1 bookmark (docs/architecture.md's read replication): once this tab has written,
 * every call carries the newest bookmark it was given, so no read comes from a replica (or an
 * edge-cached copy) older than the tab's own writes. Visitors who never write carry none.
 */
export async function fetchWithBookmark(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const held = sessionStorage.getItem(KEY);
  // What the page carries was read without a bookmark: only a tab that has not written takes it.
  const carried = held ? undefined : carriedAnswer(input, init);
  if (carried) return carried;
  const headers = new Headers(init?.headers);
  if (held) headers.set(BOOKMARK_HEADER, held);
  // A bookmark never leaves this site. The mode also keeps such a call from taking the anonymous
  // copy a page preloaded (a preload is matched by URL, mode and credentials, not by headers).
  const response = await fetch(input, { ...init, headers, ...(held ? { mode: 'same-origin' as const } : {}) });
  const given = response.headers.get(BOOKMARK_HEADER);
  const isWrite = (init?.method ?? 'GET').toUpperCase() !== 'GET';
  // Bookmarks sort in commit order; answers that arrive out of order must not move it back.
  if (given && (held || isWrite) && given > (sessionStorage.getItem(KEY) ?? '')) sessionStorage.setItem(KEY, given);
  return response;
}
