/**
 * Writes every icon the SPA names (web/components/icon-names.ts) into index.html as a `<symbol>`
 * of a hidden inline SVG, at the start of <body> so the prerendered shell's icons paint with it.
 * They come from the npm icon set at build time: nothing is fetched at run time. Inline rather than
 * in a file of their own: an external sprite is loaded as a document of its own before any icon
 * shows (measured in decision 005).
 *
 * Two sprites: the icons the shell shows, and the rest. A listing's page leaves the rest out
 * (worker/pages/listing-shell.ts) and the SPA adds them from `virtual:icon-symbols`, a chunk of its
 * own that only such a page loads (web/lib/icon-sprite.ts).
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { ICON_SPRITE_ATTRIBUTE, LATER_ICONS } from '../shared/listing-data';
import { iconNames, iconSymbolId, type IconName } from '../web/components/icon-names';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

const SYMBOLS_MODULE = 'virtual:icon-symbols';
const RESOLVED_SYMBOLS_MODULE = `\0${SYMBOLS_MODULE}`;

function iconSymbols(set: IconSet, names: readonly IconName[]) {
  return names
    .map((name) => {
      const icon = set.icons[name];
      if (!icon) throw new Error(`icon-sprite: no icon "${name}" in @iconify-json/mdi.`);
      const viewBox = `0 0 ${icon.width ?? set.width ?? 24} ${icon.height ?? set.height ?? 24}`;
      return `<symbol id="${iconSymbolId(name)}" viewBox="${viewBox}">${icon.body}</symbol>`;
    })
    .join('');
}

const sprite = (kind: string, symbols: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" hidden ${ICON_SPRITE_ATTRIBUTE}="${kind}">${symbols}</svg>`;

export function iconSprite(): Plugin {
  const set = createRequire(import.meta.url)('@iconify-json/mdi/icons.json') as IconSet;
  return {
    name: 'thanda:icon-sprite',
    resolveId: (id) => (id === SYMBOLS_MODULE ? RESOLVED_SYMBOLS_MODULE : undefined),
    // Every icon: the SPA adds those its page does not have yet.
    load: (id) =>
      id === RESOLVED_SYMBOLS_MODULE
        ? `export const symbols = ${JSON.stringify(iconSymbols(set, iconNames))};`
        : undefined,
    transformIndexHtml: {
      // After the shell is written into the page (build/prerender-shell.ts), to see which icons it uses.
      order: 'post',
      handler(html) {
        if (!html.includes('<body>')) throw new Error('icon-sprite: index.html has no plain <body> tag.');
        const used = new Set(Array.from(html.matchAll(/<use href="#([\w-]+)"/g), ([, id]) => id));
        const inShell = iconNames.filter((name) => used.has(iconSymbolId(name)));
        const later = iconNames.filter((name) => !used.has(iconSymbolId(name)));
        const sprites = sprite('shell', iconSymbols(set, inShell)) + sprite(LATER_ICONS, iconSymbols(set, later));
        return html.replace('<body>', `<body>\n    ${sprites}`);
      },
    },
  };
}
