import { errorName, log } from '../lib/logger';

/** A conversation's Durable Object, as far as ending a participant's sockets goes. */
export type ConversationRooms = (conversationId: string) => { endSessionsOf(userId: string): Promise<number> };

/**
 * Closes the user's open sockets in each of the conversations, as their account was deleted. A
 * room that cannot be reached now still closes them at the next hello or when their token ends,
 * so a failure is logged, not thrown: the deletion has happened either way.
 */
export async function endConversationSessions(rooms: ConversationRooms, userId: string, ids: { id: string }[]) {
  const results = await Promise.allSettled(ids.map(({ id }) => rooms(id).endSessionsOf(userId)));
  const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed.length > 0)
    log('warn', 'conversation_sessions_not_ended', { failed: failed.length, error: errorName(failed[0]!.reason) });
}
