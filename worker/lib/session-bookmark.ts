/**
 * The D1 session bookmark that the API and the SPA pass back and forth (read replication). Free of
 * zod on purpose: the SPA's first render imports it, and forms load zod later in their own chunks.
 */

/** Carries a bookmark both ways: responses give the latest, requests send back the last one held. */
export const BOOKMARK_HEADER = 'x-d1-bookmark';
