import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { createQueryClient } from './query-client';

/** The app's query client with its retry rule, without the waits between attempts. */
function queryClientWithoutDelays() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  return client;
}

async function attemptsUntilFailure(error: Error) {
  const queryFn = vi.fn(async () => {
    throw error;
  });
  await expect(queryClientWithoutDelays().fetchQuery({ queryKey: ['failing'], queryFn })).rejects.toBe(error);
  return queryFn.mock.calls.length;
}

describe('the query client', () => {
  it('does not retry a 4xx answer, such as a missing booking', async () => {
    expect(await attemptsUntilFailure(new ApiRequestError(404, 'No booking with that id.'))).toBe(1);
    expect(await attemptsUntilFailure(new ApiRequestError(403, 'You can only see your own bookings.'))).toBe(1);
  });

  it('retries a server error 3 times', async () => {
    expect(await attemptsUntilFailure(new ApiRequestError(503, 'Something went wrong. Please try again.'))).toBe(4);
  });

  it('retries a network failure 3 times', async () => {
    expect(await attemptsUntilFailure(new TypeError('Failed to fetch'))).toBe(4);
  });
});
