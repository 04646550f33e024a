import { expect, test } from '@playwright/test';
import { accessTokenFor, createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { sqlOnLocalD1 as sql } from './support/local-d1';

const API = 'http://localhost:8787/api';
const DAY = 86_400_000;

test('a sale archived 90 days on still shows its page, sold, with its description and price', async ({
  page,
  request,
}) => {
  const seller = await createAccount('seller', 'Archiving Seller');
  const listing = await createListing(seller, uniquePng(), {
    about: 'Serviced every summer; the outdoor unit sits on a steel stand.',
  });
  const [found] = (await (await fetch(`${API}/allproduct?q=${encodeURIComponent(listing.name)}`)).json()) as {
    _id: string;
  }[];
  const id = found!._id;
  // Sold through Thanda 91 days ago (the sale itself is the payment journeys' to test).
  sql(`UPDATE products SET paid = 1, sold_at = ${Date.now() - 91 * DAY} WHERE id = '${id}'`);
  expect((await request.get('/cdn-cgi/local/scheduled?cron=*+*+*+*+*')).ok()).toBe(true);

  // Its seller can no longer change it: the API says it is archived.
  const removal = await fetch(`${API}/product/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${await accessTokenFor(seller)}` },
  });
  expect(removal.status).toBe(410);

  await page.goto(`/listing/${id}`);
  await expect(page.getByRole('heading', { name: listing.name })).toBeVisible();
  await expect(page.getByText('Sold: this listing is no longer available.')).toBeVisible();
  await expect(page.getByText('Serviced every summer; the outdoor unit sits on a steel stand.')).toBeVisible();
  await expect(page.getByText('৳31,500').first()).toBeVisible();
});
