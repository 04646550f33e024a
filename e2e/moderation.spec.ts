import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, createListing, type TestAccount } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { fillProductForm, logIn } from './support/pages';

const DEMO_PASSWORD = 'thanda-demo';

async function signedInPage(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

/** The listing's id, as the public search finds it (none when it is out of the lists). */
async function searchIds(page: Page, name: string) {
  const found = (await (await page.request.get(`/api/allproduct?q=${encodeURIComponent(name)}`)).json()) as {
    _id: string;
  }[];
  return found.map((listing) => listing._id);
}

async function listedUnit(seller: TestAccount) {
  const listing = await createListing(seller, uniquePng(), {
    name: `Walton Inverter ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
  });
  return listing.name;
}

test('a buyer reports a listing; the admin hides it from the queue and it leaves every public list', async ({
  page,
  browser,
}) => {
  // Three people and a dozen screens, as the next test: 28-33 s here, past the default 30 s.
  test.setTimeout(60_000);
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const name = await listedUnit(seller);
  const buyer = await createAccount('buyer');
  const [id] = await searchIds(page, name);
  expect(id).toBeDefined();

  await logIn(page, buyer.email, buyer.password);
  await page.goto(`/listing/${id}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByLabel('Scam, or asks for an advance payment').check();
  await dialog.getByLabel('Anything an admin should know (optional)').fill('Asked me to send bKash before meeting.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. An admin will look at it')).toBeVisible();

  const admin = await signedInPage(browser, 'admin@thanda.test', DEMO_PASSWORD);
  await admin.goto('/dashboard/moderation');
  const card = admin.getByRole('article', { name });
  await expect(card.getByText('Asked me to send bKash before meeting.')).toBeVisible();
  await card.getByRole('button', { name: 'Hide listing' }).click();
  const hide = admin.getByRole('dialog', { name: `Hide ${name}?` });
  await hide.getByLabel('Reason', { exact: true }).fill('Asks for an advance payment');
  await hide.getByRole('button', { name: 'Hide listing' }).click();
  await expect(admin.getByText('Listing hidden.')).toBeVisible();
  await expect(card).toBeHidden();

  // Out of every public list and its page.
  expect(await searchIds(page, name)).toEqual([]);
  const newest = (await (await page.request.get('/api/allproduct?limit=100')).json()) as { _id: string }[];
  expect(newest.map((listing) => listing._id)).not.toContain(id);
  await page.goto(`/listing/${id}`);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();

  // The reporter sees the outcome; the seller sees why.
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('The listing was hidden');
  const sellerPage = await signedInPage(browser, seller.email, seller.password);
  await sellerPage.goto('/dashboard/myproducts');
  await expect(sellerPage.getByText('Hidden by an admin: Asks for an advance payment')).toBeVisible();

  // The audit log names the action and its reason.
  await admin.goto('/dashboard/audit-log');
  await expect(admin.getByRole('row', { name: new RegExp(name) })).toContainText('Asks for an advance payment');
});

test('the admin suspends a reported seller, who can sign in and read but not list, until it is lifted', async ({
  page,
  browser,
}) => {
  // Three people and a dozen screens: on a busy CI machine it ran past the default 30 s.
  test.setTimeout(60_000);
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const name = await listedUnit(seller);
  const [id] = await searchIds(page, name);
  const buyer = await createAccount('buyer');
  await logIn(page, buyer.email, buyer.password);
  await page.goto(`/listing/${id}`);
  await page.getByRole('button', { name: 'Report this seller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this person' });
  await dialog.getByLabel('Misleading').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. An admin will look at it')).toBeVisible();

  const admin = await signedInPage(browser, 'admin@thanda.test', DEMO_PASSWORD);
  await admin.goto('/dashboard/moderation');
  const card = admin.getByRole('article', { name: seller.name });
  await card.getByRole('button', { name: 'Suspend', exact: true }).click();
  const suspend = admin.getByRole('dialog', { name: `Suspend ${seller.name}?` });
  await suspend.getByLabel('Reason', { exact: true }).fill('Photos of another unit');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByText(`${seller.name} is suspended.`)).toBeVisible();
  expect(await searchIds(page, name)).toEqual([]);

  // The seller signs in, reads why, and cannot list.
  const sellerPage = await signedInPage(browser, seller.email, seller.password);
  await sellerPage.goto('/dashboard/addproduct');
  await expect(sellerPage.getByText('Your account is suspended until an admin lifts it.')).toBeVisible();
  await expect(sellerPage.getByText('Reason: Photos of another unit')).toBeVisible();
  await fillProductForm(sellerPage, `${name} again`);
  await sellerPage.getByRole('button', { name: 'Add Product' }).click();
  // The form's own alert (the page's suspension notice above is one too).
  await expect(
    sellerPage.getByRole('alert').filter({ hasText: 'Your account is suspended, so you cannot list' }),
  ).toBeVisible();
  await sellerPage.goto('/dashboard/myproducts');
  await expect(sellerPage.getByText('Not shown while your account is suspended')).toBeVisible();

  // The admins' table of sellers shows the state; lifting it brings the listing back.
  await admin.goto('/dashboard/allseller');
  const row = admin.getByRole('row', { name: new RegExp(seller.email) });
  await expect(row).toContainText('Suspended');
  await row.getByRole('button', { name: `Lift the suspension of ${seller.name}` }).click();
  await admin
    .getByRole('dialog', { name: `Lift the suspension of ${seller.name}?` })
    .getByRole('button', { name: 'Lift suspension' })
    .click();
  await expect(admin.getByText('Suspension lifted.')).toBeVisible();
  await expect(row.getByRole('button', { name: `Suspend ${seller.name}` })).toBeVisible();
  expect(await searchIds(page, name)).toEqual([id]);
  await admin.goto('/dashboard/audit-log');
  await expect(admin.getByRole('row', { name: new RegExp(seller.name) }).first()).toContainText('Lifted a suspension');
});
