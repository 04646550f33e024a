import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ANSWERS_ID } from '@shared/page-answers';

/** A page as the Worker writes it: its first answers in a JSON script element. */
function carry(answers: Record<string, unknown>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_ANSWERS_ID;
  script.textContent = JSON.stringify(answers);
  document.body.append(script);
}

// Each test opens a new page: the module keeps what it took from the one it was loaded on.
const load = async () => {
  vi.resetModules();
  return import('./page-answers');
};

afterEach(() => {
  document.getElementById(PAGE_ANSWERS_ID)?.remove();
  sessionStorage.clear();
});

describe('the API answers a page carries', () => {
  it('answer the GET for their address once, with the list’s next page, and nothing else', async () => {
    carry({
      '/api/allproduct': { status: 200, link: '</api/allproduct?cursor=abc>; rel="next"', body: [{ _id: 'a' }] },
    });
    const { carriedAnswer } = await load();
    expect(carriedAnswer('/api/allproduct?q=x')).toBeUndefined();
    expect(carriedAnswer('/api/allproduct', { method: 'POST' })).toBeUndefined();
    const answer = carriedAnswer('/api/allproduct')!;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Link')).toBe('</api/allproduct?cursor=abc>; rel="next"');
    expect(await answer.json()).toEqual([{ _id: 'a' }]);
    // Taken: the next call asks the network.
    expect(carriedAnswer('/api/allproduct')).toBeUndefined();
    expect(document.getElementById(PAGE_ANSWERS_ID)).toBeNull();
  });

  it('are taken by the public client, but not by a tab that has written (its bookmark is newer than them)', async () => {
    carry({ '/api/categories': { status: 200, link: null, body: ['carried'] } });
    const network = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(['fresh']));
    vi.resetModules();
    const { fetchWithBookmark } = await import('./session-bookmark');
    vi.resetModules();
    sessionStorage.setItem('d1Bookmark', '0000-bookmark');
    const written = await (await import('./session-bookmark')).fetchWithBookmark('/api/categories');
    expect(await written.json()).toEqual(['fresh']);
    sessionStorage.clear();
    expect(await (await fetchWithBookmark('/api/categories')).json()).toEqual(['carried']);
    expect(network).toHaveBeenCalledTimes(1);
    network.mockRestore();
  });
});
