import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationSocket, type NotificationHandlers } from './notification-socket';

class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    super();
    FakeSocket.all.push(this);
  }
  close() {
    this.dispatchEvent(new Event('close'));
  }
  receive(event: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

const lastSocket = () => FakeSocket.all.at(-1)!;

function handlers() {
  return { count: vi.fn(async () => 2), unread: vi.fn(), notification: vi.fn() } satisfies NotificationHandlers;
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('NotificationSocket', () => {
  it('takes the count, opens with the token as a subprotocol and passes on what the server sends', async () => {
    const on = handlers();
    const socket = new NotificationSocket(on);
    socket.start();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(on.count).toHaveBeenCalledWith(false);
    expect(on.unread).toHaveBeenCalledWith(2);
    expect(lastSocket().protocols).toEqual(['thanda.v1', 'access-token.token-1']);
    lastSocket().receive({ type: 'unread', unread: 3 });
    expect(on.unread).toHaveBeenLastCalledWith(3);
    const notification = { id: 'n1', kind: 'review', params: {}, link: '/seller/s1', read: false, createdAt: 1 };
    lastSocket().receive({ type: 'notification', unread: 4, notification });
    expect(on.notification).toHaveBeenCalledWith(notification, 4);
    socket.stop();
  });

  it('reconnects after the server closes it (an expired token), asking the count afresh first', async () => {
    vi.useFakeTimers();
    const on = handlers();
    const socket = new NotificationSocket(on);
    socket.start();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    // The fresh request renewed the token.
    on.count.mockImplementationOnce(async () => {
      localStorage.setItem('accessToken', 'token-2');
      return 5;
    });
    lastSocket().close();
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(on.count).toHaveBeenLastCalledWith(true);
    expect(on.unread).toHaveBeenLastCalledWith(5);
    expect(lastSocket().protocols).toEqual(['thanda.v1', 'access-token.token-2']);

    // Stopped (signed out), it stays closed.
    socket.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
