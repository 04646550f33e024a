import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ThreadMessage } from '@/features/messages/api/conversations';
import { ThreadConnection, type ThreadHandlers } from './thread-connection';

const api = vi.hoisted(() => ({
  messagesAfter: vi.fn(async (): Promise<ThreadMessage[]> => []),
  sendOverHttp: vi.fn(),
  markReadOverHttp: vi.fn(async () => undefined),
}));
vi.mock('@/features/messages/api/conversations', () => api);

/** A WebSocket the test drives: it records what the page sends and plays the server's part. */
class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  readonly sent: unknown[] = [];
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.dispatchEvent(new Event('close'));
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  receive(event: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

const message = (seq: number, clientId = `c${seq}`): ThreadMessage => ({
  _id: `m${seq}`,
  seq,
  senderId: 'u1',
  text: `Message ${seq}`,
  clientId,
  createdAt: '2026-11-24T00:00:00.000Z',
});

function handlers() {
  return {
    messages: vi.fn(),
    acknowledged: vi.fn(),
    refused: vi.fn(),
    read: vi.fn(),
    typing: vi.fn(),
    status: vi.fn(),
  } satisfies ThreadHandlers;
}

const lastSocket = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  localStorage.setItem('accessToken', 'token-123');
  api.messagesAfter.mockResolvedValue([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ThreadConnection', () => {
  it('asks for what it missed, then opens the socket with the token as a subprotocol and says hello after it', async () => {
    api.messagesAfter.mockResolvedValueOnce([message(4), message(5)]);
    const on = handlers();
    const connection = new ThreadConnection('conv-1', 3, on);
    connection.start();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(api.messagesAfter).toHaveBeenCalledWith('conv-1', 3);
    expect(on.messages).toHaveBeenCalledWith([message(4), message(5)]);
    const socket = lastSocket();
    expect(socket.url).toMatch(/\/api\/conversations\/conv-1\/socket$/);
    expect(socket.protocols).toEqual(['thanda.v1', 'access-token.token-123']);
    socket.open();
    expect(socket.sent).toEqual([{ type: 'hello', after: 5 }]);
    socket.receive({ type: 'ready' });
    expect(on.status).toHaveBeenLastCalledWith('live');
    connection.stop();
  });

  it('sends again, with the same id, what was not acknowledged when the socket dropped, and the read mark', async () => {
    vi.useFakeTimers();
    const on = handlers();
    const connection = new ThreadConnection('conv-1', 0, on);
    connection.start();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const first = lastSocket();
    first.open();
    first.receive({ type: 'ready' });
    connection.send('client-a', 'Is it still available?');
    expect(first.sent.at(-1)).toEqual({ type: 'send', clientId: 'client-a', text: 'Is it still available?' });
    // The server closes a socket whose token expired without reading what it was sent last.
    connection.markRead(4);
    first.close();

    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    const second = lastSocket();
    second.open();
    second.receive({ type: 'ready' });
    expect(second.sent).toEqual([
      { type: 'hello', after: 0 },
      { type: 'send', clientId: 'client-a', text: 'Is it still available?' },
      { type: 'read', seq: 4 },
    ]);
    second.receive({ type: 'ack', clientId: 'client-a', message: message(1, 'client-a') });
    expect(on.acknowledged).toHaveBeenCalledWith('client-a', message(1, 'client-a'));
    connection.stop();
  });

  it('falls back to plain requests when sockets cannot open', async () => {
    vi.useFakeTimers();
    api.sendOverHttp.mockResolvedValue(message(1, 'client-b'));
    const on = handlers();
    const connection = new ThreadConnection('conv-1', 0, on);
    connection.start();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    lastSocket().close();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    lastSocket().close();
    expect(on.status).toHaveBeenLastCalledWith('polling');

    connection.send('client-b', 'Hello?');
    await vi.waitFor(() => expect(on.acknowledged).toHaveBeenCalledWith('client-b', message(1, 'client-b')));
    expect(api.sendOverHttp).toHaveBeenCalledWith('conv-1', 'client-b', 'Hello?');
    api.messagesAfter.mockResolvedValueOnce([message(2)]);
    await vi.advanceTimersByTimeAsync(4_000);
    await vi.waitFor(() => expect(on.messages).toHaveBeenCalledWith([message(2)]));
    expect(api.messagesAfter).toHaveBeenLastCalledWith('conv-1', 1);
    connection.stop();
  });
});
