import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../seed/data';
import { createAccount, createListing } from './support/auth-emulator';
import { bn, bnPattern, taka } from './support/bangla';
import { uniquePng } from './support/images';
import { bookFromCategoryPage, logIn } from './support/pages';

// Thanda Protect on the default stack (Taka, SSLCOMMERZ's local stand-in), everyone reading Bangla:
// the money is held until the AC cools, and goes where the buyer's confirmation or an admin sends it.
// Three people in three browsers: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const PRICE = 31_500; // createListing's price
const FEE_PERCENT = 5; // wrangler.toml's THANDA_FEE_PERCENT

async function inBangla(page: Page, path: string) {
  await page.goto(path);
  if ((await page.locator('html').getAttribute('lang')) !== 'bn') {
    await page.getByRole('button', { name: 'বাংলা' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  }
}

async function signedIn(browser: Browser, email: string, password: string) {
  const page = await browser.newPage();
  await logIn(page, email, password);
  return page;
}

/** A fresh listing, booked and paid with bKash by a fresh buyer signed in on `page`, who reads Bangla. */
async function paidSale(page: Page) {
  const suffix = Date.now().toString(36);
  const seller = await createAccount('seller', `Protect seller ${suffix}`);
  const listing = await createListing(seller, uniquePng());
  const buyer = await createAccount('buyer', `Protect buyer ${suffix}`);
  await logIn(page, buyer.email, buyer.password);
  await bookFromCategoryPage(page, listing.name);

  await inBangla(page, '/dashboard/myorders');
  await page.getByRole('link', { name: bn('Pay for {productName}', { productName: listing.name }) }).click();
  // Before paying: how long the money is held, how to dispute, the fee, what is not protected.
  const promise = page.getByRole('region', { name: bn('Thanda Protect') });
  await expect(promise).toContainText(
    bn('Thanda holds your {price}: the seller is not paid until the AC cools.', { price: taka(PRICE) }),
  );
  await expect(promise).toContainText(bn('Paying the seller in person at the meet-up is not protected by Thanda.'));
  await page.getByRole('link', { name: bn('Pay with SSLCOMMERZ') }).click();
  await page.getByRole('radio', { name: 'bKash' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText(bn('Congrats! your payment completed'))).toBeVisible();

  await page.goto('/dashboard/myorders');
  await expect(page.getByText(bn('Thanda holds your payment until you confirm the unit works.'))).toBeVisible();
  return { seller, buyer, listing };
}

async function sellersMoney(page: Page) {
  await inBangla(page, '/dashboard/money');
  await expect(page.getByRole('heading', { level: 1, name: bn('My money') })).toBeVisible();
  return page;
}

test('a payment is held, handed over, confirmed by the buyer, released to the seller and paid out', async ({
  page,
  browser,
}) => {
  const { seller, listing } = await paidSale(page);
  const productName = listing.name;

  // The seller hands the unit over at the meet-up.
  const sellerPage = await signedIn(browser, seller.email, seller.password);
  await inBangla(sellerPage, '/dashboard/mybuyers');
  await sellerPage.getByRole('button', { name: bn('Mark handed over: {productName}', { productName }) }).click();
  await sellerPage
    .getByRole('dialog')
    .getByRole('button', { name: bn('Mark handed over') })
    .click();
  await expect(
    sellerPage.getByText(bnPattern('Handed over — released {release} unless the buyer disputes')),
  ).toBeVisible();

  // The buyer sees the 72 hours running, and confirms the AC cools.
  await page.reload();
  await expect(
    page.getByText(
      bnPattern(
        'Handed over. Thanda holds your payment until you confirm, or until {release} if you report no problem.',
      ),
    ),
  ).toBeVisible();
  await page
    .getByRole('button', { name: bn('Received, installed and cooling: {productName}', { productName }) })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: bn('Yes, release the payment') })
    .click();
  await expect(page.getByText(bn('Released to the seller.'), { exact: true })).toBeVisible();

  // The seller is owed the price less Thanda's fee.
  const owed = PRICE - (PRICE * FEE_PERCENT) / 100;
  await sellersMoney(sellerPage);
  await expect(sellerPage.getByText(taka(owed)).first()).toBeVisible();

  // An admin sends it by bKash and records the payout with its reference.
  const adminPage = await signedIn(browser, 'admin@thanda.test', DEMO_PASSWORD);
  await inBangla(adminPage, '/dashboard/payouts');
  const card = adminPage.getByRole('article', { name: seller.name });
  await expect(card).toContainText(taka(owed));
  const reference = `TRX${Date.now().toString(36).toUpperCase()}`;
  await card.getByLabel(bn('Reference')).fill(reference);
  await card.getByRole('button', { name: bn('Record payout') }).click();
  await expect(adminPage.getByText(bn('Payout recorded'))).toBeVisible();
  await expect(card).toBeHidden();

  await sellerPage.reload();
  await expect(sellerPage.getByText(reference)).toBeVisible();
});

test('a dispute with a photo ends in a partial refund: the buyer gets part back, the seller the rest less the fee', async ({
  page,
  browser,
}) => {
  const { seller, listing } = await paidSale(page);
  const productName = listing.name;

  await page.getByRole('button', { name: bn('Report a problem: {productName}', { productName }) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: bn('It does not cool properly') }).check();
  await dialog.getByLabel(bn('What happened?')).fill('দশ মিনিট পর গরম বাতাস দেয়।');
  await dialog
    .getByLabel(bnPattern('Photos of the problem (up to {photosMax})'))
    .setInputFiles({ name: 'problem.png', mimeType: 'image/png', buffer: uniquePng() });
  await expect(dialog.getByRole('list', { name: bn('Photos added') }).getByRole('img')).toHaveCount(1);
  await dialog.getByRole('button', { name: bn('Open the dispute') }).click();
  await expect(
    page.getByText(bn('You reported a problem. Thanda holds your payment until an admin decides.')),
  ).toBeVisible();

  // An admin reads it beside the photo and refunds part.
  const adminPage = await signedIn(browser, 'admin@thanda.test', DEMO_PASSWORD);
  await inBangla(adminPage, '/dashboard/disputes');
  const card = adminPage.getByRole('article', { name: productName });
  await expect(card.getByRole('list', { name: bn('The buyer’s photos') }).getByRole('img')).toHaveCount(1);
  await card.getByRole('radio', { name: bn('Refund part') }).check();
  await card.getByLabel(bnPattern('Refund to the buyer ({symbol})')).fill('10000');
  const note = 'রিমোট ছিল না, গ্যাস কম।';
  await card.getByLabel(bn('Why (both people read this)')).fill(note);
  await card.getByRole('button', { name: bn('Send decision') }).click();
  await expect(card).toBeHidden();

  await page.reload();
  await expect(
    page.getByText(bn('{0} was refunded to you; the rest went to the seller.', { 0: taka(10_000) })),
  ).toBeVisible();
  await expect(page.getByText(bn("Thanda's decision: {resolution}", { resolution: note }))).toBeVisible();

  const rest = PRICE - 10_000;
  const sellerPage = await signedIn(browser, seller.email, seller.password);
  await sellersMoney(sellerPage);
  await expect(sellerPage.getByText(taka(rest - (rest * FEE_PERCENT) / 100)).first()).toBeVisible();
});
