/**
 * A page address that is no file and no listing: the SPA's shell with 200 where the SPA has a screen
 * (shared/spa-routes.ts), the not-found page with 404 anywhere else, so crawlers and shared links
 * are told the truth rather than a 200 of the home page (issue 63).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { languageLocales, pageTitle, siteTitles, type Language } from '../../shared/domain';
import { screenName, spaRouteOf, withoutTrailingSlash, type SpaRoutePath } from '../../shared/spa-routes';
import { createDb } from '../db/client';
import { escapeAttribute, jsonLd, missingPage, visitorLanguage } from './listing-shell';
import { publicPage, type PublicPage } from './public-pages';
import { languageAlternates } from './alternates';
import { withFastFirstPaint, withPicturePreload } from './first-paint';
import { inLanguageShell } from './language-shell';
import { publicFirstScreen } from './first-screens';
import { readPageAnswers, withoutCarriedPreloads, type Dispatch, type PageAnswers } from './page-answers';
import { PAGE_ANSWERS_ID } from '../../shared/page-answers';
import { deploymentSettings } from '../lib/config';
import { addressLanguage, unprefixedRequest } from './language-address';
import { languagePath } from '../../shared/language-paths';

/**
 * `dispatch` answers a request with the whole app: a public page carries the API answers its first
 * render asks for (page-answers.ts), read through the API itself.
 */
export async function appPage(c: Context<AppEnv>, dispatch: Dispatch) {
  const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
  const route = spaRouteOf(c.req.path);
  if (!reads || !route) return missingPage(c);
  const language = visitorLanguage(c);
  const url = new URL(c.req.url);
  // The page's own path: a Bangla address's without its /bn (the answers and screens are the same),
  // and without a trailing slash (the same address, whose first screen is drawn all the same).
  const path = new URL(unprefixedRequest(c.req.raw).url);
  path.pathname = withoutTrailingSlash(path.pathname);
  // The assets answer a screen's address with the app and that route's own headers (its preloads):
  // index.html at '/', and their 404 page, the same shell with status 404, anywhere else (decision 044).
  const [shell, answers] = await Promise.all([
    c.env.ASSETS.fetch(new Request(path, c.req.raw)),
    // A HEAD reads them too: its headers are the GET's (whether the route's preloads stay depends on them).
    readPageAnswers(dispatch, path, c.req.header('Accept-Language')),
  ]);
  // The page's head is made from its answers, and reads only what they do not hold.
  const page = await publicPage(createDb(c.env.DB), c.req.path, { origin: url.origin, language, answers });
  const isShell = (shell.ok || shell.status === 404) && shell.headers.get('Content-Type')?.startsWith('text/html');
  // The assets may redirect instead (a percent-encoded address made plain): a missing page is still
  // the not-found page, and a screen's redirect keeps the address's language.
  if (page === 'missing') return missingPage(c, isShell ? shell : undefined);
  if (!isShell) return keepingLanguage(shell, c.req.url);
  const format = { currency: deploymentSettings(c.env).currency, locale: languageLocales[language], language };
  return inLanguage(shell, {
    language,
    home: c.req.path === '/',
    title: screenTitle(route, language),
    page: page && { ...page, origin: url.origin },
    answers,
    screen: publicFirstScreen(path.pathname, answers, { ...format, title: screenName('/allproduct', language) }),
    firstPaint: { assets: c.env.ASSETS, pageUrl: url.href, settings: deploymentSettings(c.env) },
  });
}

/** The assets' redirect of a Bangla address to the same path in Bangla (they know no /bn). */
function keepingLanguage(answer: Response, address: string) {
  const language = addressLanguage(address);
  const location = answer.headers.get('Location');
  if (!language || !location?.startsWith('/')) return answer;
  const headers = new Headers(answer.headers);
  headers.set('Location', languagePath(language, location));
  return new Response(answer.body, { status: answer.status, headers });
}

/**
 * The screen's name as the SPA's router gives it. Every screen without one ('/', a listing, a
 * seller) has a head of its own; the site's title stands in should a new one come without either.
 */
function screenTitle(route: SpaRoutePath, language: Language) {
  const name = screenName(route, language);
  return name ? pageTitle(name) : siteTitles[language].home;
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
  {
    language,
    home,
    title,
    page,
    answers,
    screen,
    firstPaint,
  }: {
    language: Language;
    home: boolean;
    /** The page's title, unless its own head (`page`) names it. */
    title: string;
    page: (PublicPage & { origin: string }) | null;
    answers: PageAnswers;
    screen: ReturnType<typeof publicFirstScreen>;
    firstPaint: Parameters<typeof withFastFirstPaint>[1];
  },
) {
  let rewriter = inLanguageShell(withFastFirstPaint(new HTMLRewriter(), firstPaint), language, { home });
  rewriter = page
    ? withPageHead(rewriter, page)
    : rewriter.on('title', { element: (element) => void element.setInnerContent(title, plain) });
  if (answers.size > 0) rewriter = withAnswers(rewriter, answers, screen);
  const headers = new Headers(shell.headers);
  // A page whose HTML draws its first screen leaves its route's code to the SPA, as a listing's
  // page does: preloaded with the HTML, two dozen chunks would share a slow network with its
  // picture and hold its first paint back.
  const link = screen ? null : withoutCarriedPreloads(headers.get('Link'), answers);
  if (link) headers.set('Link', link);
  else headers.delete('Link');
  // The file's validators describe both languages' HTML, not this page.
  headers.delete('ETag');
  headers.delete('Last-Modified');
  headers.set('Cache-Control', 'no-cache');
  headers.append('Vary', 'Cookie');
  // A screen is there: 200, whichever of the assets' two answers carried the shell.
  return new Response(rewriter.transform(shell).body, { status: 200, headers });
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
    ...(page.imageSize
      ? ([
          ['property', 'og:image:width', String(page.imageSize.width)],
          ['property', 'og:image:height', String(page.imageSize.height)],
        ] satisfies Tag[])
      : []),
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
        head.append(languageAlternates(url), { html: true });
        for (const [attribute, key, content] of meta)
          head.append(`<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`, { html: true });
      },
    })
    .on('body', {
      element: (body) =>
        void body.append(`<script type="application/ld+json">${jsonLd(page.jsonLd)}</script>`, { html: true }),
    });
}

/**
 * The page's first screen drawn from its answers, its first card's picture preloaded at the size
 * the card shows it, and the answers themselves for the SPA (after the screen: a long list may not
 * fit in the first round trip, and the screen then still does).
 */
function withAnswers(rewriter: HTMLRewriter, answers: PageAnswers, screen: ReturnType<typeof publicFirstScreen>) {
  const picture = screen?.picture;
  return (picture ? withPicturePreload(rewriter, picture) : rewriter)
    .on('main#content', { element: (main) => void (screen && main.append(screen.html, { html: true })) })
    .on('body', {
      element: (body) =>
        void body.append(
          `<script type="application/json" id="${PAGE_ANSWERS_ID}">${jsonLd(Object.fromEntries(answers))}</script>`,
          { html: true },
        ),
    });
}
