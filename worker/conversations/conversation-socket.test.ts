import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { CONVERSATION_HEADER, conversationRoom, PARTICIPANT_HEADER, SESSION_ENDS_HEADER } from './conversation-room';
import { SESSION_EXPIRED_CLOSE, type ServerEvent } from './protocol';
import { users } from '../db/schema';
import { issueAccessToken, readAccessToken } from '../accounts/tokens';
import { api, json, signedInUser, testDb } from '../test/fixtures';
import {
  conversationPair,
  openSocket,
  sendOverHttp,
  socketRequest,
  startConversation,
  storedTexts,
} from '../test/conversations';
import { listingForSale } from '../test/orders';
import { WITHIN_ONE_WINDOW_TIMEOUT, withinOneRateWindow } from '../test/rate-window';

/**
 * A socket upgrade forwarded straight to the room, as the Worker does once it has checked the
 * token, with the session end given; it says hello at once.
 */
async function forwardedSocket(id: string, userId: string, sessionEnds: number) {
  const res = await conversationRoom(env, id).fetch(
    new Request(`https://thanda.test/api/conversations/${id}/socket`, {
      headers: {
        Upgrade: 'websocket',
        [PARTICIPANT_HEADER]: userId,
        [CONVERSATION_HEADER]: id,
        [SESSION_ENDS_HEADER]: String(sessionEnds),
      },
    }),
  );
  const ws = res.webSocket!;
  const events: ServerEvent[] = [];
  ws.addEventListener('message', (event) => events.push(JSON.parse(event.data as string) as ServerEvent));
  const closed = new Promise<number>((resolve) => ws.addEventListener('close', (event) => resolve(event.code)));
  ws.accept();
  ws.send(JSON.stringify({ type: 'hello', after: 0 }));
  return { events, closed };
}

