import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from '@/components/navbar';
import { renderWithRouter, stubApi } from '@/test/render';
import { UnreadBadgeLink, UnreadMenuDot } from './unread-badge-link';

afterEach(() => vi.unstubAllGlobals());

function renderNavbar(unread: number, signedIn = true) {
  const api = stubApi({ '/api/conversations/unread': () => Response.json({ count: unread }) });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithRouter(
    <Navbar
      messages={<UnreadBadgeLink className="" signedIn={signedIn} />}
      menuBadge={<UnreadMenuDot signedIn={signedIn} />}
    />,
  );
  return api;
}

describe('unread messages in the navbar', () => {
  it('shows the count on Messages and a dot on the folded menu, from one request', async () => {
    const { calls } = renderNavbar(3);
    const menu = screen.getByRole('button', { name: /^Menu/ });
    expect(await within(menu).findByTestId('unread-dot')).toBeInTheDocument();
    expect(menu).toHaveAccessibleName('Menu 3 unread messages');
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(calls.filter((path) => path === '/api/conversations/unread')).toHaveLength(1);
    // Open, the menu shows the count itself.
    await userEvent.click(menu);
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('shows no dot when nothing is unread, and asks nothing for a visitor', async () => {
    renderNavbar(0);
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    const { calls } = renderNavbar(5, false);
    expect(calls).toEqual([]);
  });
});
