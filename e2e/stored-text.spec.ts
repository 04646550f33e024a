import { expect, test, type Page } from '@playwright/test';
import { accessTokenFor, createAccount, createListing, type TestAccount } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { logIn } from './support/pages';

// Each payload would set this flag or open a dialog if the SPA ever rendered text as markup.
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const productName = `<img src=x onerror="window.__pwned=1">❄️ Gree <script>window.__pwned=1</script> ${tag}`;
const location = `<b>Mirpur</b> ঠান্ডা مكيف 😀 ' OR 1=1 --`;
const about = `<svg onload="window.__pwned=1;alert(1)"></svg> {{7*7}} \${7*7} e\u0301 "quoted" & &amp; ${tag}`;
const sellerName = `<i onmouseover=alert(1)>Rahim</i> & Sons 😀`;
const buyerName = `<script>alert(1)</script> Karim`;
const bookingLocation = `<img src=x onerror=alert(1)> Dhanmondi ২৭ 'a'='a'`;

/** Fails the test on any dialog a payload opens, and reports whether a payload ran. */
function trapScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return {
    dialogs,
    async ran() {
      const flag = await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
      const injected = await page
        .locator('img[onerror], svg[onload], script:not([src]):has-text("__pwned"), i[onmouseover]')
        .count();
      return { flag, injected, dialogs };
    },
  };
}

async function book(buyer: TestAccount, productId: string) {
  const token = await accessTokenFor(buyer);
  const res = await fetch('http://localhost:8787/api/bookings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ productId, phone: '01911-223344', location: bookingLocation }),
  });
  if (res.status !== 201) throw new Error(`Booking failed: ${res.status} ${await res.text()}`);
}

async function productIdOf(name: string) {
  const res = await fetch(`http://localhost:8787/api/allproduct?q=${encodeURIComponent(tag)}`);
  const found = ((await res.json()) as { _id: string; name: string }[]).find((p) => p.name === name);
  if (!found) throw new Error(`The listing ${name} is not in the catalogue`);
  return found._id;
}

async function expectCardShowsText(page: Page) {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: productName, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(location, { exact: true })).toBeVisible();
  await expect(card.getByText(about, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: sellerName, exact: true })).toBeVisible();
}

test('HTML, script and Unicode in stored text show as the literal text on every page, and nothing runs', async ({
  page,
  browser,
}) => {
  const seller = await createAccount('seller', sellerName);
  await createListing(seller, uniquePng(), { name: productName, location, about });
  const buyer = await createAccount('buyer', buyerName);
  await book(buyer, await productIdOf(productName));

  const visitor = trapScripts(page);
  for (const path of ['/allproduct', '/products/split-ac']) {
    await page.goto(path);
    await expectCardShowsText(page);
    expect(await visitor.ran(), path).toEqual({ flag: undefined, injected: 0, dialogs: [] });
  }

  const sellerPage = await browser.newPage();
  const sellerTrap = trapScripts(sellerPage);
  await logIn(sellerPage, seller.email, seller.password);
  await sellerPage.goto('/dashboard/myproducts');
  // My Products shortens names to 20 characters and keeps the whole name in the title.
  const nameCell = sellerPage.getByTitle(productName, { exact: true });
  await expect(nameCell).toHaveText('<img src=x onerror="...');
  await sellerPage.goto('/dashboard/mybuyers');
  const sale = sellerPage
    .getByRole('row')
    .filter({ has: sellerPage.getByRole('cell', { name: productName, exact: true }) });
  await expect(sale.getByRole('cell', { name: buyerName, exact: true })).toBeVisible();
  await expect(sale.getByRole('cell', { name: bookingLocation, exact: true })).toBeVisible();
  expect(await sellerTrap.ran()).toEqual({ flag: undefined, injected: 0, dialogs: [] });

  const buyerPage = await browser.newPage();
  const buyerTrap = trapScripts(buyerPage);
  await logIn(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto('/dashboard/myorders');
  await expect(buyerPage.getByRole('cell', { name: productName, exact: true })).toBeVisible();
  await expect(buyerPage.getByRole('link', { name: `Pay for ${productName}`, exact: true })).toBeVisible();
  expect(await buyerTrap.ran()).toEqual({ flag: undefined, injected: 0, dialogs: [] });
});
