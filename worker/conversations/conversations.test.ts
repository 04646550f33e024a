import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations } from '../db/schema';
import { api, insertCategory, json, postListing, signedInUser, testDb } from '../test/fixtures';
import { conversationPair, sendOverHttp, startConversation, storedMessages, storedTexts } from '../test/conversations';
import { listingForSale } from '../test/orders';
import { WITHIN_ONE_WINDOW_TIMEOUT, withinOneRateWindow } from '../test/rate-window';

describe('starting a conversation', () => {
  it('opens one conversation per buyer and listing', async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const first = await api('/conversations', json({ productId: product._id }, buyer.auth));
    expect(first.status).toBe(201);
    const again = await api('/conversations', json({ productId: product._id }, buyer.auth));
    expect(again.status).toBe(200);
    const [a, b] = [await first.json<{ conversationId: string }>(), await again.json<{ conversationId: string }>()];
    expect(b.conversationId).toBe(a.conversationId);
    const [row] = await testDb().select().from(conversations).where(eq(conversations.id, a.conversationId));
    expect(row).toMatchObject({ buyerId: buyer.user.id, sellerId: seller.user.id, lastSeq: 0 });
  });

  it('refuses visitors, the seller of the listing, and a sold listing (which closes its conversations)', async () => {
    const { seller, product, buyer, id } = await conversationPair();
    expect((await api('/conversations', json({ productId: product._id }))).status).toBe(401);
    const own = await api('/conversations', json({ productId: product._id }, seller.auth));
    expect(own.status).toBe(403);
    await api(`/product/${product._id}`, { method: 'PUT', headers: seller.auth });
    const late = await api('/conversations', json({ productId: product._id }, (await signedInUser('buyer')).auth));
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ reason: 'listing-closed-to-conversations' });
    // The buyer who already had one keeps it, closed (below).
    expect(await startConversation(buyer, product._id)).toBe(id);
  });

  it('answers 404 for a listing that does not exist', async () => {
    const buyer = await signedInUser('buyer');
    expect((await api('/conversations', json({ productId: 'nope' }, buyer.auth))).status).toBe(404);
  });
});

