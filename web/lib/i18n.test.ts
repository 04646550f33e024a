import { msg } from '@lingui/core/macro';
import { afterEach, expect, it } from 'vitest';
import { activateLanguage, i18n, loadArea, pageLanguage } from './i18n';

it("loads in the new language an area asked for while the language's catalog loads", async () => {
  // As the SPA starts: the page's language is switched to, and the first route asks for its area.
  const switching = activateLanguage('bn');
  await loadArea('listing');
  await switching;
  expect(i18n.locale).toBe('bn');
  expect(i18n._(msg`Show phone number`)).toBe('ফোন নম্বর দেখুন');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
});

it("starts in the address's language, else in the one the page was served in", () => {
  document.documentElement.lang = 'en';
  for (const path of ['/bn', '/bn/', '/bn/allproduct']) {
    window.history.replaceState(null, '', path);
    expect(pageLanguage(), path).toBe('bn');
  }
  for (const path of ['/', '/bnx', '/allproduct']) {
    window.history.replaceState(null, '', path);
    expect(pageLanguage(), path).toBe('en');
  }
  // An English address, served in Bangla for a reader whose cookie says so.
  document.documentElement.lang = 'bn';
  expect(pageLanguage()).toBe('bn');
});
