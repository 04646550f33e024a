import { expect, type Page } from '@playwright/test';
import { uniquePng } from './images';

/** Signs in through the login screen, as a person would. */
export async function logIn(page: Page, email: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successfully')).toBeVisible();
}

/**
 * '/' draws what is below its first screen (the services, the promoted products…) once the visitor
 * heads for it: a turn of the mouse wheel down the page, as a person's.
 */
export async function headDownTheHomePage(page: Page) {
  await page.mouse.wheel(0, 200);
  await expect(page.getByRole('heading', { name: /Why choose us|কেন আমাদের/ })).toBeAttached();
}

/**
 * The service worker controls the page: it installs 5 s after a page has loaded (so it stays out of
 * the visitor's first seconds, web/app/offline/start-offline.ts), then downloads the app.
 */
export async function serviceWorkerInstalled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

export function dashboardMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard' });
}

/** Fills every field of Add A Product for a split AC called `name`, with a fresh photo: ৳41,000, ৳80,000 new. */
export async function fillProductForm(page: Page, name: string) {
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Original Price (৳)').fill('80000');
  await page.getByLabel('Price (৳)', { exact: true }).fill('41000');
  await page.getByLabel('Year of purchase').fill('2022');
  await page.getByLabel('Contact').fill('01711-998877');
  await page.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await page.getByLabel('District').selectOption({ label: 'Dhaka' });
  await page.getByLabel('Location').fill('Uttara Sector 4, Dhaka');
  await page.getByLabel('Category').selectOption({ label: 'Split AC' });
  await page.getByLabel('Condition').selectOption('excellent');
  await page.getByLabel('Photo').setInputFiles({ name: 'unit.png', mimeType: 'image/png', buffer: uniquePng() });
  await page.getByLabel('Description').fill('Two summers old, cools a big room fast.');
}

/** Books a split AC from its category page through the booking modal (at createListing's ৳31,500). */
export async function bookFromCategoryPage(page: Page, name: string) {
  await page.goto('/products/split-ac');
  const card = page.getByRole('article').filter({ hasText: name });
  await card.getByRole('button', { name: `Book Now: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Split AC' });
  await expect(dialog.getByLabel('Product')).toHaveValue(name);
  await expect(dialog.getByLabel('Price')).toHaveValue('৳31,500');
  await dialog.getByLabel('Phone Number').fill('01911-223344');
  await dialog.getByLabel('Location').fill('Dhanmondi 27, Dhaka');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Booking confirmed')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Pays on the payment page through SSLCOMMERZ, as npm start takes payments: its hosted page (the
 * local stand-in's) with bKash, and back on Thanda the order is paid.
 */
export async function payWithSslcommerz(page: Page) {
  await page.getByRole('link', { name: 'Pay with SSLCOMMERZ' }).click();
  await page.getByRole('radio', { name: 'bKash' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\//);
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
}

/** Pays on the payment page with the demo gateway's card form (a Worker run with `--gateway demo`). */
export async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}
