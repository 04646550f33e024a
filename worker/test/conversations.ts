/** Conversation helpers for API tests: start one, send over HTTP, and speak the socket's protocol. */
import { env } from 'cloudflare:test';
import { expect, vi } from 'vitest';
import { conversationRoom, type ServerEvent } from '../conversations';
import { api, json, signedInUser } from './fixtures';
import { listingForSale, type Account } from './orders';

export async function startConversation(user: Account, productId: string) {
  const res = await api('/conversations', json({ productId }, user.auth));
  if (res.status !== 201 && res.status !== 200) throw new Error(`Start failed: ${res.status} ${await res.text()}`);
  return (await res.json<{ conversationId: string }>()).conversationId;
}

export const sendOverHttp = (user: Account, id: string, text: string, clientId = crypto.randomUUID()) =>
  api(`/conversations/${id}/messages`, json({ clientId, text }, user.auth));

export function socketRequest(id: string, protocols: string[]) {
  return api(`/conversations/${id}/socket`, {
    headers: { Upgrade: 'websocket', 'Sec-WebSocket-Protocol': protocols.join(', ') },
  });
}

/** A participant's open socket, recording every event it receives. */
export async function openSocket(user: Account, id: string, after = 0) {
  const res = await socketRequest(id, ['thanda.v1', `access-token.${user.token}`]);
  expect(res.status).toBe(101);
  expect(res.headers.get('Sec-WebSocket-Protocol')).toBe('thanda.v1');
  const ws = res.webSocket!;
  const events: ServerEvent[] = [];
  ws.addEventListener('message', (event) => {
    events.push(JSON.parse(event.data as string) as ServerEvent);
  });
  ws.accept();
  ws.send(JSON.stringify({ type: 'hello', after }));
  await vi.waitFor(() => expect(events.some((event) => event.type === 'ready')).toBe(true));
  return {
    ws,
    events,
    send: (text: string, clientId = crypto.randomUUID()) => {
      ws.send(JSON.stringify({ type: 'send', clientId, text }));
      return clientId;
    },
    /** The texts of the messages this socket was sent (acks of its own included), in order. */
    texts: () =>
      events.flatMap((event) => (event.type === 'message' || event.type === 'ack' ? [event.message.text] : [])),
    seqs: () =>
      events.flatMap((event) => (event.type === 'message' || event.type === 'ack' ? [event.message.seq] : [])),
  };
}

/** A listing for sale and a buyer who started a conversation about it. */
export async function conversationPair() {
  const { seller, product } = await listingForSale();
  const buyer = await signedInUser('buyer', { name: 'Nusrat Jahan' });
  const id = await startConversation(buyer, product._id);
  return { seller, buyer, product, id };
}

/** A conversation's stored messages, in order, as its Durable Object holds them. */
export async function storedMessages(id: string) {
  const room = conversationRoom(env, id);
  const all = [];
  for (let after = 0; ;) {
    const { messages } = await room.thread(id, { after });
    if (messages.length === 0) return all;
    all.push(...messages);
    after = messages.at(-1)!.seq;
  }
}

/** A conversation's stored messages as `seq:text`, in order. */
export const storedTexts = async (id: string) =>
  (await storedMessages(id)).map((message) => `${message.seq}:${message.text}`);
