import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../seed/data';
import { expectAccessible } from './support/accessibility';
import { createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { headDownTheHomePage, logIn } from './support/pages';

// Each test walks several screens, and axe takes 1–6 s a screen on a 2-core machine (the longest
// lists have over a thousand elements): more than the default 30 s once the machine is busy.
test.describe.configure({ timeout: 60_000 });

test('public screens have no serious accessibility violations', async ({ page }) => {
  const screens: [string, string][] = [
    ['/', 'Shop by category'],
    ['/products/split-ac', 'Split AC'],
    ['/allproduct', 'All Products'],
    ['/blogs', 'Blogs'],
    ['/login', 'Login'],
    ['/signup', 'Sign Up'],
    ['/coming-soon', 'Coming Soon!!!'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/contact', 'Contact us'],
    ['/no/such/page', '404 Not Found'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    if (path === '/') {
      // The sections below '/''s first screen are checked too: they come as a visitor heads down.
      await headDownTheHomePage(page);
      await expect(page.getByRole('region', { name: 'What type of AC provides better service?' })).toBeAttached();
    }
    await expectAccessible(page, path);
  }
});

test('buyer screens have no serious accessibility violations', async ({ page }) => {
  const seller = await createAccount('seller');
  const listing = await createListing(seller, uniquePng());
  const buyer = await createAccount('buyer');
  await logIn(page, buyer.email, buyer.password);
  await page.goto('/products/split-ac');
  await page.getByRole('button', { name: `wishList: ${listing.name}` }).click();
  await page.getByRole('button', { name: `Book Now: ${listing.name}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'booking modal');
  await page.getByLabel('Phone Number').fill('01911-223344');
  await page.getByLabel('Location').fill('Dhaka');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Booking confirmed')).toBeVisible();

  for (const [path, heading] of [
    ['/dashboard', 'Welcome!!!!'],
    ['/dashboard/myorders', 'My Orders'],
    ['/dashboard/mywishlist', 'My WishList'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(page, path!);
  }
  await page.goto('/dashboard/myorders');
  await page.getByRole('link', { name: `Pay for ${listing.name}` }).click();
  await expect(page.getByRole('heading', { name: `Payment for ${listing.name}` })).toBeVisible();
  await expectAccessible(page, 'payment');

  await page.goto('/products/split-ac');
  await page.getByRole('button', { name: `Message seller: ${listing.name}` }).click();
  await expect(page.getByRole('heading', { name: seller.name })).toBeVisible();
  await expectAccessible(page, 'conversation');
  await page.goto('/dashboard/messages');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expectAccessible(page, '/dashboard/messages');
});

test('seller and admin screens have no serious accessibility violations', async ({ page, browser }) => {
  const seller = await createAccount('seller');
  await createListing(seller, uniquePng());
  await logIn(page, seller.email, seller.password);
  for (const [path, heading] of [
    ['/dashboard/myproducts', 'My Products'],
    ['/dashboard/addproduct', 'Add A Product'],
    ['/dashboard/mybuyers', 'My Buyers'],
    ['/dashboard/verification', 'Get verified'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(page, path!);
  }
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin@thanda.test', DEMO_PASSWORD);
  for (const [path, heading] of [
    ['/dashboard/allseller', 'All Sellers'],
    ['/dashboard/allbuyer', 'All Buyers'],
    ['/dashboard/moderation', 'Moderation'],
    ['/dashboard/audit-log', 'Audit log'],
  ]) {
    await admin.goto(path!);
    await expect(admin.getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(admin, path!);
  }
});
