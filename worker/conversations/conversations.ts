/**
 * Conversations between a buyer and a seller about one listing (docs/decisions/012-conversations.md).
 * D1 holds the conversations' index (participants, listing, newest message, unread counts); each
 * conversation's Durable Object (conversations/conversation-room.ts) holds its messages, numbered
 * here, and acknowledges and fans out a message once both are written (decision 036).
 */
import { aliasedTable, and, desc, eq, exists, gt, isNull, not, or, sql, type SQLWrapper } from 'drizzle-orm';
import { renamed } from '../db/batch-columns';
import type { Db } from '../db/client';
import { bound, insertedRow } from '../db/inserted-row';
import { allowedWhere, isAllowed } from '../db/listed';
import { conversations, reports, payments, products, users, type Conversation } from '../db/schema';
import { Refusal } from '../lib/refusal';
import type { ApiMessage, MessageStore, ThreadPage } from './message-store';
import type { MessageInput } from '../../shared/schemas/conversations';
import { listingById } from '../listings';
import { activeUser, readAsCaller, type Caller } from '../accounts';
import { activeUserById, refuseSuspended, unsuspendedUserById, userById, type CurrentUser } from '../accounts';

/** How much of the newest message an inbox shows. */
const PREVIEW_LENGTH = 140;

export type Side = 'buyer' | 'seller';

/** Which side of the conversation the user is on, or null when they are not in it. */
export const sideOf = (conversation: Pick<Conversation, 'buyerId' | 'sellerId'>, userId: string): Side | null =>
  conversation.buyerId === userId ? 'buyer' : conversation.sellerId === userId ? 'seller' : null;

/**
 * A conversation's state (docs/architecture.md section 9): `closed` once its listing is sold or removed (the
 * history stays readable), `blocked` while a participant blocks it, `open` otherwise. Neither
 * closed nor blocked takes new messages.
 */
export type ConversationStatus = 'open' | 'closed' | 'blocked';

export function conversationStatus(row: {
  blockedBy: string | null;
  productSold: boolean;
  productRemoved: boolean;
}): ConversationStatus {
  if (row.productSold || row.productRemoved) return 'closed';
  return row.blockedBy !== null ? 'blocked' : 'open';
}

