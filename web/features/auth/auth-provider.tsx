import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { accessToken } from '@/lib/access-token';
import { usesEmulator } from '@/lib/firebase-config';
import { ApiRequestError, configureSession } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { exchangeToken, registerAccount } from './api/session';
import { EmailNotVerifiedError } from './lib/email-not-verified';
import { whenPageSettled } from './lib/when-page-settled';
import { AuthContext, type AuthContextValue, type AuthUser } from './auth-context';
import type { User } from './lib/firebase-session';

// Firebase loads after the first render, in its own chunk.
const loadFirebase = () => import('./lib/firebase-session');
// So do the toasts' store and their drawing (app/providers.tsx): only sign-ins and sign-outs tell here.
const loadToast = async () => (await import('react-hot-toast/headless')).default;

const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email ?? '',
  displayName: user.displayName,
  emailVerified: user.emailVerified,
});

/**
 * Runs the server's part of a sign-in. When the server first wants proof that the e-mail is theirs
 * (it answers 'email-unverified' for an older account with this address), a verification link
 * goes out and the sign-in stops with words saying what to do.
 */
async function askToVerifyWhenRefused<T>(firebaseUser: User, serverPart: () => Promise<T>) {
  try {
    return await serverPart();
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.reason === 'email-unverified')) throw error;
    const firebase = await loadFirebase();
    // A send refused (say, too many links lately) still leaves the link sent earlier working.
    const linkSent = await firebase.sendVerificationEmail(firebaseUser).then(
      () => true,
      () => false,
    );
    throw new EmailNotVerifiedError(firebaseUser.email ?? '', linkSent);
  }
}

/**
 * Observes the identity provider and keeps our access token in step with it: exchanged after every
 * sign-in (registering the account first on sign-up and Google sign-in), renewed once on a 401,
 * removed on sign-out together with every cached query.
 */
