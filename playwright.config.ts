import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/lib/chromium';

const isCI = Boolean(process.env.CI);

/**
 * Browser tests drive the system Chromium (Playwright cannot download browsers here) against the
 * real local stack: the Worker in wrangler dev, local D1 and R2, and the Firebase Auth emulator.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCI,
  retries: 0,
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A journey of two or three browsers takes 20-30 s here and went past 30 s on a busy 2-core CI
  // machine, a different one each run (2026-12-07: the verification and moderation journeys). On CI
  // a test gets 60 s; each wait is still bounded by the expect timeout, and locally 30 s still shows
  // a test growing slow.
  timeout: isCI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: 'http://localhost:8787',
    // A failed test keeps its trace (actions, DOM snapshots, network); the screencast is left out:
    // recording it cost a quarter of the browser tests' time on 2 cores (132-146 s against 102-108 s
    // for buying.spec.ts), while the DOM snapshots cost next to nothing.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Each test's fresh browser would install the service worker, which downloads the whole app for
    // offline use (~550 KB): a sixth of a journey's time here (99 s against 82 s for
    // buying.spec.ts), for what those tests do not look at. The app works as it does without one
    // (web/app/offline/start-offline.ts); the specs about working offline allow it again.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Quiet, as a deployed Worker is read: a line per request crossing wrangler's inspector kept a
    // core busy beside the browser (docs/performance-history.md, "CI's duration"). Warnings and
    // errors still show, and a failed test's trace keeps its requests with their answers.
    command: 'npm start -- --fresh --quiet',
    env: { THANDA_STATE_DIR: '.wrangler/e2e-state' },
    url: 'http://localhost:8787/api/health',
    reuseExistingServer: !isCI,
    timeout: 240_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
