import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The SPA's languages: English (the source, docs/product.md's exact texts) and Bangla.
 * `npm run i18n:extract` writes every message of web/ into web/locales/{locale}.po; the Vite
 * plugin compiles a catalog when it is imported, so there is no separate compile step.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: [
    { path: '<rootDir>/web/locales/{locale}', include: ['<rootDir>/web'], exclude: ['**/*.test.*', '**/test/**'] },
  ],
  format: formatter({ lineNumbers: false }),
});
