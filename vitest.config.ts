import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { iconSprite } from './build/icon-sprite';
import { linguiPlugins } from './build/lingui-plugins';
import { alias } from './vite.config';

/** Tests of pure functions (shared rules, the states, search terms, image signatures): no D1, no Worker. */
const pureTests = [
  'shared/**/*.test.ts',
  'worker/db/states.test.ts',
  'worker/images/image-format.test.ts',
  'worker/listings/search-terms.test.ts',
];

/** What the Worker imports from node_modules (its tests load them from one pre-bundled copy). */
const workerDependencies = [
  'stripe',
  'zod',
  'jose',
  'drizzle-orm',
  'drizzle-orm/sqlite-core',
  'drizzle-orm/d1',
  'hono',
  'hono/factory',
  'hono/body-limit',
  'hono/http-exception',
  'hono/secure-headers',
  'hono/etag',
  'hono/cors',
  'hono/cookie',
  '@hono/zod-validator',
];

export default defineConfig({
  test: {
    // Request log lines are checked in their own test; elsewhere they only bury the output.
    onConsoleLog: (line) => !line.includes('"event":"request"'),
    // Vitest leaves one core free by default, which on a 2-core CI machine runs every file in turn.
    // The files are isolated (each its own workerd storage or DOM), and a file's workerd spends part
    // of its start waiting, so one more worker than cores keeps both busy (npm test ~110 → ~100 s here).
    maxWorkers: '150%',
    projects: [
      {
        // API tests run inside workerd against migrated D1 and real (local) R2.
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                ENVIRONMENT: 'test',
                // Tests verify real signatures by default; emulator mode is switched on per test.
                FIREBASE_AUTH_EMULATOR_HOST: '',
                ADMIN_EMAILS: 'admin@thanda.test, chief@example.test',
                JWT_SECRET: 'test-only-secret-0123456789abcdef0123456789abcdef',
                // A fixed test-only Web Push key pair, whatever a developer's .dev.vars holds.
                VAPID_PUBLIC_KEY:
                  'BLRgO8lD9vxBJvz0nUO4AxJji_J_pG8AXm4Vm1zCPanWbdDdy_eVb82dl0ciLnDFGTtSlRnXoOB0vBFiBECx8YM',
                VAPID_PRIVATE_KEY: 'Lbt6SudT9VuOfPmw7UlsH-YL7ARaFDCa-5mr_rf-0hk',
                // The tests' stand-in push service (worker/notifications/notifications.test.ts).
                PUSH_SERVICE_HOSTS: 'push.example.test',
                // No texts leave a test: SMS is off unless a test brings its own gateway.
                SMS_API_URL: '',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts', 'seed/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...pureTests],
          setupFiles: ['./worker/test/apply-migrations.ts'],
          // The Worker's dependencies pre-bundled once: each test file's isolate then loads a few
          // files, not every module of stripe, drizzle and hono (npm test 131 → ~110 s here).
          deps: { optimizer: { ssr: { enabled: true, include: workerDependencies } } },
        },
      },
      {
        plugins: [react(), ...linguiPlugins(), iconSprite()],
        // This project does not read vite.config.ts: the SPA's @/ and @shared/ aliases, as there.
        resolve: { alias },
        test: {
          name: 'web',
          // A VM context per file in long-lived workers: each file still starts on its own modules, DOM,
          // storage and cookies (checked), without a new worker apiece (51 s for the project here, now 12 s).
          pool: 'vmThreads',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./web/test/setup.ts'],
        },
      },
      // The tools' own logic (scripts/lib), and code that needs no Worker runtime, in Node: a file
      // there spares a workerd of its own (~0.7 s each).
      { test: { name: 'node', include: ['scripts/**/*.test.ts', ...pureTests], environment: 'node' } },
    ],
  },
});