export function AuthProvider({
  children,
  beforeSignOut,
}: {
  children: React.ReactNode;
  /** What this device lets go of while the token still works (its push subscription). */
  beforeSignOut?: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  // Sign-in always stores our access token and sign-out removes it with Firebase's session, so a
  // visitor without one is signed out from the first render, and never downloads Firebase until
  // they sign in (here or in another tab): most visitors of a shared listing never do.
  const [status, setStatus] = useState<AuthContextValue['status']>(() =>
    accessToken.get() ? 'loading' : 'signed-out',
  );
  const [user, setUser] = useState<AuthUser | null>(null);
  // While a sign-in flow runs, it (not the observer) establishes the session.
  const flowRunning = useRef(false);
  // Starts observing Firebase's user, once; a sign-in in this tab starts it too.
  const observeUser = useRef(() => {});

  const establish = useCallback(
    async (firebaseUser: User, registration?: { name: string; role: 'buyer' | 'seller' }) => {
      const email = firebaseUser.email ?? '';
      const idToken = await firebaseUser.getIdToken();
      const token = await askToVerifyWhenRefused(firebaseUser, async () => {
        if (registration) await registerAccount(idToken, { ...registration, email });
        return exchangeToken(idToken);
      });
      accessToken.set(token);
      setUser(toAuthUser(firebaseUser));
      setStatus('signed-in');
    },
    [],
  );

  const signOut = useCallback(async () => {
    // A shared phone or a café's computer must not show the next person this one's pushes.
    await beforeSignOut?.().catch(() => undefined);
    const firebase = await loadFirebase();
    await firebase.signOutUser();
    accessToken.clear();
    queryClient.clear();
    setUser(null);
    setStatus('signed-out');
  }, [queryClient, beforeSignOut]);

  const runFlow = useCallback(
    async (flow: () => Promise<void>) => {
      flowRunning.current = true;
      try {
        await flow();
        // From now on this tab follows the session, say a sign-out in another tab.
        observeUser.current();
      } catch (error) {
        // A half-finished sign-in (say, the account was deleted) must not leave anyone signed in.
        await signOut().catch(() => undefined);
        throw error;
      } finally {
        flowRunning.current = false;
      }
    },
    [signOut],
  );

  useEffect(() => {
    let unsubscribe = () => {};
    let active = true;
    let observing = false;
    // Firebase's user while our token is not stored: a sign-in in another tab between its two steps.
    let awaitingToken: User | null = null;
    const signedIn = (firebaseUser: User) => {
      awaitingToken = null;
      setUser(toAuthUser(firebaseUser));
      setStatus('signed-in');
    };
    const observe = async () => {
      if (observing) return;
      observing = true;
      let firebase: Awaited<ReturnType<typeof loadFirebase>>;
      try {
        firebase = await loadFirebase();
      } catch {
        // A failed download (a flaky network, a new deployment's files) is tried again next time.
        observing = false;
        return;
      }
      if (!active) return;
      unsubscribe = firebase.onUserChanged((firebaseUser) => {
        if (flowRunning.current) return;
        if (!firebaseUser) {
          awaitingToken = null;
          accessToken.clear();
          setUser(null);
          setStatus('signed-out');
        } else if (accessToken.get()) {
          signedIn(firebaseUser);
        } else {
          // Firebase stores the user before the other tab registers and exchanges it. Exchanging
          // here too would register a new account as a buyer before that tab's sign-up as a
          // seller could: this tab follows once the token is stored.
          awaitingToken = firebaseUser;
          setUser(null);
          setStatus('signed-out');
        }
      });
    };
    observeUser.current = () => void observe();
    // Who is signed in is asked once the page's own content is in; sign-in flows load Firebase
    // themselves, at once.
    const cancelStart = accessToken.get() ? whenPageSettled(queryClient, () => void observe()) : () => {};
    const stopWatching = accessToken.onOtherTabChange((token) => {
      if (!token) return;
      if (awaitingToken) signedIn(awaitingToken);
      else void observe();
    });
    return () => {
      active = false;
      observeUser.current = () => {};
      cancelStart();
      stopWatching();
      unsubscribe();
    };
  }, [queryClient]);

  useEffect(() => {
    configureSession({
      refresh: async () => {
        const firebase = await loadFirebase();
        const idToken = await firebase.freshIdToken().catch(() => null);
        if (!idToken || !user) return null;
        try {
          const token = await exchangeToken(idToken);
          accessToken.set(token);
          return token;
        } catch {
          return null;
        }
      },
      lost: () => {
        void signOut();
        void loadToast().then((toast) => toast.error(t`Your session has ended. Please log in again.`));
      },
    });
    return () => configureSession(null);
  }, [signOut, user]);

  const confirmEmailVerified = useCallback(async () => {
    const firebase = await loadFirebase();
    const reloaded = await firebase.reloadSignedInUser();
    if (!reloaded) return false;
    // The server records the verification at the exchange; until then it still refuses to publish.
    if (reloaded.user.emailVerified) {
      accessToken.set(await exchangeToken(reloaded.idToken));
      // Every query about the account: the role (which the verification may change) and the standing.
      await queryClient.invalidateQueries({ queryKey: sharedKeys.account });
    }
    setUser(toAuthUser(reloaded.user));
    return reloaded.user.emailVerified;
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      usesEmulator,
      signOut,
      signIn: (email, password) =>
        runFlow(async () => {
          const firebase = await loadFirebase();
          await establish(await firebase.signInWithPassword(email, password));
        }),
      signUp: ({ name, email, password, role }) =>
        runFlow(async () => {
          const firebase = await loadFirebase();
          const firebaseUser = await firebase.createAccount(email, password, name);
          await establish(firebaseUser, { name, role });
          // Sellers publish only with a verified e-mail, so their link goes out at once; a failed
          // send does not undo the sign-up (the Add Product screen can send another).
          if (role !== 'seller') return;
          await firebase.sendVerificationEmail(firebaseUser).then(
            async () =>
              (await loadToast()).success(
                t`We sent a verification link to ${email}. Open it before you publish your first listing.`,
              ),
            // The error texts load only when a send fails: the first render has no room for them.
            async (error: unknown) =>
              (await loadToast()).error((await import('./lib/auth-messages')).describeVerificationError(error)),
          );
        }),
      // docs/product.md: Google sign-in registers a buyer; the server never downgrades an existing seller.
      signInWithGoogle: (emulatorIdentity) =>
        runFlow(async () => {
          const firebase = await loadFirebase();
          const firebaseUser = await firebase.signInWithGoogle(emulatorIdentity);
          const name = firebaseUser.displayName ?? firebaseUser.email?.split('@')[0] ?? 'Thanda user';
          await establish(firebaseUser, { name, role: 'buyer' });
        }),
      resetPassword: async (email) => {
        const firebase = await loadFirebase();
        await firebase.resetPassword(email);
      },
      sendVerificationEmail: async () => {
        const firebase = await loadFirebase();
        await firebase.sendVerificationEmail();
      },
      confirmEmailVerified,
    }),
    [status, user, signOut, runFlow, establish, confirmEmailVerified],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
