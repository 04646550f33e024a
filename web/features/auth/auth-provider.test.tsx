import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type AuthContextValue } from './auth-context';
import { AuthProvider } from './auth-provider';
import * as firebase from './lib/firebase-session';

vi.mock('./lib/firebase-session', () => ({
  onUserChanged: vi.fn(() => () => {}),
  signInWithPassword: vi.fn(),
  createAccount: vi.fn(),
  signOutUser: vi.fn(async () => {}),
  sendVerificationEmail: vi.fn(async () => {}),
  reloadSignedInUser: vi.fn(),
  freshIdToken: vi.fn(),
}));

const EMAIL = 'old.seller@example.test';

function firebaseUser(emailVerified: boolean) {
  return {
    uid: 'uid-1',
    email: EMAIL,
    displayName: 'Old Seller',
    emailVerified,
    getIdToken: vi.fn(async () => 'id-token'),
  };
}
type FakeUser = ReturnType<typeof firebaseUser>;
const asUser = (user: FakeUser) => user as unknown as firebase.User;

interface Exchange {
  url: URL;
  authorization: string | null;
}

const registered = () => Response.json({ acknowledged: true, insertedId: 'u1' }, { status: 201 });

/** Answers /api/jwt with `jwt` and /api/users with `users`, recording each exchange. */
function stubServer(jwt: () => Response, users = registered) {
  const exchanges: Exchange[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/users') return users();
    exchanges.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    return jwt();
  });
  return exchanges;
}

