import { i18n } from './i18n';

const known = (text: string) => Object.hasOwn(i18n.messages, text);

/**
 * A text the API or a schema shared with it wrote in English (a refusal, a validation message), in
 * the page's language. Those texts are in the catalogs with the English text as their id (see
 * lingui.config.ts). The API also joins such texts into one message (a refund's reason, then that
 * the payment was refunded): one the catalogs do not know whole is read sentence by sentence. A
 * text with any sentence the catalogs do not know is shown as it came.
 */
export function serverText(text: string) {
  if (known(text)) return i18n._(text);
  const sentences = text.split(/(?<=[.!?])\s+/);
  return sentences.length > 1 && sentences.every(known) ? sentences.map((s) => i18n._(s)).join(' ') : text;
}
