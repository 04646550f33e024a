import { screen } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { renderWithRouter, stubApi } from '@/test/render';
import { MessagesPage } from './messages-pages';

/** The notifications socket, played by the test. */
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

const conversation = {
  _id: 'c1',
  productId: 'p1',
  productName: 'Gree 1.5 Ton',
  productImg: '/api/images/a.webp',
  otherName: 'Karim',
  side: 'seller',
  lastMessage: 'Is it still available?',
  lastMessageMine: false,
  lastMessageAt: new Date(Date.now() - 60_000).toISOString(),
  unread: 1,
  blocked: false,
  status: 'open',
};

const notification = (kind: string) => ({
  id: `n-${kind}`,
  kind,
  params: { name: 'Karim', product: 'Gree 1.5 Ton' },
  link: kind === 'message' ? '/dashboard/messages/c1' : '/dashboard/mybuyers',
  read: false,
  createdAt: Date.now(),
});

/** An inbox that is empty until the buyer writes (`written`), under the navbar's bell. */
function openInbox() {
  let written = false;
  const api = stubApi({
    '/api/notifications/unread': () => Response.json({ unread: 0 }),
    '/api/conversations': () =>
      Response.json({ unreadTotal: written ? 1 : 0, conversations: written ? [conversation] : [] }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithRouter(
    <>
      <NotificationBell />
      <MessagesPage />
    </>,
  );
  const inboxReads = () => api.calls.filter((path) => path === '/api/conversations').length;
  return { write: () => (written = true), inboxReads };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  localStorage.setItem('accessToken', 'token-123');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('MessagesPage', () => {
  it('shows a new conversation as soon as its first message is notified, without waiting for the poll', async () => {
    const inbox = openInbox();
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    inbox.write();
    FakeSocket.all[0]!.receive({ type: 'notification', unread: 1, notification: notification('message') });
    expect(await screen.findByRole('link', { name: 'Karim about Gree 1.5 Ton, 1 unread' })).toHaveAttribute(
      'href',
      '/dashboard/messages/c1',
    );
    expect(inbox.inboxReads()).toBe(2);
  });

  it('does not ask again for a notification about something else', async () => {
    const inbox = openInbox();
    await screen.findByText(/No messages yet/);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.receive({ type: 'notification', unread: 1, notification: notification('booking') });
    // The bell counts it: the socket's event was handled, and the inbox was left alone.
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(inbox.inboxReads()).toBe(1);
  });
});
