import { I18nTransitionProvider } from '@/app/i18n-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouteView, type AppRoute } from '@/app/route-view';
import { BrowserRouter } from '@/lib/router';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';
import { i18n } from '@/lib/i18n';

/** An auth context for component tests: signed out, every action a spy that succeeds. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'signed-out',
    user: null,
    usesEmulator: true,
    signIn: vi.fn(async () => {}),
    signUp: vi.fn(async () => {}),
    signInWithGoogle: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    sendVerificationEmail: vi.fn(async () => {}),
    confirmEmailVerified: vi.fn(async () => true),
    ...overrides,
  };
}

/**
 * Renders routes at a path with a fresh query client that does not retry. The path becomes the
 * test document's address, as the tab's own address is the SPA's.
 */
export function renderRoutes(routes: AppRoute[], path = '/', auth: AuthContextValue = fakeAuth()) {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <I18nTransitionProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <BrowserRouter>
            <RouteView routes={routes} />
          </BrowserRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </I18nTransitionProvider>,
  );
  return { ...result, auth };
}

/** Renders one element inside a router, for components that render links. */
export function renderWithRouter(element: React.ReactNode, auth?: AuthContextValue) {
  return renderRoutes([{ path: '*', element }], '/', auth);
}

/** Replaces fetch for one test with answers by path. */
export function stubApi(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  /** Each call's method and path, for tests of what a screen asked the API to do. */
  const requests: { method: string; path: string }[] = [];
  /** Each body sent, with its path: parsed when it is JSON, as text otherwise. */
  const bodies: { path: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    calls.push(url.pathname);
    requests.push({ method: input instanceof Request ? input.method : (init?.method ?? 'GET'), path: url.pathname });
    const text =
      typeof init?.body === 'string' ? init.body : input instanceof Request ? await input.clone().text() : '';
    if (text) bodies.push({ path: url.pathname, body: parsedOrText(text) });
    const answer = answers[url.pathname];
    return answer ? answer() : Response.json({ message: 'Not found' }, { status: 404 });
  };
  return { fetchStub, calls, requests, bodies };
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
