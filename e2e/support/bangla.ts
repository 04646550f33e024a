/**
 * The Bangla a reader sees for an English text, read from the SPA's catalogs (web/locales/**\/bn.po),
 * so a browser test in Bangla names what it clicks by the same words as the page, placeholders
 * filled in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const unquote = (text: string) => JSON.parse(`"${text}"`) as string;

function catalogs(dir = 'web/locales'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? catalogs(join(dir, entry.name)) : entry.name === 'bn.po' ? [join(dir, entry.name)] : [],
  );
}

const translations = new Map<string, string>();
for (const file of catalogs()) {
  for (const [, id, text] of readFileSync(file, 'utf8').matchAll(
    /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm,
  )) {
    if (id && text) translations.set(unquote(id!), unquote(text!));
  }
}

/** The Bangla of `english`, with `{name}` placeholders replaced by `values`; throws when it has none. */
export function bn(english: string, values: Record<string, string> = {}) {
  const text = translations.get(english);
  if (!text) throw new Error(`No Bangla for "${english}" in the catalogs.`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Taka in Bangla digits with Bangladeshi grouping, as the SPA shows a price to a Bangla reader. */
export const taka = (amount: number) =>
  `৳${new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 }).format(amount)}`;

/** The Bangla of `english` as a pattern, each placeholder matching whatever the page put there. */
export function bnPattern(english: string) {
  const parts = bn(english).split(/\{\w+\}/);
  return new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));
}
