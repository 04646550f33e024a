import { msg } from '@lingui/core/macro';
import { expect, it } from 'vitest';
import { activateLanguage, i18n, loadArea } from './i18n';

it("loads in the new language an area asked for while the language's catalog loads", async () => {
  // As the SPA starts: the page's language is switched to, and the first route asks for its area.
  const switching = activateLanguage('bn');
  await loadArea('listing');
  await switching;
  expect(i18n.locale).toBe('bn');
  expect(i18n._(msg`Show phone number`)).toBe('ফোন নম্বর দেখুন');
});