describe('messages over plain requests', () => {
  it('stores messages in order, counts them unread for the other side, and marks them read', async () => {
    const { seller, buyer, id } = await conversationPair();
    for (const text of ['Is it still available?', 'Can I see it on Friday?'])
      expect((await sendOverHttp(buyer, id, text)).status).toBe(201);
    const reply = await sendOverHttp(seller, id, 'Yes, come at 5 pm.');
    expect(await reply.json()).toMatchObject({ acknowledged: true, message: { seq: 3, senderId: seller.user.id } });
    expect(await storedTexts(id)).toEqual([
      '1:Is it still available?',
      '2:Can I see it on Friday?',
      '3:Yes, come at 5 pm.',
    ]);

    const inbox = await (
      await api('/conversations', { headers: seller.auth })
    ).json<{
      unreadTotal: number;
      conversations: { _id: string; unread: number; otherName: string; lastMessage: string }[];
    }>();
    expect(inbox.unreadTotal).toBe(2);
    expect(inbox.conversations[0]).toMatchObject({ _id: id, unread: 2, otherName: 'Nusrat Jahan' });
    expect(await (await api('/conversations/unread', { headers: buyer.auth })).json()).toEqual({ count: 1 });

    const read = await api(`/conversations/${id}/read`, json({ seq: 2 }, seller.auth));
    expect(await read.json()).toMatchObject({ readSeq: 3 });
    expect(await (await api('/conversations/unread', { headers: seller.auth })).json()).toEqual({ count: 0 });
    const thread = await (
      await api(`/conversations/${id}`, { headers: buyer.auth })
    ).json<{
      sellerReadSeq: number;
      messages: { text: string }[];
    }>();
    expect(thread.sellerReadSeq).toBe(3);
    expect(thread.messages.map((message) => message.text)).toHaveLength(3);
  });

  it('stores a retried message once', async () => {
    const { buyer, id } = await conversationPair();
    const first = await (
      await sendOverHttp(buyer, id, 'Last price?', '5d7c0e1a-2b4f-4c3d-8e9f-0a1b2c3d4e5f')
    ).json<{ message: object }>();
    const retry = await (
      await sendOverHttp(buyer, id, 'Last price?', '5d7c0e1a-2b4f-4c3d-8e9f-0a1b2c3d4e5f')
    ).json<{ message: object }>();
    expect(retry.message).toEqual(first.message);
    expect(await storedTexts(id)).toEqual(['1:Last price?']);
  });

  it('stores once, at its number, a retry of a message D1 numbered but its object never stored', async () => {
    const { seller, buyer, id } = await conversationPair();
    await sendOverHttp(buyer, id, 'Is it still available?');
    const clientId = crypto.randomUUID();
    // As if the object stopped after D1's batch returned and before it stored the message.
    await testDb()
      .update(conversations)
      .set({ lastSeq: 2, lastSenderId: buyer.user.id, lastClientId: clientId, sellerUnread: 2 })
      .where(eq(conversations.id, id));
    const retry = await sendOverHttp(buyer, id, 'Last price?', clientId);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toMatchObject({ message: { seq: 2, clientId } });
    expect((await sendOverHttp(buyer, id, 'Last price?', clientId)).status).toBe(201);
    expect((await sendOverHttp(seller, id, '30,000.')).status).toBe(201);
    expect(await storedTexts(id)).toEqual(['1:Is it still available?', '2:Last price?', '3:30,000.']);
  });

  it('takes up to 2,000 characters, stored as typed, and refuses more', async () => {
    const { buyer, id } = await conversationPair();
    const text = `<b>৳ 25,000?</b> 'OR 1=1 --\n${'x'.repeat(1970)}`;
    expect((await sendOverHttp(buyer, id, text)).status).toBe(201);
    const long = await sendOverHttp(buyer, id, 'y'.repeat(2001));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ message: 'Please keep a message under 2,000 characters.' });
    expect((await sendOverHttp(buyer, id, '   ')).status).toBe(400);
    const [stored] = await storedMessages(id);
    expect(stored?.text).toBe(text);
  });

  it('refuses a third user, a visitor, and a deleted account', async () => {
    const { buyer, id } = await conversationPair();
    const stranger = await signedInUser('buyer');
    expect((await sendOverHttp(stranger, id, 'Hello?')).status).toBe(403);
    expect((await api(`/conversations/${id}`, { headers: stranger.auth })).status).toBe(403);
    expect((await api(`/conversations/${id}/read`, json({ seq: 1 }, stranger.auth))).status).toBe(403);
    expect(
      (await api(`/conversations/${id}/messages`, json({ clientId: crypto.randomUUID(), text: 'Hi' }))).status,
    ).toBe(401);
    const admin = await signedInUser('buyer', { email: 'admin@thanda.test' });
    await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth });
    expect((await sendOverHttp(buyer, id, 'Still there?')).status).toBe(401);
    expect(await storedTexts(id)).toEqual([]);
  });

  it("keeps a deleted account's messages for the other side, in the conversation's object", async () => {
    const { buyer, seller, id } = await conversationPair();
    expect((await sendOverHttp(buyer, id, 'Is it still available?')).status).toBe(201);
    expect((await sendOverHttp(seller, id, 'Yes.')).status).toBe(201);
    const admin = await signedInUser('buyer', { email: 'admin@thanda.test' });
    expect((await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    const thread = await (await api(`/conversations/${id}`, { headers: seller.auth })).json<{ messages: object[] }>();
    expect(thread.messages).toMatchObject([
      { senderId: buyer.user.id, text: 'Is it still available?' },
      { text: 'Yes.' },
    ]);
  });

  it("moves no deleted account's read mark", async () => {
    const { buyer, seller, id } = await conversationPair();
    expect((await sendOverHttp(seller, id, 'Still interested?')).status).toBe(201);
    const admin = await signedInUser('buyer', { email: 'admin@thanda.test' });
    await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth });
    const read = await api(`/conversations/${id}/read`, json({ seq: 1 }, buyer.auth));
    expect(read.status).toBe(401);
    expect(await read.json()).toMatchObject({ message: 'This account is no longer active.' });
    const [row] = await testDb().select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ buyerReadSeq: 0, buyerUnread: 1 });
  });

  it('is rate-limited per sender', { timeout: WITHIN_ONE_WINDOW_TIMEOUT }, async () => {
    await withinOneRateWindow();
    const { buyer, seller, id } = await conversationPair();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await sendOverHttp(buyer, id, `Message ${i}`)).status);
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    const refused = await sendOverHttp(buyer, id, 'One too many');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    // The other participant has a budget of their own.
    expect((await sendOverHttp(seller, id, 'Slow down please')).status).toBe(201);
    expect(await storedTexts(id)).toHaveLength(61);
  });
});

