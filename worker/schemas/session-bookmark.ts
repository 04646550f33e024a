/** The D1 session bookmark that the API and the SPA pass back and forth (read replication). */
import { z } from 'zod';

/** Carries a bookmark both ways: responses give the latest, requests send back the last one held. */
export const BOOKMARK_HEADER = 'x-d1-bookmark';

/** D1 bookmarks are hex groups joined by dashes; anything else is ignored rather than trusted. */
export const bookmarkSchema = z
  .string()
  .max(256)
  .regex(/^[0-9a-f]+(-[0-9a-f]+)*$/i);
