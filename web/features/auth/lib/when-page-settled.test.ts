import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettled } from './when-page-settled';

/** A query whose answer the test gives when it wants to. */
function pendingQuery(client: QueryClient) {
  let answer: (value: string) => void = () => {};
  void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (value: string) => answer(value);
}

describe('whenPageSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts only once the queries in flight have answered', async () => {
    const client = new QueryClient();
    const answer = pendingQuery(client);
    const start = vi.fn();
    whenPageSettled(client, start);

    await vi.advanceTimersByTimeAsync(1000);
    expect(start).not.toHaveBeenCalled();

    answer('data');
    await vi.advanceTimersByTimeAsync(1000);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once on a page that loads nothing', async () => {
    const start = vi.fn();
    whenPageSettled(new QueryClient(), start);
    await vi.advanceTimersByTimeAsync(1000);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts after the longest wait even while a query hangs', async () => {
    const client = new QueryClient();
    pendingQuery(client);
    const start = vi.fn();
    whenPageSettled(client, start, 3000);

    await vi.advanceTimersByTimeAsync(2999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it('never starts once cancelled', async () => {
    const client = new QueryClient();
    const answer = pendingQuery(client);
    const start = vi.fn();
    const cancel = whenPageSettled(client, start);
    cancel();
    answer('data');
    await vi.advanceTimersByTimeAsync(5000);
    expect(start).not.toHaveBeenCalled();
  });
});