function renderProvider() {
  const current: { auth: AuthContextValue | null } = { auth: null };
  function Probe() {
    current.auth = useAuth();
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return () => current.auth!;
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AuthProvider and e-mail verification', () => {
  it('exchanges the ID token without ?email=', async () => {
    const exchanges = stubServer(() => Response.json({ accessToken: 'access-1' }));
    vi.mocked(firebase.signInWithPassword).mockResolvedValue(asUser(firebaseUser(true)));
    const auth = renderProvider();
    await act(() => auth().signIn(EMAIL, 'secret-pass'));
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.url.search).toBe('');
    expect(exchanges[0]!.authorization).toBe('Bearer id-token');
    expect(auth().user).toMatchObject({ email: EMAIL, emailVerified: true });
  });

  it('sends a verification link when the server wants the e-mail verified before sign-in', async () => {
    stubServer(() =>
      Response.json({ message: 'Verify your e-mail address first.', reason: 'email-unverified' }, { status: 403 }),
    );
    const user = firebaseUser(false);
    vi.mocked(firebase.signInWithPassword).mockResolvedValue(asUser(user));
    const auth = renderProvider();
    await expect(act(() => auth().signIn(EMAIL, 'secret-pass'))).rejects.toThrow(
      `We sent a verification link to ${EMAIL}. Open it, then log in again.`,
    );
    expect(firebase.sendVerificationEmail).toHaveBeenCalledWith(user);
    expect(firebase.signOutUser).toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('still says what to do when no new link can be sent', async () => {
    stubServer(() =>
      Response.json({ message: 'Verify your e-mail address first.', reason: 'email-unverified' }, { status: 403 }),
    );
    vi.mocked(firebase.signInWithPassword).mockResolvedValue(asUser(firebaseUser(false)));
    vi.mocked(firebase.sendVerificationEmail).mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/too-many-requests' }),
    );
    const auth = renderProvider();
    await expect(act(() => auth().signIn(EMAIL, 'secret-pass'))).rejects.toThrow(
      `Please verify ${EMAIL} first: open the verification link we sent you, then log in again.`,
    );
  });

  it("passes on the server's words for an e-mail held by another account", async () => {
    const message = 'This e-mail address belongs to another Thanda account. Please contact Thanda if it is yours.';
    stubServer(() => Response.json({ reason: 'email-taken', params: {}, message }, { status: 409 }));
    vi.mocked(firebase.signInWithPassword).mockResolvedValue(asUser(firebaseUser(true)));
    const auth = renderProvider();
    await expect(act(() => auth().signIn(EMAIL, 'secret-pass'))).rejects.toMatchObject({ status: 409, message });
    expect(firebase.sendVerificationEmail).not.toHaveBeenCalled();
  });

  it('sends a new seller one verification e-mail, and a new buyer none', async () => {
    stubServer(() => Response.json({ accessToken: 'access-1' }));
    vi.mocked(firebase.createAccount).mockResolvedValue(asUser(firebaseUser(false)));
    const auth = renderProvider();
    await act(() => auth().signUp({ name: 'New Buyer', email: EMAIL, password: 'secret-pass', role: 'buyer' }));
    expect(firebase.sendVerificationEmail).not.toHaveBeenCalled();
    await act(() => auth().signUp({ name: 'New Seller', email: EMAIL, password: 'secret-pass', role: 'seller' }));
    expect(firebase.sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(auth().user).toMatchObject({ emailVerified: false });
  });

  it('sends a verification link when the server refuses to register an unverified e-mail', async () => {
    const exchanges = stubServer(
      () => Response.json({ accessToken: 'access-1' }),
      () =>
        Response.json(
          { message: 'This e-mail address already has a Thanda account.', reason: 'email-unverified' },
          { status: 403 },
        ),
    );
    vi.mocked(firebase.createAccount).mockResolvedValue(asUser(firebaseUser(false)));
    const auth = renderProvider();
    await expect(
      act(() => auth().signUp({ name: 'Old Seller', email: EMAIL, password: 'secret-pass', role: 'seller' })),
    ).rejects.toThrow(`We sent a verification link to ${EMAIL}. Open it, then log in again.`);
    expect(firebase.sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(exchanges).toHaveLength(0);
  });

  it('after verification, renews the access token with a fresh ID token and marks the user verified', async () => {
    const exchanges = stubServer(() => Response.json({ accessToken: `access-${exchanges.length}` }));
    vi.mocked(firebase.signInWithPassword).mockResolvedValue(asUser(firebaseUser(false)));
    const auth = renderProvider();
    await act(() => auth().signIn(EMAIL, 'secret-pass'));
    expect(auth().user?.emailVerified).toBe(false);

    vi.mocked(firebase.reloadSignedInUser).mockResolvedValue({
      user: asUser(firebaseUser(true)),
      idToken: 'fresh-id-token',
    });
    let verified = false;
    await act(async () => {
      verified = await auth().confirmEmailVerified();
    });
    expect(verified).toBe(true);
    expect(exchanges.at(-1)!.authorization).toBe('Bearer fresh-id-token');
    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(auth().user?.emailVerified).toBe(true);
  });

  it('keeps the user unverified, without a new exchange, while the link is unopened', async () => {
    const exchanges = stubServer(() => Response.json({ accessToken: 'access-1' }));
    vi.mocked(firebase.signInWithPassword).mockResolvedValue(asUser(firebaseUser(false)));
    const auth = renderProvider();
    await act(() => auth().signIn(EMAIL, 'secret-pass'));
    vi.mocked(firebase.reloadSignedInUser).mockResolvedValue({
      user: asUser(firebaseUser(false)),
      idToken: 'fresh-id-token',
    });
    let verified = true;
    await act(async () => {
      verified = await auth().confirmEmailVerified();
    });
    expect(verified).toBe(false);
    expect(exchanges).toHaveLength(1);
    expect(auth().user?.emailVerified).toBe(false);
  });
});

describe('AuthProvider and who is signed in', () => {
  afterEach(() => vi.useRealTimers());

  it('takes a visitor without an access token as signed out, and loads Firebase once another tab signs in', async () => {
    vi.useFakeTimers();
    const auth = renderProvider();
    expect(auth().status).toBe('signed-out');
    // Past the moment the page has settled (3 s at the latest): Firebase was never asked.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    // Nor when another tab removes a token.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: null }));
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(firebase.onUserChanged).not.toHaveBeenCalled();

    vi.mocked(firebase.onUserChanged).mockImplementationOnce((listener) => {
      listener(asUser(firebaseUser(true)));
      return () => {};
    });
    localStorage.setItem('accessToken', 'access-from-another-tab');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: 'access-from-another-tab' }));
    });
    await vi.waitFor(() => expect(firebase.onUserChanged).toHaveBeenCalledTimes(1));
    expect(auth().status).toBe('signed-in');
    expect(auth().user).toMatchObject({ email: EMAIL });
  });

  it('leaves a sign-in running in another tab to that tab, and follows it once its token is stored', async () => {
    const exchanges = stubServer(() => Response.json({ accessToken: 'access-here' }));
    let report: (user: firebase.User | null) => void = () => {};
    vi.mocked(firebase.onUserChanged).mockImplementation((listener) => {
      report = listener;
      return () => {};
    });
    localStorage.setItem('accessToken', 'access-1');
    const auth = renderProvider();
    await vi.waitFor(() => expect(firebase.onUserChanged).toHaveBeenCalled());
    // The other tab signs out, then signs up: Firebase has the new user before its token.
    localStorage.removeItem('accessToken');
    act(() => report(null));
    act(() => report(asUser(firebaseUser(true))));
    expect(auth().status).toBe('signed-out');
    expect(exchanges).toHaveLength(0);

    localStorage.setItem('accessToken', 'access-from-another-tab');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: 'access-from-another-tab' }));
    });
    expect(auth().status).toBe('signed-in');
    expect(auth().user).toMatchObject({ email: EMAIL });
    expect(exchanges).toHaveLength(0);
  });

  it('asks Firebase who is signed in once the page has settled, when the visitor holds an access token', async () => {
    localStorage.setItem('accessToken', 'access-1');
    const auth = renderProvider();
    expect(auth().status).toBe('loading');
    await vi.waitFor(() => expect(firebase.onUserChanged).toHaveBeenCalledTimes(1));
  });

  it('follows the session after a sign-in in this tab', async () => {
    stubServer(() => Response.json({ accessToken: 'access-1' }));
    vi.mocked(firebase.signInWithPassword).mockResolvedValue(asUser(firebaseUser(true)));
    const auth = renderProvider();
    expect(firebase.onUserChanged).not.toHaveBeenCalled();
    await act(() => auth().signIn(EMAIL, 'secret-pass'));
    expect(auth().status).toBe('signed-in');
    await vi.waitFor(() => expect(firebase.onUserChanged).toHaveBeenCalledTimes(1));
  });
});
