import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/features/auth/auth-context';
import { fakeAuth, renderRoutes, stubApi } from '@/test/render';
import { DashboardLayout } from './dashboard-layout';

afterEach(() => vi.unstubAllGlobals());

const seller: AuthUser = {
  uid: 'seller-uid',
  email: 'seller1@thanda.test',
  displayName: 'Rahim Uddin',
  emailVerified: true,
};

function renderAsSeller({ verified }: { verified: boolean }) {
  const { fetchStub, calls } = stubApi({
    '/api/users/me': () => Response.json({ _id: 's1', name: 'Rahim Uddin', email: seller.email, role: 'seller' }),
    '/api/account/standing': () => Response.json({ suspension: null }),
    '/api/verification-requests/mine': () => Response.json({ verified, request: null, sellerId: 's1' }),
  });
  vi.stubGlobal('fetch', fetchStub);
  renderRoutes(
    [{ path: '/dashboard', element: <DashboardLayout /> }],
    '/dashboard',
    fakeAuth({ status: 'signed-in', user: seller }),
  );
  return calls;
}

describe('DashboardLayout', () => {
  it('asks a seller who is not verified to get verified', async () => {
    renderAsSeller({ verified: false });
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await within(menu).findByRole('link', { name: 'Get verified' })).toHaveAttribute(
      'href',
      '/dashboard/verification',
    );
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  });

  it("keeps My Orders and My WishList in a seller's menu: a seller can buy too (issue 64)", async () => {
    renderAsSeller({ verified: false });
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await within(menu).findByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
    expect(within(menu).getByRole('link', { name: 'My WishList' })).toHaveAttribute('href', '/dashboard/mywishlist');
  });

  it('still leads a verified seller to their verification, without asking them to get verified', async () => {
    const calls = renderAsSeller({ verified: true });
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await within(menu).findByRole('link', { name: 'Verification' })).toHaveAttribute(
      'href',
      '/dashboard/verification',
    );
    expect(within(menu).queryByRole('link', { name: 'Get verified' })).not.toBeInTheDocument();
    // The menu and the verification notice share one request.
    expect(calls.filter((path) => path === '/api/verification-requests/mine')).toHaveLength(1);
  });
});
