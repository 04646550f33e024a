/**
 * The SPA's language: Lingui's one `i18n` instance, the active language's catalog loaded on demand
 * (only that one is downloaded), and the choice kept in the `lang` cookie. index.html's head script
 * sets `<html lang>` from that cookie before the first paint (build/language-shell.ts), and the SPA
 * starts in the language it finds there.
 */
import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_COOKIE, languages, type Language } from '../../worker/domain';

export { i18n };
export type { Language };

/** How each language names itself in the switch, and its locale for numbers and dates. */
export const languageInfo: Record<Language, { name: string; intl: string }> = {
  en: { name: 'English', intl: 'en-GB' },
  bn: { name: 'বাংলা', intl: 'bn-BD' },
};

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** The language the page was served in (the head script read the cookie). */
export function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
}

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  bn: () => import('../locales/bn.po'),
};

/** Loads the language's catalog (production builds keep no source texts, so English loads too). */
export async function activateLanguage(lang: Language) {
  const { messages } = await catalogs[lang]();
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
}

/** Switches the interface and remembers the choice for a year. */
export async function chooseLanguage(lang: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  await activateLanguage(lang);
}

/** The `Intl` locale of the active language: Bangla digits in Bangla, en-GB dates in English. */
export function intlLocale() {
  return isLanguage(i18n.locale) ? languageInfo[i18n.locale].intl : languageInfo.en.intl;
}
