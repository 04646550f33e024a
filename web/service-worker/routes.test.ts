import { describe, expect, it } from 'vitest';
import { notificationTarget } from './push';
import { handledBy } from './routes';

const ORIGIN = 'https://thanda.example';
const request = (path: string, mode: RequestMode = 'cors', method = 'GET') => ({
  url: new URL(path, ORIGIN).href,
  mode,
  method,
});

describe('what the service worker answers', () => {
  it('answers navigations, network first with the shell offline', () => {
    expect(handledBy(request('/', 'navigate'), ORIGIN)).toBe('page');
    expect(handledBy(request('/listing/abc/split-ac', 'navigate'), ORIGIN)).toBe('page');
    expect(handledBy(request('/dashboard/mywishlist', 'navigate'), ORIGIN)).toBe('page');
    // A Bangla page's address too: offline, the shell's head script reads its language from it.
    expect(handledBy(request('/bn/listing/abc/split-ac', 'navigate'), ORIGIN)).toBe('page');
  });

  it('looks up the files of the build in its precache', () => {
    expect(handledBy(request('/assets/index-abc.js'), ORIGIN)).toBe('file');
    expect(handledBy(request('/icons/icon-192.png', 'no-cors'), ORIGIN)).toBe('file');
  });

  it('never answers /api, its pictures included, even as a navigation', () => {
    for (const path of ['/api', '/api/allproduct', '/api/images/abc/800.webp', '/api/settings']) {
      expect(handledBy(request(path), ORIGIN), path).toBeNull();
      expect(handledBy(request(path, 'navigate'), ORIGIN), path).toBeNull();
    }
  });

  it('leaves writes and other sites alone', () => {
    expect(handledBy(request('/dashboard', 'navigate', 'POST'), ORIGIN)).toBeNull();
    expect(handledBy({ url: 'https://js.stripe.com/v3', mode: 'cors', method: 'GET' }, ORIGIN)).toBeNull();
  });
});

describe("a notification's tap", () => {
  it("opens the notification's page on this site", () => {
    expect(notificationTarget('/dashboard/myorders', ORIGIN)).toBe(`${ORIGIN}/dashboard/myorders`);
    expect(notificationTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('never another site', () => {
    expect(notificationTarget('https://evil.example/phish', ORIGIN)).toBe(ORIGIN);
    expect(notificationTarget('//evil.example/phish', ORIGIN)).toBe(ORIGIN);
  });
});
