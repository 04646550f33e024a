import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import { conversations, products, users } from '../db/schema';
import type { NotificationEvent } from '../notifications';

const sender = alias(users, 'sender');

/**
 * What the other side of a conversation is told of a new message while away: who wrote and about
 * which listing, keyed by their read mark so a run of unread messages is one notification.
 */
export async function awayNotice(db: Db, conversationId: string, senderId: string): Promise<NotificationEvent | null> {
  const [row] = await db
    .select({ conversation: conversations, product: products.name, sender: sender.name })
    .from(conversations)
    .innerJoin(products, eq(products.id, conversations.productId))
    .innerJoin(sender, eq(sender.id, senderId))
    .where(eq(conversations.id, conversationId));
  if (!row) return null;
  const { conversation } = row;
  const buyerWrote = conversation.buyerId === senderId;
  const userId = buyerWrote ? conversation.sellerId : conversation.buyerId;
  const readSeq = buyerWrote ? conversation.sellerReadSeq : conversation.buyerReadSeq;
  return {
    userId,
    kind: 'message',
    key: `message:${conversationId}:${readSeq}`,
    params: { name: row.sender, product: row.product },
    link: `/dashboard/messages/${conversationId}`,
  };
}
