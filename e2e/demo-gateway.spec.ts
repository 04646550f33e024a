import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { prepareApiState, startWorker } from '../scripts/lib/local-stack';
import { stopAll, type Service } from '../scripts/lib/processes';
import { expectAccessible } from './support/accessibility';
import { createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { bookFromCategoryPage, logIn, payWith } from './support/pages';

// Our own card form, the demo gateway's (`npm start -- --gateway demo`): a second Worker over the
// same build with no SSLCOMMERZ store, so it takes test cards, still in Taka; its own port and state.
const STATE_DIR = '.wrangler/e2e-demo-state';
const WORKER = { ip: '127.0.0.1', port: 8791, stateDir: STATE_DIR };
const BASE = `http://${WORKER.ip}:${WORKER.port}`;
const API = `${BASE}/api`;
let worker: Service | undefined;

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await prepareApiState(STATE_DIR, { fresh: true });
  worker = await startWorker({ ...WORKER, output: { logFile: join(STATE_DIR, 'worker.log') } });
});

test.afterAll(async () => {
  if (worker) await stopAll([worker]);
});

/** A fresh listing (৳31,500) booked by a new buyer signed in on `page`, on its payment page. */
async function onPaymentPage(page: Page) {
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`, { api: API });
  const listing = await createListing(seller, uniquePng(), {}, API);
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`, { api: API });
  await logIn(page, buyer.email, buyer.password);
  await bookFromCategoryPage(page, listing.name);
  await page.goto('/dashboard/myorders');
  await page.getByRole('link', { name: `Pay for ${listing.name}` }).click();
  await expect(page.getByRole('heading', { name: `Payment for ${listing.name}` })).toBeVisible();
  return listing;
}

test('the demo card form takes 4242 in Taka, says it is a test, and gives a receipt reference', async ({ page }) => {
  const listing = await onPaymentPage(page);
  await expect(page.getByText(/Please pay ৳31,500 for your booking on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay with SSLCOMMERZ' })).toHaveCount(0);
  await expectAccessible(page, 'demo card form');

  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Congrats! your payment complete successfully')).toBeVisible();
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  await expect(page.getByText(/^Receipt reference:/)).toHaveText(/^Receipt reference: TH-[0-9A-F]{8}$/);
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('row', { name: new RegExp(listing.name) }).getByText('Paid')).toBeVisible();
});

test('a declined card shows the red message and nothing is paid', async ({ page }) => {
  const listing = await onPaymentPage(page);
  await payWith(page, '4000 0000 0000 0002');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Your card was declined.');
  await expect(alert).toHaveCSS('color', 'rgb(185, 28, 28)');
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('link', { name: `Pay for ${listing.name}` })).toBeVisible();
  await page.goto(`/allproduct?q=${encodeURIComponent(listing.name)}`);
  await expect(page.getByRole('article').filter({ hasText: listing.name })).toBeVisible();
});
