import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { flushOutbox, outbox } from './outbox';
import { ThreadConnection } from './thread-connection';

const api = vi.hoisted(() => ({
  messagesAfter: vi.fn(async () => []),
  sendOverHttp: vi.fn(async () => ({})),
  markReadOverHttp: vi.fn(async () => undefined),
}));
vi.mock('@/features/messages/api/conversations', () => api);

/** Our access token for a user id, as the server signs it (the signature is not read here). */
const tokenOf = (userId: string) => `header.${btoa(JSON.stringify({ sub: userId })).replace(/=+$/, '')}.signature`;
const signIn = (userId: string) => localStorage.setItem('accessToken', tokenOf(userId));

const hello = { conversationId: 'conv-1', clientId: 'c1', text: 'Hello' };
const there = { conversationId: 'conv-2', clientId: 'c2', text: 'Still there?' };

beforeEach(() => {
  localStorage.clear();
  signIn('buyer-1');
  api.sendOverHttp.mockReset().mockResolvedValue({});
});
afterEach(() => vi.unstubAllGlobals());

describe('the outbox', () => {
  it('keeps what its writer wrote until it is acknowledged', () => {
    outbox.add(hello);
    outbox.add(there);
    expect(outbox.of('conv-1')).toEqual([hello]);
    outbox.remove('c1');
    expect(outbox.of('conv-1')).toEqual([]);
    expect(outbox.of('conv-2')).toEqual([there]);
  });

  it("is nobody else's: another person signed in on the phone neither sees nor sends it", async () => {
    outbox.add(hello);
    signIn('buyer-2');
    expect(outbox.of('conv-1')).toEqual([]);
    await flushOutbox();
    expect(api.sendOverHttp).not.toHaveBeenCalled();
    localStorage.removeItem('accessToken');
    expect(outbox.of('conv-1')).toEqual([]);
  });

  it('is forgotten at sign-out', () => {
    outbox.add(hello);
    outbox.clear();
    expect(outbox.of('conv-1')).toEqual([]);
  });
});

describe('flushOutbox', () => {
  it('sends what waits, in order, with the ids it was written with, and then forgets it', async () => {
    outbox.add(hello);
    outbox.add(there);
    await flushOutbox();
    expect(api.sendOverHttp.mock.calls).toEqual([
      ['conv-1', 'c1', 'Hello'],
      ['conv-2', 'c2', 'Still there?'],
    ]);
    expect([...outbox.of('conv-1'), ...outbox.of('conv-2')]).toEqual([]);
  });

  it('stops at a lost network and keeps the rest for the next time', async () => {
    outbox.add(hello);
    outbox.add(there);
    api.sendOverHttp.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await flushOutbox();
    expect(api.sendOverHttp).toHaveBeenCalledTimes(1);
    expect(outbox.of('conv-1')).toEqual([hello]);
    expect(outbox.of('conv-2')).toEqual([there]);
  });

  it('drops a message the server refuses for good, and keeps one it asks to send again', async () => {
    outbox.add(hello);
    outbox.add(there);
    api.sendOverHttp
      .mockRejectedValueOnce(new ApiRequestError(403, 'Blocked.', [], 'conversation-blocked'))
      .mockRejectedValueOnce(new ApiRequestError(409, 'Not sent.', [], 'message-not-stored'));
    await flushOutbox();
    expect(outbox.of('conv-1')).toEqual([]);
    expect(outbox.of('conv-2')).toEqual([there]);
  });
});

describe('a thread with messages written before a reload', () => {
  it('sends them again with their ids when its socket is ready, and forgets each once acknowledged', async () => {
    const sockets: { sent: unknown[]; target: EventTarget }[] = [];
    vi.stubGlobal(
      'WebSocket',
      class extends EventTarget {
        readonly sent: unknown[] = [];
        constructor() {
          super();
          sockets.push({ sent: this.sent, target: this });
        }
        send(data: string) {
          this.sent.push(JSON.parse(data));
        }
        close() {}
      },
    );
    outbox.add(hello);
    const on = {
      messages: vi.fn(),
      acknowledged: vi.fn(),
      refused: vi.fn(),
      read: vi.fn(),
      typing: vi.fn(),
      status: vi.fn(),
    };
    const connection = new ThreadConnection('conv-1', 0, on);
    connection.start();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    const receive = (event: unknown) =>
      socket.target.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
    receive({ type: 'ready' });
    expect(socket.sent).toContainEqual({ type: 'send', clientId: 'c1', text: 'Hello' });
    const stored = {
      _id: 'm1',
      seq: 1,
      senderId: 'buyer-1',
      text: 'Hello',
      clientId: 'c1',
      createdAt: '2026-12-06T00:00:00.000Z',
    };
    receive({ type: 'ack', clientId: 'c1', message: stored });
    expect(on.acknowledged).toHaveBeenCalledWith('c1', stored);
    expect(outbox.of('conv-1')).toEqual([]);
    connection.stop();
  });
});
