/**
 * Writes every icon the SPA names (web/components/icon-names.ts) into index.html as a `<symbol>` of
 * one hidden inline SVG, at the start of <body> so the prerendered shell's icons paint with it.
 * They come from the npm icon set at build time: nothing is fetched at run time. Inline rather than
 * in a file of their own: an external sprite is loaded as a document of its own before any icon
 * shows (measured in decision 005).
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { iconNames, iconSymbolId, type IconName } from '../web/components/icon-names';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

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

export function iconSprite(): Plugin {
  const set = createRequire(import.meta.url)('@iconify-json/mdi/icons.json') as IconSet;
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg" hidden>${iconSymbols(set, iconNames)}</svg>`;
  return {
    name: 'thanda:icon-sprite',
    transformIndexHtml(html) {
      if (!html.includes('<body>')) throw new Error('icon-sprite: index.html has no plain <body> tag.');
      return html.replace('<body>', `<body>\n    ${sprite}`);
    },
  };
}
