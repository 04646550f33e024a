import { I18nProvider, useLingui } from '@lingui/react';
import { Fragment } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/toaster';
import { AuthProvider } from '@/features/auth/auth-provider';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

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

/** Signing out turns this device's pushes off (loaded only then: most visitors never sign in). */
const turnOffPush = () => import('@/features/notifications/lib/push-device').then((m) => m.turnOffPush());

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider beforeSignOut={turnOffPush}>
          <RedrawOnLanguageChange>{children}</RedrawOnLanguageChange>
        </AuthProvider>
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
