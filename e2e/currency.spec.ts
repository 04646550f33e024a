import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { prepareApiState, startWorker } from '../scripts/lib/local-stack';
import { stopAll, type Service } from '../scripts/lib/processes';

// A second Worker over the same build, configured for the Taka, on its own port and state.
const STATE_DIR = '.wrangler/e2e-bdt-state';
const WORKER = { ip: '127.0.0.1', port: 8791, stateDir: STATE_DIR, vars: { CURRENCY: 'bdt' } };
let worker: Service | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await prepareApiState(STATE_DIR, { fresh: true });
  worker = await startWorker({ ...WORKER, output: { logFile: join(STATE_DIR, 'worker.log') } });
});

test.afterAll(async () => {
  if (worker) await stopAll([worker]);
});

test('with CURRENCY=bdt every price shows ৳ with Bangladeshi grouping, in English and in Bangla', async ({ page }) => {
  const base = `http://${WORKER.ip}:${WORKER.port}`;
  await page.goto(`${base}/allproduct`);
  const cards = page.getByRole('list', { name: 'Products' });
  await expect(cards.getByText(/^৳\d{1,3}(,\d{2})*(,\d{3})?$/).first()).toBeVisible();
  await expect(cards.getByText(/^\$/)).toHaveCount(0);
  await expect(page.getByText('Min price (৳)')).toBeVisible();

  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: /^৳[০-৯]/ })
      .first(),
  ).toBeVisible();
});
