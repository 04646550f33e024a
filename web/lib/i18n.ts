/**
 * The SPA's language: Lingui's one `i18n` instance, the active language's catalog loaded on demand
 * (only that one is downloaded), and the choice kept in the `lang` cookie. index.html's head script
 * sets `<html lang>` from the address (`/bn/…` is Bangla) or else that cookie before the first paint,
 * and already asks for that language's core catalog (build/prerender-shell.ts); the SPA starts in
 * the language it finds there, and shows it in the address (shared/language-paths.ts).
 */
import { i18n, type Messages } from '@lingui/core';
import { isLanguage, LANGUAGE_COOKIE, languageLocales, type Language } from '@shared/domain';
import { languagePrefixes, splitLanguagePath } from '@shared/language-paths';
import { setBasename } from './router';

export { i18n };
export type { Language };

/** How each language names itself in the switch, and its locale for numbers and dates. */
export const languageInfo: Record<Language, { name: string; intl: string }> = {
  en: { name: 'English', intl: languageLocales.en },
  bn: { name: 'বাংলা', intl: languageLocales.bn },
};

/**
 * The language the page was served in: its address's (a `/bn/…` page is Bangla whatever the cookie
 * says), else the one the head script or the Worker read from the cookie.
 */
export function pageLanguage(): Language {
  const lang = splitLanguagePath(location.pathname)?.language ?? document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
}

/**
 * The address in the language's own form: its links under /bn in Bangla (the router's basename),
 * and the page shown at its address in that language, so the link a reader shares is in it.
 */
export const showLanguageInAddress = (lang: Language) => setBasename(languagePrefixes[lang]);

type Catalog = () => Promise<{ messages: Messages }>;

/** What every page shows: the first render waits for it. */
const core: Record<Language, Catalog> = {
  en: () => import('@/locales/en.po'),
  bn: () => import('@/locales/bn.po'),
};

/**
 * The texts of some screens only, loaded with them (lingui.config.ts says which): the long reads,
 * the dashboard, a listing's page, the products' cards and the catalogue's filters, '/' below its
 * first screen, the API's refusals and validation messages, the report dialog and the sign-in screens.
 */
const areas = {
  pages: { en: () => import('@/locales/pages/en.po'), bn: () => import('@/locales/pages/bn.po') },
  dashboard: { en: () => import('@/locales/dashboard/en.po'), bn: () => import('@/locales/dashboard/bn.po') },
  listing: { en: () => import('@/locales/listing/en.po'), bn: () => import('@/locales/listing/bn.po') },
  catalogue: { en: () => import('@/locales/catalogue/en.po'), bn: () => import('@/locales/catalogue/bn.po') },
  home: { en: () => import('@/locales/home/en.po'), bn: () => import('@/locales/home/bn.po') },
  server: { en: () => import('@/locales/server/en.po'), bn: () => import('@/locales/server/bn.po') },
  reports: { en: () => import('@/locales/reports/en.po'), bn: () => import('@/locales/reports/bn.po') },
  auth: { en: () => import('@/locales/auth/en.po'), bn: () => import('@/locales/auth/bn.po') },
} satisfies Record<string, Record<Language, Catalog>>;

export type CatalogArea = keyof typeof areas;
const loadedAreas = new Set<CatalogArea>();
/**
 * The language last switched to, from the moment the switch starts: an area asked for while its
 * catalog loads (the first route's, as the SPA starts) loads in that language.
 */
let language: Language | undefined;

/** Adds an area's texts in the active language, and in any language switched to later. */
export async function loadArea(area: CatalogArea) {
  loadedAreas.add(area);
  const lang = language ?? (isLanguage(i18n.locale) ? i18n.locale : 'en');
  i18n.load(lang, (await areas[area][lang]()).messages);
}

/**
 * Loads the language's catalog and those of the areas in use (production builds keep no source
 * texts, so English loads too), then switches to it.
 */
export async function activateLanguage(lang: Language) {
  language = lang;
  const loaded = await Promise.all([core[lang](), ...[...loadedAreas].map((area) => areas[area][lang]())]);
  i18n.load(lang, Object.assign({}, ...loaded.map((catalog) => catalog.messages)) as Messages);
  i18n.activate(lang);
  document.documentElement.lang = lang;
}

/** Switches the interface and the address to the language, and remembers the choice for a year. */
export async function chooseLanguage(lang: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  await activateLanguage(lang);
  showLanguageInAddress(lang);
}

/** The `Intl` locale of the active language: Bangla digits in Bangla, en-GB dates in English. */
export function intlLocale() {
  return isLanguage(i18n.locale) ? languageInfo[i18n.locale].intl : languageInfo.en.intl;
}

/**
 * A text the API stored or a shared schema wrote (a refund's reason, a validation message), in the
 * page's language: the catalogs have those English texts as their ids.
 */
export const catalogText = (text: string) => i18n._(text);
