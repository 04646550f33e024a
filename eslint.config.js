import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of web/features, so a new feature is fenced in from its first file.
const features = readdirSync('web/features');
// The Worker's domains (docs/decisions/024-worker-by-domain.md); the rest of worker/ is the platform
// under them (db, lib, middleware, test) or the layer that composes them (app, admin, scheduled).
const domains = [
  'accounts',
  'inspections',
  'listings',
  'bookings',
  'payments',
  'conversations',
  'trust',
  'images',
  'pages',
  'site',
  'saved-searches',
  'notifications',
  'advisor',
];
const platform = ['./worker/db', './worker/lib', './worker/middleware'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.wrangler/', 'migrations/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    // import-x, not eslint-plugin-import: that one hashed the whole languageOptions (all browser
    // globals) for every import it followed (85 of lint's 100 s here), and without `extensions` and
    // `parsers` naming TypeScript it never read a .ts file, so no-cycle had never found a cycle here.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          // The SPA's aliases (tsconfig.web.json's `paths`), so the zones and no-cycle follow `@/…` imports.
          alias: {
            '@': [fileURLToPath(new URL('./web', import.meta.url))],
            '@shared': [fileURLToPath(new URL('./shared', import.meta.url))],
          },
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': ['error', { allow: ['log', 'warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One way to navigate (decision 020): pages use web/lib/router.tsx.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router-dom', 'wouter', 'wouter/*'],
              message: 'Navigate through web/lib/router.tsx (docs/decisions/020-navigation.md).',
            },
          ],
        },
      ],
      // Features never import each other or the app layer; `app/` composes them (bulletproof-react).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./web/features/${feature}`,
              from: './web/features',
              except: [`./${feature}`],
              message: 'A feature may not import another feature; compose them in web/app.',
            })),
            { target: './web/features', from: './web/app', message: 'Features may not import the app layer.' },
            {
              target: ['./web/components', './web/lib'],
              from: ['./web/features', './web/app'],
              message: 'Shared code may not depend on features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['worker/**/*.ts', 'shared/**/*.ts'],
    ignores: ['worker/**/*.test.ts', 'worker/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A domain reaches another only through its index: what that domain chose to offer.
            ...domains.map((domain) => ({
              target: `./worker/${domain}`,
              from: domains.filter((other) => other !== domain).map((other) => `./worker/${other}`),
              except: ['./index.ts'],
              message: `Import another domain through its index (worker/<domain>/index.ts).`,
            })),
            ...domains.map((domain) => ({
              target: platform,
              from: `./worker/${domain}`,
              message: 'The platform (db, lib, middleware) may not depend on a domain.',
            })),
            {
              target: './shared',
              from: ['./worker', './web'],
              message: 'shared/ is code both sides use: it depends on neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['worker/**/*.ts', 'seed/*.ts'],
    languageOptions: { globals: globals.worker },
    rules: {
      // The Worker logs through lib/logger.ts only, so nothing personal slips into logs.
      'no-console': 'error',
      // The named `z` is a namespace esbuild cannot shake: it kept all of zod's locales, ~80 KB
      // gzip of the Worker's 350 KB budget (docs/decisions/022-images-binding.md).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: "Import zod as a namespace: import * as z from 'zod'.",
        },
      ],
    },
  },
  { files: ['worker/lib/logger.ts'], rules: { 'no-console': 'off' } },
  {
    files: ['scripts/**/*.ts', 'seed/scripts/**/*.ts', 'e2e/**/*.ts', 'build/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
);
