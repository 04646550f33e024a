/**
 * Each language's pages at addresses of their own (issue 63): English at the page's path, Bangla
 * under /bn (`/bn/allproduct`, `/bn/` for '/'). A search engine then finds and lists the Bangla
 * pages, and a shared Bangla link opens in Bangla whatever the reader's `lang` cookie says. An
 * address without a prefix is in the cookie's language, as before there were prefixes.
 */
import { languages, type Language } from './domain';

/** What goes before a page's path in each language; English, the default, has none. */
export const languagePrefixes: Record<Language, string> = { en: '', bn: '/bn' };

/** The page at `path` (from '/', no prefix) in `language`: '/' in Bangla is '/bn/'. */
export const languagePath = (language: Language, path: string) => languagePrefixes[language] + path;

/**
 * The language an address names by its prefix and the page's path without it, or null for an
 * address with no prefix. `/bn` is '/' in Bangla; `/bnx` is no Bangla address.
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } | null {
  for (const language of languages) {
    const prefix = languagePrefixes[language];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return { language, path: pathname.slice(prefix.length) || '/' };
  }
  return null;
}
