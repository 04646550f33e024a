import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

const MAX_RETRIES = 3;

/**
 * Whether a failed query is worth asking again: network failures and server errors (5xx) may pass,
 * but a 4xx answer (not found, forbidden, invalid) will be the same next time, and retrying it only
 * keeps the person looking at 'Loading…'.
 */
export function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** docs/product.md section 9: data stays fresh for 5 minutes; failed queries retry 3 times, backing off up to 30 s. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}
