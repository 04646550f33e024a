import { useLingui } from '@lingui/react';
import { Fragment, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '@/features/auth/auth-provider';
import { i18n } from '@/lib/i18n';
import { lazyOptional } from '@/lib/lazy-optional';
import { createQueryClient } from '@/lib/query-client';
import { I18nTransitionProvider } from './i18n-provider';

// The toasts' store and their drawing load beside the first render, not in it: nothing is told
// before the page is up, and what is told meanwhile waits in the store.
const Toaster = lazyOptional(() => import('@/components/toaster').then((m) => m.Toaster));

/** The app's one data cache; route loaders (route-data.ts) fill it too. */
export const queryClient = createQueryClient();

/**
 * Draws the screens again when the language changes: prices, dates and other values formatted
 * outside Lingui's components follow it too. Sign-in state and cached data are kept.
 */
function RedrawOnLanguageChange({ children }: { children: React.ReactNode }) {
  const { i18n } = useLingui();
  return <Fragment key={i18n.locale}>{children}</Fragment>;
}

/**
 * Signing out turns this device's pushes off and forgets what it kept of the person for offline use
 * (web/app/offline), each loaded only then: most visitors never sign in.
 */
const beforeSignOut = () =>
  Promise.all([
    import('@/features/notifications/lib/push-device').then((m) => m.turnOffPush()),
    import('./offline/start-offline').then((m) => m.forgetOffline()),
  ]).then(() => undefined);

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <I18nTransitionProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider beforeSignOut={beforeSignOut}>
          <RedrawOnLanguageChange>{children}</RedrawOnLanguageChange>
        </AuthProvider>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </I18nTransitionProvider>
  );
}
