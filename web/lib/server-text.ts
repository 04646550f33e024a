import { i18n } from './i18n';

/**
 * A text the API or a schema shared with it wrote in English (a refusal, a validation message), in
 * the page's language. Those texts are in the catalogs with the English text as their id (see
 * lingui.config.ts); one the catalogs do not know is shown as it came.
 */
export function serverText(text: string) {
  return Object.hasOwn(i18n.messages, text) ? i18n._(text) : text;
}
