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
import { createDb } from '../db/client';
import { escapeAttribute, jsonLd, missingPage, visitorLanguage } from './listing-shell';
import { publicPage, type PublicPage } from './public-pages';

export async function appPage(c: Context<AppEnv>) {
  const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!reads || !isSpaPath(c.req.path)) return missingPage(c);
  const language = visitorLanguage(c);
  const origin = new URL(c.req.url).origin;
  // The assets answer a screen's address with the app and that route's own headers (its preloads).
  const [shell, page] = await Promise.all([
    c.env.ASSETS.fetch(c.req.raw),
    publicPage(createDb(c.env.DB), c.req.path, { origin, language }),
  ]);
  if (page === 'missing') return missingPage(c, shell);
  if (!shell.ok || !shell.headers.get('Content-Type')?.startsWith('text/html')) return shell;
  return inLanguage(shell, language, c.req.path === '/', page && { ...page, origin });
}

/** Text for an element: HTMLRewriter escapes what `html: false` writes. */
const plain = { html: false } as const;

/**
 * The shell as the head script would leave it, before it reaches the browser: in the visitor's
 * language, with the other language's shell gone. The HTML then has one `<main>` and no id twice
 * (valid HTML for crawlers and validators), and is smaller by that shell. Only '/' keeps its first
 * screen's templates. The answer depends on the `lang` cookie, so it is not cached as the file.
 */
function inLanguage(
  shell: Response,
  language: Language,
  home: boolean,
  page: (PublicPage & { origin: string }) | null,
) {
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
  if (page) rewriter = withPageHead(rewriter, page);
  const headers = new Headers(shell.headers);
  // The file's validators describe both languages' HTML, not this page.
  headers.delete('ETag');
  headers.delete('Last-Modified');
  headers.set('Cache-Control', 'no-cache');
  headers.append('Vary', 'Cookie');
  return new Response(rewriter.transform(shell).body, { status: shell.status, headers });
}

/** The page's own title, description, canonical address, share tags and JSON-LD. */
function withPageHead(rewriter: HTMLRewriter, page: PublicPage & { origin: string }) {
  const url = `${page.origin}${page.path}`;
  type Tag = [attribute: 'name' | 'property', key: string, content: string];
  const image = (tag: Tag): Tag[] => (page.image ? [tag] : []);
  const meta: Tag[] = [
    ['name', 'description', page.description],
    ['property', 'og:type', page.ogType],
    ['property', 'og:site_name', 'Thanda'],
    ['property', 'og:title', page.title],
    ['property', 'og:description', page.description],
    ['property', 'og:url', url],
    ...image(['property', 'og:image', page.image ?? '']),
    ['name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', page.title],
    ['name', 'twitter:description', page.description],
    ...image(['name', 'twitter:image', page.image ?? '']),
  ];
  return rewriter
    .on('title', { element: (element) => void element.setInnerContent(page.title, plain) })
    .on('meta[name="description"]', { element: (element) => void element.remove() })
    .on('head', {
      element(head) {
        head.append(`<link rel="canonical" href="${escapeAttribute(url)}" />`, { html: true });
        for (const [attribute, key, content] of meta)
          head.append(`<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`, { html: true });
      },
    })
    .on('body', {
      element: (body) =>
        void body.append(`<script type="application/ld+json">${jsonLd(page.jsonLd)}</script>`, { html: true }),
    });
}
