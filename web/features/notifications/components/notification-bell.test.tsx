import { screen, within } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationText } from '@shared/notification-texts';
import { Navbar } from '@/components/navbar';
import { Toaster } from '@/components/toaster';
import { i18n } from '@/lib/i18n';
import { renderRoutes, renderWithRouter, stubApi } from '@/test/render';
import { NotificationBell } from './notification-bell';

/** A WebSocket the test drives, playing the server's part. */
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

const booking = {
  id: 'n9',
  kind: 'booking' as const,
  params: { name: 'Karim', product: 'Gree 1.5 Ton' },
  link: '/dashboard/mybuyers',
  read: false,
  createdAt: Date.now(),
};

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  localStorage.setItem('accessToken', 'token-123');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

function serve(unread: number) {
  const api = stubApi({ '/api/notifications/unread': () => Response.json({ unread }) });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

const bell = (
  <>
    <Navbar notifications={<NotificationBell />} />
    <Toaster />
  </>
);

describe('NotificationBell', () => {
  it('shows the unread count and says it in its name, linking to the notifications', async () => {
    const { calls } = serve(3);
    renderWithRouter(bell);
    const link = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(link).toHaveAttribute('href', '/dashboard/notifications');
    expect(within(link).getByTestId('notifications-unread')).toHaveTextContent('3');
    // Beside the phone's menu button, not folded into the menu.
    expect(screen.getByRole('button', { name: 'Menu' }).parentElement).toContainElement(link);
    // The socket opens with the token as a subprotocol, and takes the count the bell asked for.
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(FakeSocket.all[0]!.url).toMatch(/\/api\/notifications\/socket$/);
    expect(FakeSocket.all[0]!.protocols).toEqual(['thanda.v1', 'access-token.token-123']);
    expect(calls.filter((path) => path === '/api/notifications/unread')).toHaveLength(1);
  });

  it('says only Notifications when nothing is unread, and names the count in Bangla', async () => {
    serve(0);
    const view = renderWithRouter(bell);
    const link = await screen.findByRole('link', { name: 'Notifications' });
    expect(within(link).queryByTestId('notifications-unread')).not.toBeInTheDocument();
    view.unmount();

    i18n.activate('bn');
    serve(12);
    renderWithRouter(bell);
    expect(await screen.findByRole('link', { name: 'নোটিফিকেশন, ১২টি পড়া হয়নি' })).toBeInTheDocument();
  });

  it('counts a new notification at once and shows its title in a toast', async () => {
    serve(1);
    renderWithRouter(bell);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.receive({ type: 'notification', unread: 2, notification: booking });
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(await screen.findByText(notificationText('booking', booking.params, 'en').title)).toBeInTheDocument();
  });

  it('shows no toast on the notifications page, which lists it itself', async () => {
    serve(0);
    renderRoutes([{ path: '*', element: bell }], '/dashboard/notifications');
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.receive({ type: 'notification', unread: 1, notification: booking });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.queryByText(notificationText('booking', booking.params, 'en').title)).not.toBeInTheDocument();
  });
});
