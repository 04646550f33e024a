import { expect, test } from '@playwright/test';
import { accessTokenFor, createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { bookFromCategoryPage, dashboardMenu, logIn, payWithSslcommerz } from './support/pages';

test('a buyer who paid reviews the seller: the rating shows on the profile and the card; one who never bought cannot', async ({
  page,
  browser,
}) => {
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const bought = await createListing(seller, uniquePng());
  const forSale = await createListing(seller, uniquePng());
  // Reviewing needs a verified e-mail address: a throwaway account cannot vouch for a seller.
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`, { emailVerified: true });

  await logIn(page, buyer.email, buyer.password);
  await bookFromCategoryPage(page, bought.name);
  await page.goto('/dashboard');
  await dashboardMenu(page).getByRole('link', { name: 'My Orders' }).click();
  await page
    .getByRole('row', { name: new RegExp(bought.name) })
    .getByRole('link', { name: `Pay for ${bought.name}` })
    .click();
  await payWithSslcommerz(page);

  // On the seller's profile the buyer may now review.
  const found = (await (await page.request.get(`/api/allproduct?q=${encodeURIComponent(forSale.name)}`)).json()) as {
    _id: string;
    sellerId: string;
  }[];
  const sellerId = found[0]!.sellerId;
  await page.goto(`/seller/${sellerId}`);
  await expect(page.getByRole('heading', { name: seller.name, level: 1 })).toBeVisible();
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  const form = page.locator('form').filter({ hasText: `Review ${seller.name}` });
  await form
    .locator('label')
    .filter({ has: page.getByLabel('4 stars') })
    .click();
  await form.getByLabel('Your review (optional)').fill('The unit cools well and the seller was on time.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Thank you for your review.')).toBeVisible();
  await expect(page.getByText('from 1 review of a real sale')).toBeVisible();
  const review = page.getByRole('article', { name: `Review by ${buyer.name}` });
  await expect(review).toContainText('The unit cools well and the seller was on time.');
  await expect(review.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await expect(page.getByText(/You reviewed this seller\. You can change it until/)).toBeVisible();

  // The card of the seller's other listing shows the rating and leads to the profile.
  await page.goto(`/allproduct?q=${encodeURIComponent(forSale.name)}`);
  const rating = page.getByRole('link', { name: 'Rated 4 of 5 from 1 reviews' });
  await expect(rating).toBeVisible();
  await rating.click();
  await expect(page).toHaveURL(new RegExp(`/seller/${sellerId}$`));

  // Someone who never bought from this seller gets no form, and the API refuses them.
  const stranger = await createAccount('buyer');
  const other = await (await browser.newContext()).newPage();
  await logIn(other, stranger.email, stranger.password);
  await other.goto(`/seller/${sellerId}`);
  await expect(other.getByRole('article', { name: `Review by ${buyer.name}` })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Post review' })).toHaveCount(0);
  const token = await accessTokenFor(stranger);
  const refused = await other.request.post('/api/reviews', {
    headers: { Authorization: `Bearer ${token}` },
    data: { sellerId, rating: 1 },
  });
  expect(refused.status()).toBe(403);
});
