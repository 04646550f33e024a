/**
 * A visitor's first seconds on a page, after it has loaded: their first scroll and taps, and what
 * those fetch. Work nobody asked for yet (the service worker's download of the whole app, what is
 * below '/''s first screen) waits until then rather than share a slow phone's two cores and its
 * network with them (docs/decisions/045).
 */
export const FIRST_SECONDS_MS = 5000;
