import { QueryClient } from '@tanstack/react-query';

/** SPEC.md section 9: data stays fresh for 5 minutes; failed queries retry 3 times, backing off up to 30 s. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}
