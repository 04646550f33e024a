import { existsSync } from 'node:fs';

/** The system Chromium that Lighthouse and the screenshots drive (they cannot download one here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's build of Chromium's headless shell (`apt-get install chromium-headless-shell`). */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests drive Chromium's headless shell when it is installed, as Playwright's own
 * headless runs do: the same Blink and V8 without the full browser around them, so the same 19
 * tests took 160 s and 234 s of CPU against 202 s and 321 s (decision 042). Lighthouse keeps the
 * full Chromium, which is what people's pages are measured in.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Root without a network: no sandbox, and no background calls to Google's services. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
