/**
 * Puts the SPA's main stylesheet into index.html instead of linking it. The shell then paints from
 * the HTML alone, a round trip sooner and always before any JavaScript has run. The file stays in
 * the build for `npm run size`, which counts it as '/' CSS either way.
 */
import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

export function inlineEntryCss(): Plugin {
  return {
    name: 'thanda-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(STYLESHEET, (_link, file: string) => {
          const css = bundle?.[file];
          if (css?.type !== 'asset') throw new Error(`${file} is linked from index.html but not in the bundle.`);
          return `<style>${String(css.source)}</style>`;
        });
      },
    },
  };
}
