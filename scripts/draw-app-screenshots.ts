/**
 * Takes the screenshots the web app manifest offers Android's install sheet (build/web-manifest.ts):
 * the home page on a phone (390×844) and the catalogue on a wide screen (1280×800), as PNG into
 * web/public/screenshots/. Run it against the local stack (`npm start`, with its demo data) after
 * the pages change: `npx tsx scripts/draw-app-screenshots.ts`. They are committed, and the next
 * build lists them.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';

const BASE = process.env.STACK_URL ?? 'http://localhost:8787';
const outDir = 'web/public/screenshots';

const shots = [
  { file: 'narrow.png', path: '/', viewport: { width: 390, height: 844 }, ready: 'a[href^="/products/"]' },
  {
    file: 'wide.png',
    path: '/allproduct',
    viewport: { width: 1280, height: 800 },
    ready: '[aria-label="Products"] article',
  },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const { file, path, viewport, ready } of shots) {
    // A fresh visitor in English: no session, no service worker, the pictures as a first visit loads them.
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(new URL(path, BASE).href);
    await page.locator(ready).first().waitFor();
    // Every picture on screen drawn, not a grey box.
    await page.waitForFunction(() =>
      [...document.images].every((img) => img.complete || img.getBoundingClientRect().top > innerHeight),
    );
    await page.screenshot({ path: join(outDir, file) });
    console.log(join(outDir, file));
    await context.close();
  }
} finally {
  await browser.close();
}
