import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';
import { setAnswerHeader } from '../lib/answer-headers';
import { BOOKMARK_HEADER } from '../lib/session-bookmark';

/** D1 bookmarks are hex groups joined by dashes; anything else is ignored rather than trusted. */
const bookmarkSchema = z
  .string()
  .max(256)
  .regex(/^[0-9a-f]+(-[0-9a-f]+)*$/i);

/** The bookmark a request brings, when it is one D1 could have issued. */
export function requestBookmark(header: string | undefined) {
  if (header === undefined) return null;
  const bookmark = bookmarkSchema.safeParse(header);
  return bookmark.success ? bookmark.data : null;
}

/**
 * Runs every query of the request in one D1 session (read replication): reads may go to the
 * nearest replica, but never to one older than the caller's bookmark, so people read their own
 * writes. The response carries the session's latest bookmark for the caller to send back.
 */
export function d1Session() {
  return createMiddleware<AppEnv>(async function d1Session(c, next) {
    const session = c.env.DB.withSession(requestBookmark(c.req.header(BOOKMARK_HEADER)) ?? 'first-unconstrained');
    c.set('db', createDb(session));
    await next();
    const bookmark = session.getBookmark();
    if (bookmark) setAnswerHeader(c, BOOKMARK_HEADER, bookmark);
  });
}

/**
 * For money: every query of the request runs on the primary, so no payment is refunded or sold on
 * a replica's older view of the hold (the Stripe webhook brings no bookmark). Use after `d1Session`.
 */
export function primarySession() {
  return createMiddleware<AppEnv>(async function primarySession(c, next) {
    const session = c.env.DB.withSession('first-primary');
    c.set('db', createDb(session));
    await next();
    const bookmark = session.getBookmark();
    if (bookmark) setAnswerHeader(c, BOOKMARK_HEADER, bookmark);
  });
}
