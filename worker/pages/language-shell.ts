/**
 * index.html as its head script would leave it, before it leaves the Worker: `<html lang>` set, the
 * other language's shell gone, and '/''s first screen (its templates) gone on every other page.
 * The HTML then has one `<main>` and no id twice (valid HTML for crawlers and validators, issue 63),
 * and is smaller. Every page the Worker writes from the shell goes through it, the 404 page too.
 */
import type { Language } from '../../shared/domain';
import { HOME_STILL_ID } from '../../shared/listing-data';

export function inLanguageShell(rewriter: HTMLRewriter, language: Language, { home = false } = {}) {
  const inLanguage = rewriter
    .on('html', { element: (element) => void element.setAttribute('lang', language) })
    .on('[data-shell]', {
      element: (element) => void (element.getAttribute('data-shell') !== language && element.remove()),
    });
  return home
    ? inLanguage
    : inLanguage.on(`template[id^="${HOME_STILL_ID}-"]`, { element: (element) => void element.remove() });
}
