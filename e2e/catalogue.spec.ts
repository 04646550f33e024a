import { expect, test, type Page } from '@playwright/test';
import { createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { dashboardMenu, fillProductForm, headDownTheHomePage, logIn } from './support/pages';

test('a visitor opens a category from the home grid and sees its products', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Window AC/ }).click();
  await expect(page).toHaveURL(/\/products\/window-ac$/);
  await expect(page.getByRole('heading', { name: 'Window AC', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: 'Walton 1.5 Ton Window AC' })).toHaveCount(1);
  await expect(cards.filter({ hasText: '(Sold OUt)' })).toHaveCount(0);
});

test('search and a price filter narrow /allproduct, and the filters live in the URL', async ({ page }) => {
  await page.goto('/allproduct');
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('cooler');
  await page.getByLabel('Max price (৳)').fill('6000');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=cooler/);
  await expect(page).toHaveURL(/maxPrice=6000/);
  await expect(cards).not.toHaveCount(0);
  for (const price of await cards.locator('dd.text-lg').allTextContents()) {
    expect(price).toMatch(/^৳[\d,]+$/);
    expect(Number(price.replace(/[৳,]/g, ''))).toBeLessThanOrEqual(6000);
  }
  await expect(cards.filter({ hasText: 'Symphony' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('cooler');
  await page.getByLabel('Search', { exact: true }).fill('no-such-appliance-anywhere');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No products match your search.')).toBeVisible();
});

async function addProduct(page: Page, name: string) {
  await dashboardMenu(page).getByRole('link', { name: 'Add Product' }).click();
  await fillProductForm(page, name);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(`${name} is added successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
}

test('a seller adds, advertises, edits and deletes a listing', async ({ page }) => {
  const seller = await createAccount('seller', 'Listing Seller');
  const name = `E2E Split ${Date.now().toString(36)}`;
  await logIn(page, seller.email, seller.password);
  await page.goto('/dashboard');
  await addProduct(page, name);

  const row = page.getByRole('row', { name: new RegExp(name.slice(0, 20)) });
  await expect(row.getByText('Available')).toBeVisible();

  await page.goto('/products/split-ac');
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name })).toHaveJSProperty('complete', true);
  await expect(card).toContainText('৳41,000');
  await page.goto(`/allproduct?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();

  await page.goto('/dashboard/myproducts');
  await row.getByRole('button', { name: `Advertise ${name}` }).click();
  await expect(page.getByText('Advertise successfully')).toBeVisible();
  // A promotion runs 7 days, shown with its end, and can be renewed (docs/decisions/028).
  await expect(row.getByText(/Promoted until/)).toBeVisible();
  await expect(row.getByRole('button', { name: `Renew the promotion of ${name}` })).toBeEnabled();
  await page.goto('/');
  await headDownTheHomePage(page);
  const promoted = page.getByRole('region', { name: 'What type of AC provides better service?' });
  await expect(promoted.getByRole('heading', { name }).first()).toBeAttached();
  await page.goto('/dashboard/myproducts');

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await page.getByLabel('Price (৳)', { exact: true }).fill('37500');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  await expect(row).toContainText('৳37,500');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('product deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(`/allproduct?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('No products match your search.')).toBeVisible();
});

test('a seller marks a listing sold and it leaves the public lists', async ({ page }) => {
  const seller = await createAccount('seller', 'Selling Seller');
  const name = `E2E Sold ${Date.now().toString(36)}`;
  await logIn(page, seller.email, seller.password);
  await page.goto('/dashboard');
  await addProduct(page, name);
  const row = page.getByRole('row', { name: new RegExp(name.slice(0, 20)) });
  await row.getByRole('button', { name: `Mark ${name} sold` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark sold' }).click();
  await expect(row.getByText('sold', { exact: true })).toBeVisible();
  await page.goto(`/allproduct?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('No products match your search.')).toBeVisible();
});

test('the home page carries its marketing sections and the blogs their five guides', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Stay cool for less', level: 1 })).toBeVisible();
  await headDownTheHomePage(page);
  for (const claim of ['Qualified engineers', '90-day warranty', '30-day warranty', '80 lakh+ customers']) {
    await expect(page.getByRole('heading', { name: claim })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Learn more/ })).toHaveCount(4);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'How to buy a used AC', level: 2 })).toBeVisible();
});

test("a seller's name leads to their listings in that category, and then to all of them", async ({ page }) => {
  const seller = await createAccount('seller', `Named Seller ${Date.now().toString(36)}`);
  const split = await createListing(seller, uniquePng(), { categoryId: 'split-ac' });
  const cooler = await createListing(seller, uniquePng(), { categoryId: 'air-cooler' });
  await page.goto('/products/split-ac');
  const card = page.getByRole('article').filter({ hasText: split.name });
  await card.getByRole('link', { name: seller.name }).click();
  // The seller is named by id: no e-mail address goes into a URL (the review of December 2026).
  await expect(page).toHaveURL(/\/products\/split-ac\/seller\/[^/@%]+$/);
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(split.name);
  await page.getByRole('link', { name: "See all of this seller's listings" }).click();
  await expect(page).toHaveURL(/\/allproduct\?seller=/);
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: cooler.name })).toHaveCount(1);
});
