/**
 * The move of messages from D1's `messages` table into each conversation's Durable Object
 * (docs/decisions/036-messages-in-conversation-storage.md). An object moves its own messages the
 * first time it is used (`ConversationRoom`), and the minute cron moves a batch of the
 * conversations nobody has opened since. Idempotent and resumable: the object copies page by page
 * after the newest number it holds, its storage refuses a number twice, and the conversation is
 * marked moved in D1 only after the object holds every message.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conversations, messages } from '../db/schema';
import { errorName, log } from '../lib/logger';
import type { StoredMessage } from './message-store';

/** Messages copied per D1 read. */
export const MOVE_PAGE = 500;
/** Conversations the cron moves per run. */
export const MOVE_BATCH = 25;

/** A page of a conversation's messages in D1, after the newest number its object holds. */
export async function messagesToMove(db: Db, conversationId: string, after: number): Promise<StoredMessage[]> {
  const rows = await db
    .select({
      id: messages.id,
      seq: messages.seq,
      senderId: messages.senderId,
      text: messages.text,
      clientId: messages.clientId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, after)))
    .orderBy(asc(messages.seq))
    .limit(MOVE_PAGE);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() }));
}

/** The object holds every message of the conversation: D1 records it (once). */
export const markMessagesMoved = (db: Db, conversationId: string) =>
  db
    .update(conversations)
    .set({ messagesMovedAt: new Date() })
    .where(and(eq(conversations.id, conversationId), isNull(conversations.messagesMovedAt)));

/** A conversation's Durable Object, as far as the move goes. */
export type MovingRooms = (conversationId: string) => { moveIn(conversationId: string): Promise<number> };

/**
 * The cron's part: asks the objects of up to `batch` conversations not yet moved to take their
 * messages, in parallel; answers how many conversations moved. A failed object is logged and
 * asked again at the next run.
 */
export async function moveMessagesToRooms(db: Db, rooms: MovingRooms, batch = MOVE_BATCH) {
  const waiting = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(isNull(conversations.messagesMovedAt))
    .limit(batch);
  const results = await Promise.allSettled(waiting.map(({ id }) => rooms(id).moveIn(id)));
  const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed.length > 0)
    log('warn', 'messages_not_moved', { failed: failed.length, error: errorName(failed[0]!.reason) });
  return results.length - failed.length;
}
