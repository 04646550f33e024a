import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/features/auth/auth-context';
import { fakeAuth, renderRoutes, stubApi } from '@/test/render';
import { DashboardLayout } from '@/app/layouts/dashboard-layout';
import { TechnicianVisitsPage } from './technician-pages';

afterEach(() => vi.unstubAllGlobals());

const user: AuthUser = {
  uid: 'tech-uid',
  email: 'sohel@thanda.test',
  displayName: 'Sohel Rana',
  emailVerified: true,
};

function renderVisits({ technician }: { technician: boolean }) {
  const { fetchStub } = stubApi({
    '/api/users/me': () =>
      Response.json({ _id: 'u1', name: 'Sohel Rana', email: user.email, role: 'buyer', technician }),
    '/api/account/standing': () => Response.json({ suspension: null }),
    '/api/technician/inspections': () => Response.json({ upcoming: [], done: [] }),
  });
  vi.stubGlobal('fetch', fetchStub);
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [{ path: 'technician', element: <TechnicianVisitsPage /> }],
      },
    ],
    '/dashboard/technician',
    fakeAuth({ status: 'signed-in', user }),
  );
}

describe('TechnicianVisitsPage', () => {
  it('shows a technician their visits, with My visits in their menu', async () => {
    renderVisits({ technician: true });
    expect(await screen.findByRole('heading', { name: 'My visits' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(await within(menu).findByRole('link', { name: 'My visits' })).toHaveAttribute(
      'href',
      '/dashboard/technician',
    );
  });

  it('tells anyone else the page is for Thanda technicians', async () => {
    renderVisits({ technician: false });
    expect(await screen.findByRole('heading', { name: 'This page is for Thanda technicians' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My visits' })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).queryByRole('link', { name: 'My visits' })).not.toBeInTheDocument();
  });
});
