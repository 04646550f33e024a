import { expect, test, type Locator } from '@playwright/test';
import { accessTokenFor, createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { dashboardMenu, fillProductForm, logIn } from './support/pages';

// Issue 64: on a phone, as most people here shop.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true });

const API = 'http://localhost:8787/api';

/** Puts another seller's listing on the buyer's wish list through the API, as they did before. */
async function wishFor(buyer: Awaited<ReturnType<typeof createAccount>>, listingName: string) {
  const search = await fetch(`${API}/allproduct?q=${encodeURIComponent(listingName)}`);
  const [found] = (await search.json()) as { _id: string }[];
  const res = await fetch(`${API}/wishlist`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await accessTokenFor(buyer)}` },
    body: JSON.stringify({ productId: found!._id }),
  });
  expect(res.status).toBe(201);
}

/** Whole, inside the phone's width, and big enough for a thumb. */
async function expectInTheBar(control: Locator) {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(PHONE.width);
  expect(box.height, 'height').toBeGreaterThanOrEqual(44);
  expect(box.width, 'width').toBeGreaterThanOrEqual(44);
}

test('a buyer becomes a seller from the header, posts an ad and keeps their wish list', async ({ page }) => {
  // Two accounts, a listing through the API and one through the form: a long journey.
  test.slow();
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const wished = await createListing(seller, uniquePng());
  // Publishing needs a verified e-mail address, which this buyer has.
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`, { emailVerified: true });
  await wishFor(buyer, wished.name);

  await logIn(page, buyer.email, buyer.password);
  const header = page.getByRole('banner');
  const postAd = header.getByRole('link', { name: 'Post an ad' });
  // In the phone's bar beside search, the bell and the menu, with nothing pushed off the screen.
  await expectInTheBar(postAd);
  await expectInTheBar(header.getByRole('link', { name: /^Notifications/ }));
  await expectInTheBar(header.getByRole('button', { name: 'Menu', exact: true }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await postAd.click();
  await expect(page).toHaveURL(/\/sell$/);
  await expect(page.getByRole('heading', { name: 'Start selling on Thanda' })).toBeVisible();
  await page.getByRole('button', { name: 'Start selling' }).click();
  await expect(page.getByText('You can post ads now')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/addproduct$/);
  await expect(page.getByRole('heading', { name: 'Add A Product' })).toBeVisible();

  const name = `Anyone sells ${Date.now().toString(36)}`;
  await fillProductForm(page, name);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(`${name} is added successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  await expect(page.getByRole('heading', { name: 'My Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
  // A seller now: the header's button goes straight to posting.
  await expect(postAd).toHaveAttribute('href', '/dashboard/addproduct');

  // Still a buyer too: the wish list from before is in the seller's menu, with its item.
  await page.getByRole('button', { name: 'Dashboard menu' }).click();
  await dashboardMenu(page).getByRole('link', { name: 'My WishList' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mywishlist$/);
  await expect(page.getByRole('button', { name: `Purchase Now: ${wished.name}` })).toBeVisible();
});

test('a visitor who taps Post an ad logs in and goes on to start selling', async ({ page }) => {
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`, { emailVerified: true });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Post an ad' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/sell$/);
  await expect(page.getByRole('heading', { name: 'Start selling on Thanda' })).toBeVisible();
});
