import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationText } from '@shared/notification-texts';
import { i18n } from '@/lib/i18n';
import { renderWithRouter, stubApi } from '@/test/render';
import { NotificationsList } from './notifications-list';

afterEach(() => vi.unstubAllGlobals());

const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;

const booking = {
  id: 'n2',
  kind: 'booking' as const,
  params: { name: 'Karim', product: 'Gree 1.5 Ton' },
  link: '/dashboard/mybuyers',
  read: false,
  createdAt: minutesAgo(5),
};
const approved = {
  id: 'n1',
  kind: 'listing-approved' as const,
  params: { product: 'Walton 1 Ton' },
  link: '/listing/p1',
  read: true,
  createdAt: minutesAgo(120),
};

function serve(pages: Record<string, unknown>[], unread = 1) {
  const api = stubApi({
    '/api/notifications': () => Response.json(pages.shift() ?? { notifications: [], unread, next: null }),
    '/api/notifications/unread': () => Response.json({ unread }),
    '/api/notifications/n2/read': () => Response.json({ acknowledged: true, unread: unread - 1 }),
    '/api/notifications/read-all': () => Response.json({ acknowledged: true, unread: 0 }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithRouter(<NotificationsList />);
  return api;
}

describe('NotificationsList', () => {
  it("shows each row's title and body from the shared texts, unread ones marked, with how long ago", async () => {
    serve([{ notifications: [booking, approved], unread: 1, next: null }]);
    const text = notificationText('booking', booking.params, 'en');
    const row = await screen.findByRole('link', { name: new RegExp(`^Unread: ${text.title}`) });
    expect(row).toHaveAttribute('href', '/dashboard/mybuyers');
    expect(row).toHaveTextContent(text.body);
    expect(row).toHaveTextContent('5 min ago');
    const read = screen.getByRole('link', {
      name: new RegExp(notificationText('listing-approved', approved.params, 'en').title),
    });
    expect(read).not.toHaveTextContent('Unread');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/notifications/settings');
  });

  it('writes the rows in Bangla on a Bangla page', async () => {
    i18n.activate('bn');
    serve([{ notifications: [booking], unread: 1, next: null }]);
    expect(await screen.findByText(notificationText('booking', booking.params, 'bn').title)).toBeInTheDocument();
  });

  it('marks a notification read when it is opened, and all of them at once', async () => {
    const { requests } = serve([{ notifications: [booking, approved], unread: 1, next: null }]);
    const title = notificationText('booking', booking.params, 'en').title;
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(`^Unread: ${title}`) }));
    await vi.waitFor(() => expect(requests).toContainEqual({ method: 'PUT', path: '/api/notifications/n2/read' }));
    expect(await screen.findByRole('link', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    // Opening one that is read already asks nothing.
    await userEvent.click(
      screen.getByRole('link', { name: new RegExp(notificationText('listing-approved', approved.params, 'en').title) }),
    );
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks all as read, and loads older ones by the cursor', async () => {
    const { requests, calls } = serve([
      { notifications: [booking], unread: 1, next: 'cursor-1' },
      { notifications: [approved], unread: 1, next: null },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText(notificationText('listing-approved', approved.params, 'en').title),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.filter((path) => path === '/api/notifications')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(requests).toContainEqual({ method: 'PUT', path: '/api/notifications/read-all' }));
    const list = screen.getByRole('list');
    await vi.waitFor(() => expect(within(list).queryByText('Unread:')).not.toBeInTheDocument());
  });

  it('says so when there is nothing yet', async () => {
    serve([{ notifications: [], unread: 0, next: null }], 0);
    expect(await screen.findByText(/^Nothing yet\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
