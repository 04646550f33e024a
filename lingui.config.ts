import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The SPA's languages: English (the source, docs/product.md's exact texts) and Bangla.
 * `npm run i18n:extract` writes every message into web/locales/{locale}.po; the Vite plugin
 * compiles a catalog when it is imported, so there is no separate compile step.
 *
 * The Worker's refusals and the zod schemas it shares with the forms stay English in the API; each
 * of their messages is marked `/*i18n*\/ 'text'`, which extracts it with the text as its id, so the
 * SPA can show it in the page's language (web/lib/server-text.ts) and an unmarked one as it came.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: [
    {
      path: '<rootDir>/web/locales/{locale}',
      include: [
        '<rootDir>/web',
        '<rootDir>/worker/lib/refusal.ts',
        '<rootDir>/worker/schemas',
        '<rootDir>/worker/routes',
      ],
      exclude: ['**/*.test.*', '**/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
});