describe('the conversation socket', () => {
  it('refuses an upgrade without a token, with a forged one, from a third user, and a plain request', async () => {
    const { id } = await conversationPair();
    expect((await socketRequest(id, ['thanda.v1'])).status).toBe(401);
    expect((await socketRequest(id, ['thanda.v1', 'access-token.forged.token.here'])).status).toBe(401);
    const stranger = await signedInUser('buyer');
    expect((await socketRequest(id, ['thanda.v1', `access-token.${stranger.token}`])).status).toBe(403);
    expect((await api(`/conversations/${id}/socket`)).status).toBe(426);
  });

  it('delivers each message to the other participant at once, and acknowledges the sender after storing it', async () => {
    const { buyer, seller, id } = await conversationPair();
    const buyerSocket = await openSocket(buyer, id);
    const sellerSocket = await openSocket(seller, id);
    const clientId = buyerSocket.send('Is it still available?');
    await vi.waitFor(() => expect(sellerSocket.texts()).toEqual(['Is it still available?']));
    await vi.waitFor(() =>
      expect(buyerSocket.events).toContainEqual(expect.objectContaining({ type: 'ack', clientId })),
    );
    expect(await storedTexts(id)).toEqual(['1:Is it still available?']);
    // A message sent by plain request reaches the open sockets too.
    await sendOverHttp(seller, id, 'Yes!');
    await vi.waitFor(() => expect(buyerSocket.texts()).toEqual(['Is it still available?', 'Yes!']));
    sellerSocket.ws.send(JSON.stringify({ type: 'read', seq: 1 }));
    await vi.waitFor(() => expect(buyerSocket.events).toContainEqual({ type: 'read', userId: seller.user.id, seq: 2 }));
    sellerSocket.ws.send(JSON.stringify({ type: 'typing' }));
    await vi.waitFor(() => expect(buyerSocket.events).toContainEqual({ type: 'typing', userId: seller.user.id }));
    buyerSocket.ws.close();
    sellerSocket.ws.close();
  });

  it('sends a retried message to the other side once, and acknowledges every retry to the sender', async () => {
    const { buyer, seller, id } = await conversationPair();
    const buyerSocket = await openSocket(buyer, id);
    const sellerSocket = await openSocket(seller, id);
    const clientId = buyerSocket.send('Last price?');
    await vi.waitFor(() => expect(sellerSocket.texts()).toEqual(['Last price?']));
    // The documented retry, over the socket and over a plain request, with the same client id.
    buyerSocket.send('Last price?', clientId);
    await vi.waitFor(() => expect(buyerSocket.events.filter((event) => event.type === 'ack')).toHaveLength(2));
    expect((await sendOverHttp(buyer, id, 'Last price?', clientId)).status).toBe(201);
    // Events reach a socket in the room's one order: once this one is in, a duplicate would be too.
    buyerSocket.send('Still there?');
    await vi.waitFor(() => expect(sellerSocket.texts()).toContain('Still there?'));
    expect(sellerSocket.texts()).toEqual(['Last price?', 'Still there?']);
    expect(buyerSocket.events.filter((event) => event.type === 'message')).toEqual([]);
    expect(await storedTexts(id)).toEqual(['1:Last price?', '2:Still there?']);
    buyerSocket.ws.close();
    sellerSocket.ws.close();
  });

  it('lets one typing signal a second through per person, however many sockets they have open', async () => {
    const { buyer, seller, id } = await conversationPair();
    const [first, second] = [await openSocket(buyer, id), await openSocket(buyer, id)];
    const sellerSocket = await openSocket(seller, id);
    const typing = () => sellerSocket.events.filter((event) => event.type === 'typing');
    first.ws.send(JSON.stringify({ type: 'typing' }));
    await vi.waitFor(() => expect(typing()).toHaveLength(1));
    second.ws.send(JSON.stringify({ type: 'typing' }));
    second.send('Hello?');
    await vi.waitFor(() => expect(sellerSocket.texts()).toEqual(['Hello?']));
    expect(typing()).toHaveLength(1);
    for (const socket of [first, second, sellerSocket]) socket.ws.close();
  });

  it('sends no typing signal of a suspended person, who still reads the conversation', async () => {
    const { buyer, seller, id } = await conversationPair();
    expect((await sendOverHttp(seller, id, 'Still interested?')).status).toBe(201);
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const suspension = { ...json({ reason: 'Asked for advance payments' }, admin.auth), method: 'PUT' };
    expect((await api(`/moderation/users/${buyer.user.id}/suspend`, suspension)).status).toBe(200);
    const buyerSocket = await openSocket(buyer, id);
    const sellerSocket = await openSocket(seller, id);
    buyerSocket.ws.send(JSON.stringify({ type: 'typing' }));
    buyerSocket.ws.send(JSON.stringify({ type: 'read', seq: 1 }));
    await vi.waitFor(() => expect(sellerSocket.events).toContainEqual({ type: 'read', userId: buyer.user.id, seq: 1 }));
    expect(sellerSocket.events.filter((event) => event.type === 'typing')).toEqual([]);
    expect(buyerSocket.texts()).toEqual(['Still interested?']);
    buyerSocket.ws.close();
    sellerSocket.ws.close();
  });

  it('sends no typing signal into a blocked conversation, in either direction', async () => {
    const { buyer, seller, id } = await conversationPair();
    expect((await sendOverHttp(seller, id, 'Still interested?')).status).toBe(201);
    expect((await api(`/conversations/${id}/block`, { method: 'PUT', headers: seller.auth })).status).toBe(200);
    const buyerSocket = await openSocket(buyer, id);
    const sellerSocket = await openSocket(seller, id);
    buyerSocket.ws.send(JSON.stringify({ type: 'typing' }));
    buyerSocket.ws.send(JSON.stringify({ type: 'read', seq: 1 }));
    await vi.waitFor(() => expect(sellerSocket.events).toContainEqual({ type: 'read', userId: buyer.user.id, seq: 1 }));
    expect(sellerSocket.events.filter((event) => event.type === 'typing')).toEqual([]);
    buyerSocket.ws.close();
    sellerSocket.ws.close();
  });

  it('is opened at most 30 times a minute per person', { timeout: WITHIN_ONE_WINDOW_TIMEOUT }, async () => {
    await withinOneRateWindow();
    const { buyer, seller, id } = await conversationPair();
    const open = async (who: typeof buyer) => {
      const res = await socketRequest(id, ['thanda.v1', `access-token.${who.token}`]);
      res.webSocket?.accept();
      res.webSocket?.close();
      return res;
    };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await open(buyer)).status);
    expect(statuses.every((status) => status === 101)).toBe(true);
    const refused = await open(buyer);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    // The other participant has a budget of their own.
    expect((await open(seller)).status).toBe(101);
  });

  it('gives a reconnecting client what it missed, in order, exactly once', async () => {
    const { buyer, seller, id } = await conversationPair();
    const first = await openSocket(buyer, id);
    const sellerSocket = await openSocket(seller, id);
    sellerSocket.send('One');
    await vi.waitFor(() => expect(first.texts()).toEqual(['One']));
    const cursor = first.seqs().at(-1)!;
    first.ws.close();
    // Offline: the seller writes twice.
    sellerSocket.send('Two');
    sellerSocket.send('Three');
    await vi.waitFor(async () => expect(await storedTexts(id)).toHaveLength(3));
    const again = await openSocket(buyer, id, cursor);
    sellerSocket.send('Four');
    await vi.waitFor(() => expect(again.texts()).toEqual(['Two', 'Three', 'Four']));
    expect(again.seqs()).toEqual([2, 3, 4]);
    sellerSocket.ws.close();
    again.ws.close();
  });

  it('lasts no longer than its access token: closed at its expiry though idle, and hears nothing more', async () => {
    const { buyer, seller, id } = await conversationPair();
    // Expiry is in whole seconds: tokens of 3 and 5 seconds live 2 to 3 s and 4 to 5 s.
    const tokens = [
      await issueAccessToken(buyer.user.id, env.JWT_SECRET, 3),
      await issueAccessToken(buyer.user.id, env.JWT_SECRET, 5),
    ];
    const ends = await Promise.all(
      tokens.map(async (token) => (await readAccessToken(token, env.JWT_SECRET))!.expiresAt),
    );
    const sockets = await Promise.all(tokens.map((token) => openSocket({ ...buyer, token }, id)));
    const sellerSocket = await openSocket(seller, id);
    const closings = sockets.map(
      ({ ws }) =>
        new Promise<{ code: number; at: number }>((resolve) =>
          ws.addEventListener('close', (event) => resolve({ code: event.code, at: Date.now() })),
        ),
    );
    const late = new Promise<'still open'>((resolve) =>
      setTimeout(() => resolve('still open'), ends[1]! - Date.now() + 1_500),
    );
    // Neither socket sends anything: each is closed by the room at its own expiry.
    for (const [i, closing] of closings.entries()) {
      const closed = await Promise.race([closing, late]);
      expect(closed, `socket ${i}`).toMatchObject({ code: SESSION_EXPIRED_CLOSE });
      const { at } = closed as { at: number };
      expect(at).toBeGreaterThanOrEqual(ends[i]!);
      expect(at - ends[i]!, 'closed within a second of its expiry').toBeLessThan(1_000);
    }

    // The other side's socket, on a token of its own, stays; the closed ones hear nothing more.
    expect((await sendOverHttp(seller, id, 'Still there?')).status).toBe(201);
    await vi.waitFor(() => expect(sellerSocket.texts()).toEqual(['Still there?']));
    expect(sockets.flatMap((socket) => socket.texts())).toEqual([]);

    // With a fresh token the client is back, and gets what it missed.
    const again = await openSocket(buyer, id);
    await vi.waitFor(() => expect(again.texts()).toEqual(['Still there?']));
    again.ws.close();
    sellerSocket.ws.close();
  }, 12_000);

  it('closes a socket past its expiry at its next frame, unheard, should the alarm come late', async () => {
    const { buyer, seller, id } = await conversationPair();
    expect((await sendOverHttp(seller, id, 'Still interested?')).status).toBe(201);
    // As an upgrade checked just before its token expired reaches the room just after.
    const { events, closed } = await forwardedSocket(id, buyer.user.id, Date.now() - 1);
    expect(await closed).toBe(SESSION_EXPIRED_CLOSE);
    expect(events).toEqual([]);
  });

  it("closes a deleted account's sockets at once, in each of its conversations", async () => {
    const { buyer, seller, id, product } = await conversationPair();
    const other = await listingForSale();
    const otherId = await startConversation(buyer, other.product._id);
    const sockets = [await openSocket(buyer, id), await openSocket(buyer, otherId)];
    const sellerSocket = await openSocket(seller, id);
    const closed = sockets.map(
      ({ ws }) => new Promise<number>((resolve) => ws.addEventListener('close', (event) => resolve(event.code))),
    );
    const admin = await signedInUser('buyer', { email: 'admin@thanda.test' });
    expect((await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    expect(await Promise.all(closed)).toEqual([SESSION_EXPIRED_CLOSE, SESSION_EXPIRED_CLOSE]);

    // The other side's socket stays, and the deleted account cannot open a new one.
    expect((await sendOverHttp(seller, id, `Is ${product.name} still wanted?`)).status).toBe(201);
    await vi.waitFor(() => expect(sellerSocket.texts()).toHaveLength(1));
    expect(sockets.flatMap((socket) => socket.texts())).toEqual([]);
    expect((await socketRequest(id, ['thanda.v1', `access-token.${buyer.token}`])).status).toBe(401);
    sellerSocket.ws.close();
  });

  it('closes, unheard, a socket that reaches the room after its account was deleted (a replica behind, a race)', async () => {
    const { buyer, seller, id } = await conversationPair();
    expect((await sendOverHttp(seller, id, 'Still interested?')).status).toBe(201);
    await testDb().update(users).set({ deletedAt: new Date() }).where(eq(users.id, buyer.user.id));
    // As the Worker forwards an upgrade it checked against a replica that had not seen the deletion.
    const { events, closed } = await forwardedSocket(id, buyer.user.id, Date.now() + 60_000);
    expect(await closed).toBe(SESSION_EXPIRED_CLOSE);
    expect(events).toEqual([expect.objectContaining({ type: 'error', reason: 'account-inactive' })]);
  });

  it('closes a socket whose account is found deleted when it sends, as when its room missed the deletion', async () => {
    const { buyer, id } = await conversationPair();
    const socket = await openSocket(buyer, id);
    const closed = new Promise<number>((resolve) =>
      socket.ws.addEventListener('close', (event) => resolve(event.code)),
    );
    await testDb().update(users).set({ deletedAt: new Date() }).where(eq(users.id, buyer.user.id));
    const refused = socket.send('Still there?');
    expect(await closed).toBe(SESSION_EXPIRED_CLOSE);
    expect(socket.events).toContainEqual(
      expect.objectContaining({ type: 'error', reason: 'account-inactive', clientId: refused }),
    );
    expect(await storedTexts(id)).toEqual([]);
  });

  it('refuses over the socket what it refuses over HTTP: length, a blocked conversation', async () => {
    const { buyer, seller, id } = await conversationPair();
    const socket = await openSocket(buyer, id);
    const long = socket.send('z'.repeat(2001));
    await vi.waitFor(() =>
      expect(socket.events).toContainEqual(
        expect.objectContaining({ type: 'error', reason: 'invalid-input', clientId: long }),
      ),
    );
    await api(`/conversations/${id}/block`, { method: 'PUT', headers: seller.auth });
    const blocked = socket.send('Hello?');
    await vi.waitFor(() =>
      expect(socket.events).toContainEqual(
        expect.objectContaining({ type: 'error', reason: 'conversation-blocked', clientId: blocked }),
      ),
    );
    expect(await storedTexts(id)).toEqual([]);
    socket.ws.close();
  });
});
