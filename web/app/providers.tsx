import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '../features/auth/auth-provider';
import { createQueryClient } from '../lib/query-client';

/** The app's one data cache; route loaders (route-data.ts) fill it too. */
export const queryClient = createQueryClient();

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
