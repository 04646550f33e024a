import { expect, test, type Page } from '@playwright/test';
import { createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { dashboardMenu, logIn } from './support/pages';

// The stack as `npm start` runs it (docs/decisions/026): prices in Taka, payments through
// SSLCOMMERZ's hosted checkout, here its local stand-in on :8792, which posts each IPN to the Worker.

test('every price shows ৳ with Bangladeshi grouping, in English and in Bangla', async ({ page }) => {
  await page.goto('/allproduct');
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

/** A seller's listing at this price, booked by a buyer signed in on `page`, whose payment page is open. */
async function bookedListing(page: Page, price: number, booking: { phone: string; location: string }) {
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const listing = await createListing(seller, uniquePng(), { price, originalPrice: price * 2 });
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`);
  await logIn(page, buyer.email, buyer.password);

  await page.goto('/products/split-ac');
  const card = page.getByRole('article').filter({ hasText: listing.name });
  await card.getByRole('button', { name: `Book Now: ${listing.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Split AC' });
  await dialog.getByLabel('Phone Number').fill(booking.phone);
  await dialog.getByLabel('Location').fill(booking.location);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Booking confirmed')).toBeVisible();

  await page.goto('/dashboard/myorders');
  await page.getByRole('link', { name: `Pay for ${listing.name}` }).click();
  return listing;
}

test('a buyer pays ৳1,25,000 with bKash on SSLCOMMERZ and comes back to a paid order', async ({ page }) => {
  const listing = await bookedListing(page, 125000, { phone: '+880 1911-223344', location: 'Agrabad, Chattogram' });
  await expect(page.getByText(/Please pay ৳1,25,000 for your booking/)).toBeVisible();
  await page.getByRole('link', { name: 'Pay with SSLCOMMERZ' }).click();

  // SSLCOMMERZ's hosted checkout (the stand-in's page, on its own origin).
  await expect(page.getByRole('heading', { name: 'Pay 125000.00 BDT' })).toBeVisible();
  await page.getByRole('radio', { name: 'bKash' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();

  // Back on Thanda, the order is paid.
  await expect(page).toHaveURL(/^http:\/\/localhost:8787\/dashboard\/payment\//);
  await expect(page.getByText('Congrats! your payment complete successfully')).toBeVisible();
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  await dashboardMenu(page).getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('row', { name: new RegExp(listing.name) }).getByText('Paid')).toBeVisible();
});

test("SSLCOMMERZ's IPN completes the order even when the buyer's browser never comes back", async ({ page }) => {
  const listing = await bookedListing(page, 31500, { phone: '01711-223344', location: 'Mirpur 10, Dhaka' });
  // The checkout page's post back to Thanda never arrives: only the IPN, server to server, can
  // record the payment (the stand-in posts it before it sends the browser back).
  await page.route('**/api/sslcommerz/return', (route) => route.abort());
  const returnFailed = page.waitForEvent('requestfailed', (request) =>
    request.url().endsWith('/api/sslcommerz/return'),
  );
  await page.getByRole('link', { name: 'Pay with SSLCOMMERZ' }).click();
  await page.getByRole('radio', { name: 'Nagad' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await returnFailed;

  // The buyer looks again later, in another tab.
  const later = await page.context().newPage();
  await later.goto('/dashboard/myorders');
  await expect(later.getByRole('row', { name: new RegExp(listing.name) }).getByText('Paid')).toBeVisible();
});

test('a buyer who cancels on SSLCOMMERZ is told nothing was charged and can pay again', async ({ page }) => {
  await bookedListing(page, 9800, { phone: '01811-223344', location: 'Zindabazar, Sylhet' });
  await page.getByRole('link', { name: 'Pay with SSLCOMMERZ' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('alert')).toHaveText('You cancelled the payment. Nothing was charged.');
  await expect(page.getByRole('link', { name: 'Pay with SSLCOMMERZ' })).toBeVisible();
});
