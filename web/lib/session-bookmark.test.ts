import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithBookmark } from './session-bookmark';

const sent: (string | null)[] = [];

/** Answers each call with the next bookmark of the list, recording the bookmark each call sent. */
function stubFetch(bookmarks: string[]) {
  const queue = [...bookmarks];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('x-d1-bookmark'));
      return Response.json({}, { headers: { 'x-d1-bookmark': queue.shift()! } });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  sent.length = 0;
});

describe('the D1 bookmark', () => {
  it('is not carried by a visitor who has never written', async () => {
    stubFetch(['0001-aa', '0002-aa']);
    await fetchWithBookmark('/api/allproduct');
    await fetchWithBookmark('/api/categories');
    expect(sent).toEqual([null, null]);
  });

  it('is carried by every call after a write, and only moves forward', async () => {
    stubFetch(['0005-aa', '0007-aa', '0006-aa', '0008-aa']);
    await fetchWithBookmark('/api/bookings', { method: 'POST', body: '{}' });
    await fetchWithBookmark('/api/myorders');
    await fetchWithBookmark('/api/allproduct');
    await fetchWithBookmark('/api/allproduct');
    expect(sent).toEqual([null, '0005-aa', '0007-aa', '0007-aa']);
  });
});
