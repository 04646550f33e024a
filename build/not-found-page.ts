/**
 * Writes dist/404.html, the assets' answer to an address that is no file (wrangler.toml's
 * `not_found_handling = "404-page"`, decision 044): the app's shell, with status 404. A missing
 * chunk or picture is then a 404 instead of the app with 200 (and a year's `immutable` cache), and
 * the Worker still gets the shell with a screen's own headers (its preloads) by asking the assets
 * for the screen's address (worker/pages/app-page.ts).
 */
import type { Plugin } from 'vite';

export const NOT_FOUND_PAGE = '404.html';

export function notFoundPage(): Plugin {
  return {
    name: 'thanda-not-found-page',
    apply: 'build',
    // After Vite has written index.html into the bundle, with every transform of it applied.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') throw new Error('not-found-page: the bundle has no index.html to copy.');
      this.emitFile({ type: 'asset', fileName: NOT_FOUND_PAGE, source: shell.source });
    },
  };
}