describe('blocking and reporting', () => {
  it('closes when the listing is sold or removed: the history stays, no side can write', async () => {
    for (const end of ['sold', 'removed'] as const) {
      const { buyer, seller, product, id } = await conversationPair();
      expect((await sendOverHttp(buyer, id, 'Is it still available?')).status).toBe(201);
      const thread = () => api(`/conversations/${id}`, { headers: buyer.auth });
      expect(await (await thread()).json()).toMatchObject({ status: 'open' });
      const ended = await api(`/product/${product._id}`, {
        method: end === 'sold' ? 'PUT' : 'DELETE',
        headers: seller.auth,
      });
      expect(ended.status).toBe(200);
      for (const who of [buyer, seller]) {
        const refused = await sendOverHttp(who, id, 'Can I pick it up tomorrow?');
        expect(refused.status).toBe(409);
        expect(await refused.json()).toMatchObject({ reason: 'conversation-closed' });
      }
      const closed = await (await thread()).json<{ status: string; messages: { text: string }[] }>();
      expect(closed).toMatchObject({ status: 'closed' });
      expect(closed.messages.map((m) => m.text)).toEqual(['Is it still available?']);
      const inbox = await (
        await api('/conversations', { headers: seller.auth })
      ).json<{ conversations: { _id: string; status: string }[] }>();
      expect(inbox.conversations.find((c) => c._id === id)?.status).toBe('closed');
      expect(await storedTexts(id)).toEqual(['1:Is it still available?']);
    }
  });

  it('stops messages both ways until the blocker unblocks; only they can', async () => {
    const { buyer, seller, id } = await conversationPair();
    expect((await api(`/conversations/${id}/block`, { method: 'PUT', headers: seller.auth })).status).toBe(200);
    const refused = await sendOverHttp(buyer, id, 'Why?');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ reason: 'conversation-blocked' });
    expect((await sendOverHttp(seller, id, 'Bye')).status).toBe(409);
    expect(await (await api(`/conversations/${id}`, { headers: buyer.auth })).json()).toMatchObject({
      status: 'blocked',
    });
    expect((await api(`/conversations/${id}/block`, { method: 'DELETE', headers: buyer.auth })).status).toBe(403);
    expect((await api(`/conversations/${id}/block`, { method: 'DELETE', headers: seller.auth })).status).toBe(200);
    expect((await sendOverHttp(buyer, id, 'Thanks')).status).toBe(201);
  });

  it('blocks the person, not one listing: every conversation between the two, and any new one', async () => {
    const { buyer, seller, id, product } = await conversationPair();
    const category = await insertCategory();
    const second = await postListing(seller, category.id);
    const third = await postListing(seller, category.id);
    const other = await startConversation(buyer, second._id);
    // Someone else's conversation with the seller is not touched.
    const bystander = await signedInUser('buyer');
    const theirs = await startConversation(bystander, product._id);

    expect((await api(`/conversations/${id}/block`, { method: 'PUT', headers: seller.auth })).status).toBe(200);
    expect((await sendOverHttp(buyer, other, 'And this one?')).status).toBe(409);
    const refused = await api('/conversations', json({ productId: third._id }, buyer.auth));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      reason: 'person-blocked',
      params: {},
      message: 'One of you has blocked the other, so you cannot start a conversation.',
    });
    expect((await sendOverHttp(bystander, theirs, 'Still for sale?')).status).toBe(201);

    expect((await api(`/conversations/${other}/block`, { method: 'DELETE', headers: seller.auth })).status).toBe(200);
    expect((await sendOverHttp(buyer, id, 'Thanks')).status).toBe(201);
    expect((await api('/conversations', json({ productId: third._id }, buyer.auth))).status).toBe(201);
  });

  it('holds to a block written before blocks were between people: by the migration, and when sending', async () => {
    const { buyer, seller, id } = await conversationPair();
    const category = await insertCategory();
    const other = await startConversation(buyer, (await postListing(seller, category.id))._id);
    const blockOnly = (conversationId: string) =>
      testDb().update(conversations).set({ blockedBy: seller.user.id }).where(eq(conversations.id, conversationId));
    const blockerOf = async (conversationId: string) =>
      (await testDb().select().from(conversations).where(eq(conversations.id, conversationId)))[0]!.blockedBy;

    await blockOnly(id);
    expect((await sendOverHttp(buyer, other, 'And this one?')).status).toBe(409);

    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0017'))!;
    for (const query of migration.queries) await env.DB.prepare(query).run();
    expect(await blockerOf(other)).toBe(seller.user.id);
  });

  it('takes one open report per participant, which lets an admin read the conversation', async () => {
    const { buyer, id } = await conversationPair();
    await sendOverHttp(buyer, id, 'Send the advance to my bKash first');
    const admin = await signedInUser('buyer', { email: 'admin@thanda.test' });
    expect((await api(`/conversations/${id}`, { headers: admin.auth })).status).toBe(403);
    const stranger = await signedInUser('buyer');
    expect((await api(`/conversations/${id}/report`, json({ reason: 'scam' }, stranger.auth))).status).toBe(403);
    const report = await api(
      `/conversations/${id}/report`,
      json({ reason: 'scam', note: 'Asked for advance' }, buyer.auth),
    );
    expect(report.status).toBe(201);
    const { insertedId } = await report.json<{ insertedId: string }>();
    const again = await api(`/conversations/${id}/report`, json({ reason: 'other' }, buyer.auth));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ acknowledged: true, insertedId });
    expect((await api(`/conversations/${id}/report`, json({ reason: 'spam' }, buyer.auth))).status).toBe(400);

    const thread = await api(`/conversations/${id}`, { headers: admin.auth });
    expect(thread.status).toBe(200);
    expect(await thread.json()).toMatchObject({
      side: null,
      messages: [{ text: 'Send the advance to my bKash first' }],
    });
    // Reading is all an admin does there.
    expect((await sendOverHttp(admin, id, 'Admin here')).status).toBe(403);
    const queue = await (
      await api('/dashboard/moderation', { headers: admin.auth })
    ).json<{ reported: { targetType: string; targetId: string; reports: { reason: string; note: string }[] }[] }>();
    const group = queue.reported.find((entry) => entry.targetType === 'conversation' && entry.targetId === id);
    expect(group?.reports).toMatchObject([{ reason: 'scam', note: 'Asked for advance' }]);
    expect((await api('/dashboard/moderation', { headers: buyer.auth })).status).toBe(403);
    const dismissal = { targetType: 'conversation', targetId: id, reason: 'Nothing against the rules' };
    expect((await api('/moderation/dismiss', json(dismissal, buyer.auth))).status).toBe(403);
    expect((await api('/moderation/dismiss', json(dismissal, admin.auth))).status).toBe(200);
    expect((await api(`/conversations/${id}`, { headers: admin.auth })).status).toBe(403);
  });
});
