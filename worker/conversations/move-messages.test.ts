import { env, runInDurableObject } from 'cloudflare:test';
import { count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, messages } from '../db/schema';
import { runScheduled } from '../scheduled';
import { api, signedInUser, testDb } from '../test/fixtures';
import { conversationPair, sendOverHttp, startConversation, storedMessages, storedTexts } from '../test/conversations';
import { listingForSale } from '../test/orders';
import { conversationRoom } from './conversation-room';
import { moveMessagesToRooms } from './move-messages';

const CONVERSATIONS = 20;
const PER_CONVERSATION = 5_000;

/**
 * Writes `n` messages into D1's `messages` table as the code before decision 036 did: the buyer
 * writes two of every three, numbered 1…n, and the conversation's summary follows the newest.
 */
async function oldMessages(id: string, people: { buyerId: string; sellerId: string }, n: number) {
  const start = Date.now() - n * 1_000;
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO messages (id, conversation_id, seq, sender_id, text, client_id, created_at)
       SELECT ?2 || '-' || i, ?2, i, CASE WHEN i % 3 = 0 THEN ?4 ELSE ?3 END, 'message ' || i, 'client-' || i, ?5 + i * 1000
       FROM n`,
    ).bind(n, id, people.buyerId, people.sellerId, start),
    env.DB.prepare(
      `UPDATE conversations SET last_seq = ?1, last_message_at = ?2, last_message_text = 'message ' || ?1,
       last_sender_id = ?3, seller_unread = ?1 - ?1 / 3 WHERE id = ?4`,
    ).bind(n, start + n * 1000, n % 3 === 0 ? people.sellerId : people.buyerId, id),
  ]);
}

/** What a conversation's object holds: how many messages, whether each number is there once and as written. */
const held = (id: string) =>
  runInDurableObject(conversationRoom(env, id), (_, state) =>
    state.storage.sql
      .exec<{ n: number; first: number; last: number; wrong: number }>(
        `SELECT count(*) AS n, min(seq) AS first, max(seq) AS last,
         sum(text <> 'message ' || seq OR client_id <> 'client-' || seq) AS wrong FROM messages`,
      )
      .one(),
  );

const notMoved = async () =>
  (await testDb().select({ n: count() }).from(conversations).where(isNull(conversations.messagesMovedAt)))[0]!.n;

describe('moving messages from D1 into the conversations’ objects', () => {
  it('moves 100,000 messages, each once and in order, through an interruption and a second run', async () => {
    const { seller, product } = await listingForSale();
    const ids: string[] = [];
    for (let i = 0; i < CONVERSATIONS; i++) {
      const buyer = await signedInUser('buyer');
      const id = await startConversation(buyer, product._id);
      await oldMessages(id, { buyerId: buyer.user.id, sellerId: seller.user.id }, PER_CONVERSATION);
      ids.push(id);
    }
    const [inD1] = await testDb().select({ n: count() }).from(messages);
    expect(inD1?.n).toBe(CONVERSATIONS * PER_CONVERSATION);
    const rooms = (id: string) => conversationRoom(env, id);
    const db = testDb();

    expect(await moveMessagesToRooms(db, rooms, 8)).toBe(8);
    // Interrupted: an object stops after three pages, before D1 records the conversation moved.
    const waiting = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(isNull(conversations.messagesMovedAt))
      .limit(1);
    const halfway = waiting[0]!.id;
    expect(await rooms(halfway).moveIn(halfway, 3)).toBe(1_500);
    expect(await held(halfway)).toMatchObject({ n: 1_500, last: 1_500 });

    for (let run = 0; run < 10 && (await notMoved()) > 0; run++) await moveMessagesToRooms(db, rooms, 8);
    expect(await notMoved()).toBe(0);

    let total = 0;
    for (const id of ids) {
      const holds = await held(id);
      expect(holds).toEqual({ n: PER_CONVERSATION, first: 1, last: PER_CONVERSATION, wrong: 0 });
      total += holds.n;
    }
    expect(total).toBe(100_000);
    // Run again, by the job and by the objects themselves: nothing is copied twice.
    expect(await moveMessagesToRooms(db, rooms)).toBe(0);
    for (const id of ids) expect(await rooms(id).moveIn(id)).toBe(0);
    expect(await held(halfway)).toMatchObject({ n: PER_CONVERSATION, wrong: 0 });

    // The thread reads in order from the object, and a new message takes the next number.
    const thread = await storedMessages(halfway);
    expect(thread.map((message) => message.seq)).toEqual(Array.from({ length: PER_CONVERSATION }, (_, i) => i + 1));
    expect((await api(`/conversations/${halfway}`, { headers: seller.auth })).status).toBe(200);
    const reply = await sendOverHttp(seller, halfway, 'Still available, yes.');
    expect(await reply.json()).toMatchObject({ message: { seq: PER_CONVERSATION + 1 } });
  }, 240_000);

  it('moves a conversation’s messages the first time anyone reads or writes it', async () => {
    const { seller, buyer, id } = await conversationPair();
    await oldMessages(id, { buyerId: buyer.user.id, sellerId: seller.user.id }, 3);
    const thread = await (await api(`/conversations/${id}`, { headers: buyer.auth })).json<{ messages: object[] }>();
    expect(thread.messages).toHaveLength(3);
    expect((await sendOverHttp(buyer, id, 'Is the price fixed?')).status).toBe(201);
    expect(await storedTexts(id)).toEqual(['1:message 1', '2:message 2', '3:message 3', '4:Is the price fixed?']);
    const [row] = await testDb().select().from(conversations).where(eq(conversations.id, id));
    expect(row?.messagesMovedAt).toBeInstanceOf(Date);
  });

  it('is a step of the minute’s cron', async () => {
    const { seller, buyer, id } = await conversationPair();
    await oldMessages(id, { buyerId: buyer.user.id, sellerId: seller.user.id }, 2);
    await runScheduled('* * * * *', env);
    expect(await notMoved()).toBe(0);
    expect(await held(id)).toMatchObject({ n: 2, last: 2 });
  });
});
