import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../seed/data';
import { createAccount, createGoogleAccount, uniqueEmail } from './support/auth-emulator';
import { dashboardMenu, logIn } from './support/pages';

async function signUp(page: import('@playwright/test').Page, role: 'buyer' | 'seller') {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(`New ${role}`);
  await page.getByLabel('Email').fill(uniqueEmail(`signup-${role}`));
  await page.getByLabel('Password').fill('secret-pass');
  await page.getByLabel('Specialty').selectOption(role);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('a new seller signs up and sees the seller menu', async ({ page }) => {
  await signUp(page, 'seller');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!!!!' })).toBeVisible();
  await expect(page.getByText('To Your DashBoard')).toBeVisible();
  const menu = dashboardMenu(page);
  // A seller can buy too (issue 64): their orders and wish list stay in the menu.
  for (const item of ['My Products', 'My Buyers', 'Add Product', 'My Orders', 'My WishList']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
});

test('a new buyer signs up and sees the buyer menu', async ({ page }) => {
  await signUp(page, 'buyer');
  await page.goto('/dashboard');
  const menu = dashboardMenu(page);
  await expect(menu.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My WishList' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Products' })).toHaveCount(0);
});

test('a wrong password shows a red message and signs nobody in', async ({ page }) => {
  const buyer = await createAccount('buyer');
  await page.goto('/login');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('The e-mail or password is not correct.');
  await expect(alert).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('a visitor sent from an admin screen to /login returns there after the admin logs in', async ({ page }) => {
  await page.goto('/dashboard/allseller');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'admin@thanda.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/allseller$/);
  await expect(page.getByRole('heading', { name: 'All Sellers' })).toBeVisible();
});

test('a buyer cannot open the admin screens', async ({ page }) => {
  const buyer = await createAccount('buyer');
  await logIn(page, buyer.email, buyer.password);
  await page.goto('/dashboard/allbuyer');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard/myproducts');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the admin verifies a seller and deletes a buyer', async ({ page }) => {
  const seller = await createAccount('seller', `Seller ${Date.now()}`);
  const buyer = await createAccount('buyer', `Buyer ${Date.now()}`);
  await logIn(page, 'admin@thanda.test', DEMO_PASSWORD);

  await page.goto('/dashboard/allseller');
  const sellerRow = page.getByRole('row', { name: new RegExp(seller.email) });
  await sellerRow.getByRole('button', { name: `Verify ${seller.name}` }).click();
  await expect(page.getByText('seller successfully verify')).toBeVisible();
  await expect(sellerRow.getByRole('button', { name: `${seller.name} is verified` })).toBeDisabled();

  await dashboardMenu(page).getByRole('link', { name: 'All Buyer' }).click();
  const buyerRow = page.getByRole('row', { name: new RegExp(buyer.email) });
  await buyerRow.getByRole('button', { name: `Delete ${buyer.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
  await expect(dialog).toContainText(`If you delete ${buyer.name}. It cannot be undone.`);
  await dialog.getByRole('button', { name: 'cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(buyerRow).toBeVisible();

  await buyerRow.getByRole('button', { name: `Delete ${buyer.name}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Buyer ${buyer.name} deleted successfully`)).toBeVisible();
  await expect(buyerRow).toHaveCount(0);
});

test('a deleted buyer can no longer sign in to Thanda', async ({ browser }) => {
  const buyer = await createAccount('buyer', `Doomed ${Date.now()}`);
  const admin = await browser.newPage();
  await logIn(admin, 'admin@thanda.test', DEMO_PASSWORD);
  await admin.goto('/dashboard/allbuyer');
  await admin.getByRole('button', { name: `Delete ${buyer.name}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText(`Buyer ${buyer.name} deleted successfully`)).toBeVisible();

  const page = await browser.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('This account has been deleted.');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('signing out removes the access token from storage', async ({ page }) => {
  const buyer = await createAccount('buyer');
  await logIn(page, buyer.email, buyer.password);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('a visitor never downloads Firebase until they sign in, and a sign-in in another tab reaches their page', async ({
  context,
}) => {
  const page = await context.newPage();
  const firebaseRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/firebase-[\w-]+\.js$/.test(new URL(request.url()).pathname)) firebaseRequests.push(request.url());
  });
  await page.goto('/allproduct');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // The identity provider used to start once the page had its data and the browser went idle, and
  // 3 s after the start at the latest: past both, it would have been asked for.
  await page.waitForFunction(() => performance.now() > 3500);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(firebaseRequests).toEqual([]);

  const buyer = await createAccount('buyer');
  const other = await context.newPage();
  await logIn(other, buyer.email, buyer.password);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(firebaseRequests.length).toBeGreaterThan(0);
});

test.describe('Google sign-in (emulator Google identities)', () => {
  test('registers a new Google user as a buyer', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'CONTINUE WITH GOOGLE' }).click();
    await page.getByLabel('Google e-mail').fill(uniqueEmail('google-new'));
    await page.getByLabel('Google name').fill('Google Newcomer');
    await page.getByRole('button', { name: 'Sign in with this Google account' }).click();
    await expect(page.getByText('Login successfully')).toBeVisible();
    await page.goto('/dashboard');
    await expect(dashboardMenu(page).getByRole('link', { name: 'My Orders' })).toBeVisible();
  });

  test('keeps an existing seller a seller', async ({ page }) => {
    const seller = await createGoogleAccount('seller', 'Google Seller');
    await page.goto('/login');
    await page.getByRole('button', { name: 'CONTINUE WITH GOOGLE' }).click();
    await page.getByLabel('Google e-mail').fill(seller.email);
    await page.getByLabel('Google name').fill(seller.name);
    await page.getByRole('button', { name: 'Sign in with this Google account' }).click();
    await expect(page.getByText('Login successfully')).toBeVisible();
    await page.goto('/dashboard');
    await expect(dashboardMenu(page).getByRole('link', { name: 'My Products' })).toBeVisible();
  });
});
