import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import type { AuthUser } from '@/features/auth/auth-context';
import { RequireRole } from '@/features/auth/components/require-role';
import type { Role } from '@/features/auth/api/get-role';
import { Outlet } from '@/lib/router';
import { fakeAuth, renderRoutes, stubApi } from '@/test/render';
import { SellPage } from './sell-page';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const nila: AuthUser = { uid: 'u1', email: 'nila@thanda.test', displayName: 'Nila', emailVerified: true };

const account = (role: Role | null) => ({ _id: 'u1', name: 'Nila', email: nila.email, role });

/** /sell behind its guard, and the screens it leads to; the API answers as the Worker would. */
function openSell(start: Role | null, selling: () => Response = () => Response.json(account('seller'))) {
  let role = start;
  const api = stubApi({
    '/api/users/me': () => Response.json(account(role)),
    '/api/users/me/selling': () => {
      const answer = selling();
      if (answer.ok) role = 'seller';
      return answer;
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: 'sell', element: <RequireRole />, children: [{ index: true, element: <SellPage /> }] },
          { path: 'dashboard', element: <h1>Dashboard</h1> },
          {
            path: 'dashboard/addproduct',
            element: <RequireRole roles={['seller']} />,
            children: [{ index: true, element: <h1>Add A Product</h1> }],
          },
          { path: 'login', element: <h1>Login</h1> },
        ],
      },
    ],
    '/sell',
    start ? fakeAuth({ status: 'signed-in', user: nila }) : fakeAuth(),
  );
  return api;
}

describe('/sell', () => {
  it('makes a buyer a seller in one step and takes them to Add A Product', async () => {
    const api = openSell('buyer');
    expect(await screen.findByRole('heading', { name: 'Start selling on Thanda' })).toBeInTheDocument();
    expect(screen.getByText(/Your orders, wish list and messages stay as they are/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start selling' }));

    // The seller's own screen lets them in at once: the role was read again before moving on.
    expect(await screen.findByRole('heading', { name: 'Add A Product' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/addproduct');
    expect(await screen.findByText('You can post ads now')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/users/me/selling')).toEqual([
      { method: 'POST', path: '/api/users/me/selling' },
    ]);
  });

  it('says why when the API refuses, and stays', async () => {
    openSell('buyer', () =>
      Response.json(
        {
          reason: 'account-suspended',
          params: {},
          message:
            'Your account is suspended, so you cannot list, book, pay or send messages for now. Your dashboard says why.',
        },
        { status: 403 },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Start selling' }));
    expect(await screen.findByText(/Your account is suspended/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sell');
    expect(screen.getByRole('button', { name: 'Start selling' })).toBeEnabled();
  });

  it('takes a seller straight to Add A Product, asking nothing', async () => {
    const api = openSell('seller');
    expect(await screen.findByRole('heading', { name: 'Add A Product' })).toBeInTheDocument();
    expect(api.calls).not.toContain('/api/users/me/selling');
  });

  it('sends an admin, who does not sell, to the dashboard', async () => {
    openSell('admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a visitor to log in and back here', async () => {
    openSell(null);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect((window.history.state as { usr: unknown }).usr).toMatchObject({ from: '/sell' });
  });
});
