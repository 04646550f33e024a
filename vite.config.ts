import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig, loadEnv } from 'vite';
import { iconSprite } from './build/icon-sprite';
import { linguiPlugins } from './build/lingui-plugins';
import { notFoundPage } from './build/not-found-page';
import { prerenderShell } from './build/prerender-shell';
import { securityHeaders } from './build/security-headers';
import { serviceWorker, serviceWorkerInDev } from './build/service-worker';
import { stylesheetFirst } from './build/stylesheet-first';

/**
 * The SPA's import aliases: `@/…` is web/…, `@shared/…` the code it shares with the Worker (shared/…).
 * The same as tsconfig.web.json's `paths` and eslint.config.js's resolver; vitest.config.ts uses these.
 */
export const alias = {
  '@': fileURLToPath(new URL('./web', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

export default defineConfig(({ mode, command }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  return {
    root: 'web',
    envDir: '..',
    resolve: {
      alias: {
        ...alias,
        'use-sync-external-store/shim': fileURLToPath(new URL('./web/lib/use-sync-external-store.ts', import.meta.url)),
      },
    },
    plugins: [
      react(),
      ...linguiPlugins({ failOnMissing: command === 'build' }),
      UnoCSS(),
      prerenderShell(),
      // After the shell: it writes apart the icons the shell shows.
      iconSprite(),
      stylesheetFirst(),
      securityHeaders(env),
      notFoundPage(),
      // dist/sw.js and the web app manifest (docs/decisions/030-offline.md); /sw.js in dev too.
      serviceWorker(),
      serviceWorkerInDev(),
    ],
    build: {
      outDir: '../dist',
      emptyOutDir: true,
      // For `npm run size`; .assetsignore keeps it off the public site.
      manifest: true,
      // No polyfill of <link rel=modulepreload> in every page's first render (0.3 KB): the browsers
      // without it (Safari before 17, Firefox before 115) fetch a lazy screen's chunks as they find them.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Swiper with the modules the home page's slideshow and carousel use, in one chunk.
              // Once the listing's gallery shared Swiper's core, the bundler split those modules
              // off into a chunk of their own, which cost '/' 0.7 KB more than the same code in
              // one. Its own dependencies (React) stay where they are.
              {
                name: 'swiper',
                test: /node_modules[\\/]swiper[\\/](swiper-react|shared[\\/][^/\\]+|modules[\\/](autoplay|pagination))\.mjs$/,
                includeDependenciesRecursively: false,
              },
              // Everything the entry imports statically goes in the entry's own file. The bundler
              // otherwise split off what the lazy screens share with it (React Router, TanStack
              // Query, the API client…) into five more files, which every page loads: one request
              // instead of six, 3.9 KB less gzip, and a sooner LCP on every page (decision 005).
              { name: 'initial', tags: ['$initial'] },
            ],
          },
        },
      },
    },
    server: {
      // `npm run dev`: the SPA with hot reload, the API from wrangler dev.
      proxy: { '/api': 'http://127.0.0.1:8787' },
    },
  };
});
