/**
 * The local rate limiter (Miniflare's) counts in windows aligned to the wall clock, so a test that
 * spends a whole budget and expects the next call refused fails when its calls straddle two
 * windows. This waits for the next window when less than `needMs` of the current one is left.
 * Such a test needs a timeout above `needMs` (`WITHIN_ONE_WINDOW_TIMEOUT`).
 */
export async function withinOneRateWindow(periodSeconds = 60, needMs = 10_000) {
  const period = periodSeconds * 1000;
  const left = period - (Date.now() % period);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** A test's timeout that leaves room for `withinOneRateWindow`'s wait and the test itself. */
export const WITHIN_ONE_WINDOW_TIMEOUT = 25_000;
