/**
 * The service worker's build (docs/decisions/030-offline.md): vite-plugin-pwa bundles
 * web/service-worker/sw.ts into dist/sw.js, writes into it the list of files to precache with their
 * revisions, and writes the web app manifest (build/web-manifest.ts) with its link in index.html.
 * The SPA registers the worker itself, after the page has loaded (web/app/offline/start-offline.ts),
 * so the plugin injects no script.
 */
import { build, type Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { VitePWA } from 'vite-plugin-pwa';
import { NOT_FOUND_PAGE } from './not-found-page';
import { webManifest } from './web-manifest';

const SOURCE = 'service-worker/sw.ts';

/**
 * index.html precached under '/', the address the Worker serves it at (/index.html itself is no
 * page). The worker answers navigations from the network and falls back to it offline.
 */
const shellAtRoot: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: '/' } : entry)),
  warnings: [],
});

export function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: SOURCE.split('/')[0],
    filename: SOURCE.split('/')[1],
    injectRegister: false,
    manifest: webManifest,
    // The icons are in the precache's own list below, once.
    includeManifestIcons: false,
    injectManifest: {
      // A classic script, as push-device.ts and start-offline.ts register it.
      rollupFormat: 'iife',
      // The shell, every chunk and stylesheet, the hero's pictures, the icons: ~550 KB gzip, fetched
      // once per build after the page has loaded, and only the files a build changed. The manifest
      // is added by the plugin; the install sheet's screenshots are not needed offline, nor is the
      // copy of the shell that answers missing files.
      globPatterns: ['**/*.{js,css,html,svg,webp}', 'icons/*.png'],
      globIgnores: ['sw.js', NOT_FOUND_PAGE],
      manifestTransforms: [shellAtRoot],
    },
  });
}

/** The worker built once, as the production build does but with nothing to precache. */
async function bundleForDev(root: string) {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [
      {
        name: 'thanda-empty-precache',
        transform: (code, id) => (id.endsWith(SOURCE) ? code.replaceAll('self.__WB_MANIFEST', '[]') : undefined),
      },
    ],
    build: { write: false, minify: false, lib: { entry: SOURCE, formats: ['iife'], name: 'thandaServiceWorker' } },
  });
  const [first] = Array.isArray(output) ? output : [output];
  if (!first || !('output' in first)) throw new Error(`The service worker (${SOURCE}) did not build.`);
  return first.output[0].code;
}

/**
 * `npm run dev`: /sw.js built from the same source on its first request, with nothing to precache,
 * so turning pushes on works there too. The app registers no worker in dev (main.tsx): this one
 * comes only with pushes. Changing the worker's source needs a restart.
 */
export function serviceWorkerInDev(): Plugin {
  let code: Promise<string> | undefined;
  return {
    name: 'thanda-service-worker-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/sw.js', (_req, res, next) => {
        code ??= bundleForDev(server.config.root);
        code.then(
          (js) => {
            res.setHeader('Content-Type', 'text/javascript');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(js);
          },
          (error: unknown) => {
            // Tried again on the next request, once the source is fixed.
            code = undefined;
            next(error);
          },
        );
      });
    },
  };
}
