import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { prepareApiState, startWorker } from '../scripts/lib/local-stack';
import { stopAll, type Service } from '../scripts/lib/processes';
import { startSslcommerzStandIn, type RunningStandIn } from '../scripts/lib/sslcommerz-stand-in';
import { createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { dashboardMenu, logIn } from './support/pages';

// A second Worker over the same build, configured as a Bangladeshi deployment: prices in Taka and
// payments through SSLCOMMERZ (its local stand-in), on its own port and state.
const STATE_DIR = '.wrangler/e2e-bdt-state';
const WORKER = { ip: '127.0.0.1', port: 8791, stateDir: STATE_DIR };
const BASE = `http://${WORKER.ip}:${WORKER.port}`;
let worker: Service | undefined;
let sslcommerz: RunningStandIn | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sslcommerz = await startSslcommerzStandIn({ port: 8792 });
  await prepareApiState(STATE_DIR, { fresh: true });
  worker = await startWorker({
    ...WORKER,
    vars: { CURRENCY: 'bdt', ...sslcommerz.vars },
    output: { logFile: join(STATE_DIR, 'worker.log') },
  });
});

test.afterAll(async () => {
  if (worker) await stopAll([worker]);
  await sslcommerz?.close();
});

test('with CURRENCY=bdt every price shows ৳ with Bangladeshi grouping, in English and in Bangla', async ({ page }) => {
  await page.goto(`${BASE}/allproduct`);
  const cards = page.getByRole('list', { name: 'Products' });
  await expect(cards.getByText(/^৳\d{1,3}(,\d{2})*(,\d{3})?$/).first()).toBeVisible();
  await expect(cards.getByText(/^\$/)).toHaveCount(0);
  await expect(page.getByText('Min price (৳)')).toBeVisible();

  await page.getByRole('button', { name: 'বাংলা' }).click();
  // The list's name is in Bangla now: the cards are found as articles.
  await expect(
    page
      .getByRole('article')
      .getByText(/^৳[০-৯]{1,3}(,[০-৯]{2})*(,[০-৯]{3})?$/)
      .first(),
  ).toBeVisible();
});

/** A seller's listing at this price on the Taka Worker, and a buyer of it signed in on `page`. */
async function listingAndBuyer(page: Page, price: number) {
  const api = `${BASE}/api`;
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`, { api });
  const listing = await createListing(seller, uniquePng(), { price }, api);
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`, { api });
  await page.goto(`${BASE}/login`);
  await logIn(page, buyer.email, buyer.password);
  return listing;
}

test('a buyer pays with bKash through SSLCOMMERZ and its IPN completes the order', async ({ page }) => {
  const listing = await listingAndBuyer(page, 12500);

  await page.goto(`${BASE}/products/split-ac`);
  const card = page.getByRole('article').filter({ hasText: listing.name });
  await card.getByRole('button', { name: `Book Now: ${listing.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Split AC' });
  await expect(dialog.getByLabel('Price')).toHaveValue('৳12,500');
  await dialog.getByLabel('Phone Number').fill('+880 1911-223344');
  await dialog.getByLabel('Location').fill('Agrabad, Chattogram');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Booking confirmed')).toBeVisible();

  await page.goto(`${BASE}/dashboard/myorders`);
  await page.getByRole('link', { name: `Pay for ${listing.name}` }).click();
  await expect(page.getByText(/Please pay ৳12,500 for your booking/)).toBeVisible();
  await page.getByRole('link', { name: 'Pay with SSLCOMMERZ' }).click();

  // SSLCOMMERZ's hosted checkout (the stand-in's page, on its own origin).
  await expect(page.getByRole('heading', { name: 'Pay 12500.00 BDT' })).toBeVisible();
  await page.getByRole('radio', { name: 'bKash' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();

  // Back on Thanda, the order is paid: the IPN recorded it before the browser returned.
  await expect(page).toHaveURL(new RegExp(`^${BASE}/dashboard/payment/`));
  await expect(page.getByText('Congrats! your payment complete successfully')).toBeVisible();
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  expect(sslcommerz!.ipnAnswers).toContainEqual({ received: true, outcome: 'paid' });
  await dashboardMenu(page).getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('row', { name: new RegExp(listing.name) }).getByText('Paid')).toBeVisible();
});

test('a buyer who cancels on SSLCOMMERZ is told nothing was charged and can pay again', async ({ page }) => {
  const listing = await listingAndBuyer(page, 9800);
  await page.goto(`${BASE}/products/split-ac`);
  await page
    .getByRole('article')
    .filter({ hasText: listing.name })
    .getByRole('button', { name: `Book Now: ${listing.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Split AC' });
  await dialog.getByLabel('Phone Number').fill('01811-223344');
  await dialog.getByLabel('Location').fill('Zindabazar, Sylhet');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Booking confirmed')).toBeVisible();

  await page.goto(`${BASE}/dashboard/myorders`);
  await page.getByRole('link', { name: `Pay for ${listing.name}` }).click();
  await page.getByRole('link', { name: 'Pay with SSLCOMMERZ' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('alert')).toHaveText('You cancelled the payment. Nothing was charged.');
  await expect(page.getByRole('link', { name: 'Pay with SSLCOMMERZ' })).toBeVisible();
});
