/**
 * A page address that is no file and no listing: the SPA's shell with 200 where the SPA has a screen
 * (shared/spa-routes.ts), the not-found page with 404 anywhere else, so crawlers and shared links
 * are told the truth rather than a 200 of the home page (issue 63).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { siteTitles, type Language } from '../../shared/domain';
import { HOME_STILL_ID } from '../../shared/listing-data';
import { isSpaPath } from '../../shared/spa-routes';
import { missingPage, visitorLanguage } from './listing-shell';

export async function appPage(c: Context<AppEnv>) {
  const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!reads || !isSpaPath(c.req.path)) return missingPage(c);
  // The assets answer a screen's address with the app and that route's own headers (its preloads).
  const shell = await c.env.ASSETS.fetch(c.req.raw);
  if (!shell.ok || !shell.headers.get('Content-Type')?.startsWith('text/html')) return shell;
  return inLanguage(shell, visitorLanguage(c), c.req.path === '/');
}

/** Text for an element: HTMLRewriter escapes what `html: false` writes. */
const plain = { html: false } as const;

/**
 * The shell as the head script would leave it, before it reaches the browser: in the visitor's
 * language, with the other language's shell gone. The HTML then has one `<main>` and no id twice
 * (valid HTML for crawlers and validators), and is smaller by that shell. Only '/' keeps its first
 * screen's templates. The answer depends on the `lang` cookie, so it is not cached as the file.
 */
function inLanguage(shell: Response, language: Language, home: boolean) {
  const remove = { element: (element: Element) => void element.remove() };
  let rewriter = new HTMLRewriter()
    .on('html', { element: (element) => void element.setAttribute('lang', language) })
    .on('[data-shell]', {
      element: (element) => void (element.getAttribute('data-shell') !== language && element.remove()),
    })
    .on('title', {
      element: (element) => void (language === 'bn' && element.setInnerContent(siteTitles.bn.home, plain)),
    });
  if (!home) rewriter = rewriter.on(`template[id^="${HOME_STILL_ID}-"]`, remove);
  const headers = new Headers(shell.headers);
  // The file's validators describe both languages' HTML, not this page.
  headers.delete('ETag');
  headers.delete('Last-Modified');
  headers.set('Cache-Control', 'no-cache');
  headers.append('Vary', 'Cookie');
  return new Response(rewriter.transform(shell).body, { status: shell.status, headers });
}
