import type { QueryClient } from '@tanstack/react-query';

/**
 * Runs `start` once the page's own data is in (no query in flight) and the browser is idle, and
 * after `maxWaitMs` at the latest. On a slow phone the catalogue's pictures then get the network
 * and the processor before the identity provider does. Returns a function that cancels it.
 */
export function whenPageSettled(queryClient: QueryClient, start: () => void, maxWaitMs = 3000) {
  // Safari has no requestIdleCallback: the next task will do there.
  const hasIdleCallback = typeof window.requestIdleCallback === 'function';
  let done = false;
  let idle: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    start();
  };
  const waitForIdle = () => {
    if (idle !== undefined) return;
    idle = hasIdleCallback ? window.requestIdleCallback(run, { timeout: 1000 }) : window.setTimeout(run);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() === 0) waitForIdle();
  });
  const latest = window.setTimeout(run, maxWaitMs);
  function cancel() {
    done = true;
    unsubscribe();
    window.clearTimeout(latest);
    if (idle === undefined) return;
    if (hasIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  }
  if (queryClient.isFetching() === 0) waitForIdle();
  return cancel;
}
