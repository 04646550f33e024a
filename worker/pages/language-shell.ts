/**
 * index.html as its head script would leave it, before it leaves the Worker: `<html lang>` set, the
 * site's description in that language, the other language's shell gone, and '/''s first screen
 * (its templates) gone on every other page. The HTML then has one `<main>` and no id twice (valid
 * HTML for crawlers and validators, issue 63), and is smaller. Every page the Worker writes from
 * the shell goes through it, the 404 page too.
 */
import { siteDescriptions, type Language } from '../../shared/domain';
import { HOME_STILL_ID } from '../../shared/listing-data';

export function inLanguageShell(rewriter: HTMLRewriter, language: Language, { home = false } = {}) {
  const inLanguage = rewriter
    .on('html', { element: (element) => void element.setAttribute('lang', language) })
    // A page with a description of its own replaces this one (a public page's head, a listing's).
    .on('meta[name="description"]', {
      element: (element) => void element.setAttribute('content', siteDescriptions[language]),
    })
    .on('[data-shell]', {
      element: (element) => void (element.getAttribute('data-shell') !== language && element.remove()),
    });
  return home
    ? inLanguage
    : inLanguage.on(`template[id^="${HOME_STILL_ID}-"]`, { element: (element) => void element.remove() });
}
