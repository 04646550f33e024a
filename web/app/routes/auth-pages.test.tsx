import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteView } from '@/app/route-view';
import { LoginPage } from './auth-pages';
import { Toaster } from '@/components/toaster';
import { AuthContext, type AuthContextValue, type AuthUser } from '@/features/auth/auth-context';
import { i18n } from '@/lib/i18n';
import { BrowserRouter } from '@/lib/router';
import { fakeAuth, stubApi } from '@/test/render';
import { AccountButton } from '@/features/auth/components/account-button';
import { RequireRole } from '@/features/auth/components/require-role';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const signedInUser: AuthUser = { uid: 'u1', email: 'buyer@thanda.test', displayName: 'Nila', emailVerified: true };

/** The navbar's account button over a dashboard page and /login, with a session that can end. */
function App({ signedIn }: { signedIn: boolean }) {
  const [status, setStatus] = useState<AuthContextValue['status']>(signedIn ? 'signed-in' : 'signed-out');
  const auth = fakeAuth({
    status,
    user: status === 'signed-in' ? signedInUser : null,
    signOut: vi.fn(async () => setStatus('signed-out')),
  });
  return (
    <AuthContext.Provider value={auth}>
      <AccountButton className="" />
      <RouteView
        routes={[
          { path: '/login', element: <LoginPage /> },
          {
            path: '/dashboard',
            element: <RequireRole />,
            children: [{ index: true, element: <h1>My Orders</h1> }],
          },
        ]}
      />
      <Toaster />
    </AuthContext.Provider>
  );
}

function renderAt(path: string, signedIn: boolean) {
  window.history.replaceState(null, '', path);
  const api = stubApi({ '/api/users/me': () => Response.json({ _id: 'u1', role: 'buyer' }) });
  vi.stubGlobal('fetch', api.fetchStub);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BrowserRouter>
          <App signedIn={signedIn} />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('signing out', () => {
  it('says "You are signed out", not "Please sign in to continue"', async () => {
    renderAt('/dashboard', true);
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You are signed out')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(/Please sign in to continue/)).not.toBeInTheDocument();
  });

  it('leaves "Please sign in to continue" for a visitor who opens a dashboard page', async () => {
    renderAt('/dashboard', false);
    expect(await screen.findByText(/Please sign in to continue/)).toBeInTheDocument();
    expect(screen.queryByText('You are signed out')).not.toBeInTheDocument();
  });
});
