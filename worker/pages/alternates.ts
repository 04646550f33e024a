/**
 * What tells search engines and link previews that a page is there in each language (issue 63):
 * `hreflang` alternates naming every language's address of the page, with English as the default
 * for a reader of neither, and Open Graph's locale of the page and of its other language. Each
 * language's page names them all, itself included, as search engines ask; so does the sitemap.
 */
import { languages, type Language } from '../../shared/domain';
import { languagePath, splitLanguagePath } from '../../shared/language-paths';
import { escapeAttribute } from './html-text';

/** The languages' locales as Open Graph writes them. */
const ogLocales: Record<Language, string> = { en: 'en_US', bn: 'bn_BD' };

/** Each language's address of a page (`at` gives it) by its hreflang, and x-default: English. */
export function alternateUrls(at: (language: Language) => string): [hreflang: string, href: string][] {
  return [...languages.map((language): [string, string] => [language, at(language)]), ['x-default', at('en')]];
}

/**
 * The `<head>` tags of the page whose canonical address is `url` (in its own language, `/bn/…` for
 * Bangla): an alternate link per language and x-default, og:locale and og:locale:alternate.
 */
export function languageAlternates(url: string) {
  const { origin, pathname } = new URL(url);
  const page = splitLanguagePath(pathname) ?? { language: 'en' as const, path: pathname };
  const links = alternateUrls((language) => `${origin}${languagePath(language, page.path)}`).map(
    ([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`,
  );
  const locales = [
    `<meta property="og:locale" content="${ogLocales[page.language]}" />`,
    ...languages
      .filter((language) => language !== page.language)
      .map((language) => `<meta property="og:locale:alternate" content="${ogLocales[language]}" />`),
  ];
  return [...links, ...locales].join('');
}