/** The listing is still for sale: a conversation about it is not closed. */
const listingOpen = sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${conversations.productId}
  AND ${products.paid} = 0 AND ${products.removedAt} IS NULL)`;

/**
 * A block is between two people, not about one listing: blocking one of their conversations blocks
 * every conversation between them (`setBlocked`), and they cannot start another (`startConversation`).
 */
const between = aliasedTable(conversations, 'between_them');
const blockedBetween = (a: SQLWrapper | string, b: SQLWrapper | string) =>
  sql`EXISTS (SELECT 1 FROM ${conversations} ${between} WHERE ${between.blockedBy} IS NOT NULL
    AND ((${between.buyerId} = ${a} AND ${between.sellerId} = ${b})
      OR (${between.buyerId} = ${b} AND ${between.sellerId} = ${a})))`;

const productRemoved = sql<boolean>`${products.removedAt} IS NOT NULL`.mapWith(Boolean).as('product_removed');

/**
 * Opens the caller's conversation about a listing, or answers the one they already have (one per
 * buyer and listing). A sold or removed listing takes no new conversations; existing ones keep
 * their history. One round trip: the caller, the insert that checks the listing and the account
 * itself, the conversation, and the listing that says why nothing was written.
 */
export async function startConversation(db: Db, callerId: string, admins: Set<string>, productId: string) {
  const id = crypto.randomUUID();
  const [[caller], inserted, [conversation], [product], [blocked]] = await db.batch([
    userById(db, callerId),
    db
      .insert(conversations)
      .select(
        db
          .select(
            insertedRow(conversations, {
              id: bound(id),
              productId: products.id,
              buyerId: bound(callerId),
              sellerId: products.sellerId,
            }),
          )
          .from(products)
          .where(
            and(
              eq(products.id, productId),
              isNull(products.removedAt),
              eq(products.paid, false),
              // Not archived: a listing lapsed that long ago can only be viewed (decision 037).
              isNull(products.archivedAt),
              allowedWhere(products),
              sql`${products.sellerId} <> ${callerId}`,
              exists(unsuspendedUserById(db, callerId)),
              not(blockedBetween(callerId, products.sellerId)),
            ),
          ),
      )
      .onConflictDoNothing({ target: [conversations.buyerId, conversations.productId] })
      .returning({ id: conversations.id }),
    db
      .select()
      .from(conversations)
      .where(and(eq(conversations.buyerId, callerId), eq(conversations.productId, productId))),
    listingById(db, productId),
    db
      .select({ blocked: sql<number>`1` })
      .from(products)
      .where(and(eq(products.id, productId), blockedBetween(callerId, products.sellerId))),
  ]);
  const user = activeUser(caller, admins);
  if (conversation) return { id: conversation.id, created: inserted.length > 0 };
  refuseSuspended(user);
  if (!product || product.removedAt || !isAllowed(product)) throw new Refusal('product-not-found');
  if (product.sellerId === callerId) throw new Refusal('own-listing-conversation');
  if (product.archivedAt) throw new Refusal('listing-archived');
  if (blocked) throw new Refusal('person-blocked');
  throw new Refusal('listing-closed-to-conversations');
}

const other = aliasedTable(users, 'other_person');

/**
 * The user's conversations, the most recent first, as a query that can join a batch: the listing's
 * photo and title, the other person, the newest message and what is unread. A seller sees a
 * conversation once the buyer wrote in it.
 */
export const inboxOf = (db: Db, userId: string) =>
  db
    .select({
      id: conversations.id,
      productId: conversations.productId,
      productName: renamed(products.name, 'product_name'),
      productImg: products.img,
      otherName: renamed(other.name, 'other_name'),
      side: sql<Side>`CASE WHEN ${conversations.buyerId} = ${userId} THEN 'buyer' ELSE 'seller' END`.as('side'),
      lastSeq: conversations.lastSeq,
      lastMessageAt: conversations.lastMessageAt,
      lastMessageText: conversations.lastMessageText,
      lastSenderId: conversations.lastSenderId,
      unread: sql<number>`CASE WHEN ${conversations.buyerId} = ${userId}
        THEN ${conversations.buyerUnread} ELSE ${conversations.sellerUnread} END`.as('unread'),
      blockedBy: conversations.blockedBy,
      productSold: products.paid,
      productRemoved,
      createdAt: renamed(conversations.createdAt, 'conversation_created_at'),
    })
    .from(conversations)
    .innerJoin(products, eq(products.id, conversations.productId))
    .innerJoin(
      other,
      eq(
        other.id,
        sql`CASE WHEN ${conversations.buyerId} = ${userId} THEN ${conversations.sellerId} ELSE ${conversations.buyerId} END`,
      ),
    )
    .where(or(eq(conversations.buyerId, userId), and(eq(conversations.sellerId, userId), gt(conversations.lastSeq, 0))))
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
    .limit(200);

export type InboxRow = Awaited<ReturnType<typeof inboxOf>>[number];

export function toApiInbox(rows: InboxRow[], userId: string) {
  return {
    unreadTotal: rows.reduce((total, row) => total + row.unread, 0),
    conversations: rows.map((row) => ({
      _id: row.id,
      productId: row.productId,
      productName: row.productName,
      productImg: row.productImg,
      otherName: row.otherName,
      side: row.side,
      lastMessage: row.lastMessageText,
      lastMessageMine: row.lastSenderId === userId,
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
      unread: row.unread,
      blocked: row.blockedBy !== null,
      status: conversationStatus(row),
    })),
  };
}

/** How many messages wait unread for the user, over all their conversations (the navbar's badge). */
export const unreadTotalOf = (db: Db, userId: string) =>
  db
    .select({
      count: sql<number>`coalesce((SELECT sum(${conversations.buyerUnread}) FROM ${conversations}
        WHERE ${conversations.buyerId} = ${userId}), 0)
        + coalesce((SELECT sum(${conversations.sellerUnread}) FROM ${conversations}
        WHERE ${conversations.sellerId} = ${userId}), 0)`,
    })
    .from(sql`(SELECT 1)`);

const buyer = aliasedTable(users, 'buyer');
const seller = aliasedTable(users, 'seller');

/** One conversation with its listing and both people, as a query that can join a batch. */
const conversationById = (db: Db, id: string) =>
  db
    .select({
      conversation: conversations,
      productName: renamed(products.name, 'product_name'),
      productImg: products.img,
      productSold: products.paid,
      productRemoved,
      buyerName: renamed(buyer.name, 'buyer_name'),
      sellerName: renamed(seller.name, 'seller_name'),
      reported: sql<boolean>`EXISTS (SELECT 1 FROM ${reports} WHERE ${reports.targetType} = 'conversation'
        AND ${reports.targetId} = ${conversations.id} AND ${reports.closedAt} IS NULL)`
        .mapWith(Boolean)
        .as('reported'),
      // The buyer disputes a payment for this listing (Thanda Protect): admins decide beside it.
      disputed: sql<boolean>`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.productId} = ${conversations.productId}
        AND ${payments.buyerId} = ${conversations.buyerId} AND ${payments.disputedAt} IS NOT NULL
        AND ${payments.resolvedAt} IS NULL)`
        .mapWith(Boolean)
        .as('disputed'),
    })
    .from(conversations)
    .innerJoin(products, eq(products.id, conversations.productId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .innerJoin(seller, eq(seller.id, conversations.sellerId))
    .where(eq(conversations.id, id));

type ConversationRow = Awaited<ReturnType<typeof conversationById>>[number];

/** A conversation with what its state needs of the listing: what sending and blocking read. */
const conversationState = (db: Db, id: string) =>
  db
    .select({ conversation: conversations, productSold: products.paid, productRemoved })
    .from(conversations)
    .innerJoin(products, eq(products.id, conversations.productId))
    .where(eq(conversations.id, id));

/**
 * The conversation if the user may read it: its two participants, and an admin while someone's
 * report of it is open or while its buyer's payment for the listing is disputed. Refuses everyone else.
 */
function readableBy(row: ConversationRow | undefined, user: CurrentUser) {
  if (!row) throw new Refusal('conversation-not-found');
  if (sideOf(row.conversation, user.id)) return row;
  if (user.role === 'admin' && (row.reported || row.disputed)) return row;
  throw new Refusal('not-your-conversation');
}

export { toApiMessage, type ApiMessage } from './message-store';

/** What reading a thread asks the conversation's Durable Object: a page of its messages. */
export type ThreadRoom = (id: string) => { thread(id: string, page: ThreadPage): Promise<ThreadMessages> };
export type ThreadMessages = { messages: ApiMessage[]; hasOlder: boolean };

/**
 * A conversation and a page of its messages, for a participant (or an admin reading a report): the
 * conversation from D1, then the page from its Durable Object, which holds the messages.
 */
export async function readThread(db: Db, room: ThreadRoom, caller: Caller, id: string, page: ThreadPage) {
  const {
    user,
    rows: [[found]],
  } = await readAsCaller(db, caller, {}, [conversationById(db, id)]);
  const row = readableBy(found, user);
  const { conversation } = row;
  const side = sideOf(conversation, user.id);
  const { messages, hasOlder } = await room(id).thread(id, page);
  return {
    _id: conversation.id,
    productId: conversation.productId,
    productName: row.productName,
    productImg: row.productImg,
    /** The listing is still for sale; once it is not, the conversation is closed. */
    productAvailable: !row.productSold && !row.productRemoved,
    status: conversationStatus({ ...row, blockedBy: conversation.blockedBy }),
    side,
    buyer: { _id: conversation.buyerId, name: row.buyerName },
    seller: { _id: conversation.sellerId, name: row.sellerName },
    lastSeq: conversation.lastSeq,
    /** The newest message each side has seen: the read receipts. */
    buyerReadSeq: conversation.buyerReadSeq,
    sellerReadSeq: conversation.sellerReadSeq,
    blocked: conversation.blockedBy !== null,
    blockedByMe: conversation.blockedBy === user.id,
    messages,
    /** Whether older messages than these exist. */
    hasOlder,
  };
}

/**
 * Numbers a message as the conversation's next one and updates the conversation's summary, in
 * one atomic round trip that checks the sender takes part, is active and is not blocked, and that
 * the listing is still for sale (a sold or removed one closes its conversations). The message
 * itself goes to the Durable Object's storage (`store`), after D1 answered and before it is
 * acknowledged; a retry (same sender and client id) answers the stored one, `isNew` false, so it
 * is not fanned out again. Callers serialize per conversation (the Durable Object).
 */
export async function storeMessage(
  db: Db,
  store: MessageStore,
  { conversationId, senderId, input }: { conversationId: string; senderId: string; input: MessageInput },
) {
  const stored = store.byClientId(senderId, input.clientId);
  if (stored) return { message: stored, isNew: false };
  const now = new Date();
  const storedUpTo = store.lastSeq();
  // Numbered in D1 but not stored here (the object stopped in between): the retry takes that number.
  const numberedNotStored = sql`(${conversations.lastSenderId} = ${senderId}
    AND ${conversations.lastClientId} = ${input.clientId} AND ${conversations.lastSeq} > ${storedUpTo})`;
  const [numbered, [conversation], [sender], [pairBlocked]] = await db.batch([
    db
      .update(conversations)
      .set({
        lastSeq: sql`${conversations.lastSeq} + 1`,
        lastMessageAt: now,
        lastMessageText: input.text.slice(0, PREVIEW_LENGTH),
        lastSenderId: senderId,
        lastClientId: input.clientId,
        buyerUnread: sql`${conversations.buyerUnread} + (${conversations.sellerId} = ${senderId})`,
        sellerUnread: sql`${conversations.sellerUnread} + (${conversations.buyerId} = ${senderId})`,
        // The sender has seen everything up to their own message.
        buyerReadSeq: sql`CASE WHEN ${conversations.buyerId} = ${senderId}
          THEN ${conversations.lastSeq} + 1 ELSE ${conversations.buyerReadSeq} END`,
        sellerReadSeq: sql`CASE WHEN ${conversations.sellerId} = ${senderId}
          THEN ${conversations.lastSeq} + 1 ELSE ${conversations.sellerReadSeq} END`,
      })
      .where(
        and(
          eq(conversations.id, conversationId),
          isNull(conversations.blockedBy),
          not(blockedBetween(conversations.buyerId, conversations.sellerId)),
          listingOpen,
          or(eq(conversations.buyerId, senderId), eq(conversations.sellerId, senderId)),
          exists(unsuspendedUserById(db, senderId)),
          or(isNull(conversations.lastClientId), not(numberedNotStored)),
        ),
      )
      .returning({ seq: conversations.lastSeq }),
    conversationState(db, conversationId),
    userById(db, senderId),
    db
      .select({ blocked: sql<number>`1` })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), blockedBetween(conversations.buyerId, conversations.sellerId))),
  ]);
  const row = conversation?.conversation;
  const seq =
    numbered[0]?.seq ??
    (row && row.lastSenderId === senderId && row.lastClientId === input.clientId && row.lastSeq > storedUpTo
      ? row.lastSeq
      : undefined);
  if (seq !== undefined) {
    const message = { id: crypto.randomUUID(), seq, senderId, text: input.text, clientId: input.clientId };
    const created = { ...message, createdAt: numbered[0] ? now.getTime() : (row?.lastMessageAt ?? now).getTime() };
    store.put([created]);
    return { message: created, isNew: true };
  }
  if (!row) throw new Refusal('conversation-not-found');
  if (!sideOf(row, senderId)) throw new Refusal('not-your-conversation');
  if (!sender || sender.deletedAt) throw new Refusal('account-inactive');
  refuseSuspended(sender);
  const status = conversationStatus({ ...conversation!, blockedBy: row.blockedBy });
  if (status === 'closed') throw new Refusal('conversation-closed');
  if (status === 'blocked' || pairBlocked) throw new Refusal('conversation-blocked');
  // Only a race past the Durable Object's ordering gets here; the client retries with the same id.
  throw new Refusal('message-not-stored');
}

/**
 * One side's read mark moved to `seq` (never backwards, never past the newest), unread recounted
 * from `othersAfter` (the other side's messages the mark may still leave unread, as the object
 * holds them); only while the account lives, as the batch writes before `markRead` can refuse.
 */
function readMarkUpdate(
  db: Db,
  mark: { conversationId: string; userId: string; seq: number },
  side: Side,
  othersAfter: number[],
) {
  const { conversationId, userId, seq } = mark;
  const [who, read] =
    side === 'buyer'
      ? [conversations.buyerId, conversations.buyerReadSeq]
      : [conversations.sellerId, conversations.sellerReadSeq];
  const newMark = sql<number>`max(${read}, min(${seq}, ${conversations.lastSeq}))`;
  const unread = sql<number>`(SELECT count(*) FROM json_each(${JSON.stringify(othersAfter)}) WHERE value > ${newMark})`;
  return db
    .update(conversations)
    .set(
      side === 'buyer'
        ? { buyerReadSeq: newMark, buyerUnread: unread }
        : { sellerReadSeq: newMark, sellerUnread: unread },
    )
    .where(and(eq(conversations.id, conversationId), eq(who, userId), exists(activeUserById(db, userId))))
    .returning({ readSeq: read });
}

/**
 * Marks the conversation read by the user up to `seq` and recounts what is left unread; answers
 * the user's new read mark. Refuses a deleted account and anyone but the two participants; a
 * suspended one still reads (decision 015). The new mark is at least min(seq, newest), so only the
 * other side's messages after that can stay unread: the store names them, D1 counts the rest.
 */
export async function markRead(
  db: Db,
  store: MessageStore,
  mark: { conversationId: string; userId: string; seq: number },
) {
  const othersAfter = store.othersAfter(mark.userId, Math.min(mark.seq, store.lastSeq()));
  const [[reader], asBuyer, asSeller] = await db.batch([
    userById(db, mark.userId),
    readMarkUpdate(db, mark, 'buyer', othersAfter),
    readMarkUpdate(db, mark, 'seller', othersAfter),
  ]);
  if (!reader || reader.deletedAt) throw new Refusal('account-inactive');
  const readSeq = asBuyer[0]?.readSeq ?? asSeller[0]?.readSeq;
  if (readSeq === undefined) throw new Refusal('not-your-conversation');
  return readSeq;
}

/** A conversation between the same two people as conversation `id`, whichever of them is buying. */
const samePeopleAs = (id: string) =>
  sql`EXISTS (SELECT 1 FROM ${conversations} ${between} WHERE ${between.id} = ${id}
    AND ((${between.buyerId} = ${conversations.buyerId} AND ${between.sellerId} = ${conversations.sellerId})
      OR (${between.buyerId} = ${conversations.sellerId} AND ${between.sellerId} = ${conversations.buyerId})))`;

/** Whether the user takes part in the conversation, as SQL for a write's own check. */
const takesPart = (userId: string) => or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));

/** Every conversation the user takes part in, as a statement that can join a batch. */
export const conversationIdsOf = (db: Db, userId: string) =>
  db.select({ id: conversations.id }).from(conversations).where(takesPart(userId));

/** The conversation, refused to anyone but its two participants. */
function participantOnly(conversation: Conversation | undefined, userId: string) {
  if (!conversation) throw new Refusal('conversation-not-found');
  if (!sideOf(conversation, userId)) throw new Refusal('not-your-conversation');
  return conversation;
}

/**
 * The caller's account and the conversation, in one round trip; refuses an inactive account and
 * anyone but its participants (the conversation's socket is for them alone).
 */
export async function callerInConversation(db: Db, callerId: string, admins: Set<string>, id: string) {
  const [[caller], [conversation]] = await db.batch([
    userById(db, callerId),
    db.select().from(conversations).where(eq(conversations.id, id)),
  ]);
  const user = activeUser(caller, admins);
  return { user, conversation: participantOnly(conversation, callerId) };
}

/**
 * Blocks the other participant (no messages either way, in any conversation between the two), or
 * lifts the caller's own block. One round trip: the caller, the update (which checks the participant
 * and the account itself), and the conversation as it is now.
 */
export async function setBlocked(db: Db, callerId: string, admins: Set<string>, id: string, blocked: boolean) {
  const [[caller], , [conversation]] = await db.batch([
    userById(db, callerId),
    db
      .update(conversations)
      .set({ blockedBy: blocked ? callerId : null })
      .where(
        and(
          or(eq(conversations.id, id), samePeopleAs(id)),
          blocked ? isNull(conversations.blockedBy) : eq(conversations.blockedBy, callerId),
          // Only the person who blocked this conversation lifts it (and their blocks beside it).
          blocked
            ? undefined
            : sql`EXISTS (SELECT 1 FROM ${conversations} ${between} WHERE ${between.id} = ${id} AND ${between.blockedBy} = ${callerId})`,
          takesPart(callerId),
          exists(activeUserById(db, callerId)),
        ),
      ),
    conversationState(db, id),
  ]);
  activeUser(caller, admins);
  const found = participantOnly(conversation?.conversation, callerId);
  if (!blocked && found.blockedBy && found.blockedBy !== callerId) throw new Refusal('blocked-by-other');
  return {
    blocked: found.blockedBy !== null,
    blockedByMe: found.blockedBy === callerId,
    status: conversationStatus({ ...conversation!, blockedBy: found.blockedBy }),
  };
}

/** The caller's inbox: their conversations, newest first. */
export async function myInbox(db: Db, caller: Caller) {
  const { user, rows } = await readAsCaller(db, caller, {}, [inboxOf(db, caller.id)]);
  return toApiInbox(rows[0], user.id);
}

/** How many messages wait unread in all the caller's conversations. */
export async function myUnreadTotal(db: Db, caller: Caller) {
  const { rows } = await readAsCaller(db, caller, {}, [unreadTotalOf(db, caller.id)]);
  return { count: Number(rows[0][0]?.count ?? 0) };
}
