/**
 * Which requests the service worker answers. /api never: its answers are neither cached nor served
 * by the worker (the app keeps its own copy of what it shows offline), and the pictures of listings
 * live under /api/images too.
 */

/** 'page': a navigation (network first, the shell offline); 'file': maybe a precached file; null: not ours. */
export function handledBy(request: Pick<Request, 'method' | 'mode' | 'url'>, origin: string): 'page' | 'file' | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return request.mode === 'navigate' ? 'page' : 'file';
}
