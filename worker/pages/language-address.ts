/**
 * A page's address in a language (issue 63): `/bn/…` is the Bangla page at the path after the
 * prefix (shared/language-paths.ts). The app routes it by that path (`routedPath` is its Hono
 * `getPath`), so the page routes and `c.req.path` see one address per page in every language,
 * and only `visitorLanguage` (listing-shell.ts) reads the prefix.
 */
import { getPath } from 'hono/utils/url';
import { splitLanguagePath } from '../../shared/language-paths';
import { isSpaPath } from '../../shared/spa-routes';

/**
 * The path the app routes a request by. Only a page loses its prefix (a screen of the SPA, a
 * listing's among them): `/bn/api/…`, `/bn/robots.txt` or `/bn/nope` stay as they are, and so are
 * the not-found page (404) in Bangla.
 */
export function routedPath(request: Request) {
  const path = getPath(request);
  const page = splitLanguagePath(path);
  return page && isSpaPath(page.path) ? page.path : path;
}

/** The language a request's address names by its prefix, or null for an address without one. */
export const addressLanguage = (url: string) => splitLanguagePath(new URL(url).pathname)?.language ?? null;

/**
 * The request at its page's path without the language's prefix: the assets answer a screen's
 * address with that route's own headers from `_headers` (its preloads), which they know by it.
 */
export function unprefixedRequest(request: Request) {
  const url = new URL(request.url);
  const page = splitLanguagePath(url.pathname);
  if (!page) return request;
  url.pathname = page.path;
  return new Request(url, request);
}
