import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { expect, test, type Page } from '@playwright/test';
import { accessTokenFor, createAccount, createListing, type TestAccount } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { sqlOnLocalD1 } from './support/local-d1';
import { logIn } from './support/pages';

const API = 'http://localhost:8787/api';
/** `npm start`'s local push service (scripts/lib/push-service.ts), on its own localhost certificate. */
const PUSH_SERVICE = 'https://localhost:8794';
/** Its certificate, as `npm start` wrote it into the browser tests' state (playwright.config.ts). */
const certificate = () => readFileSync('.wrangler/e2e-state/push-service.pem');

function pushService<T>(path: string, body: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${PUSH_SERVICE}${path}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, ca: certificate() },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(text) as T));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function call(account: TestAccount, path: string, body: unknown) {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await accessTokenFor(account)}` },
    body: JSON.stringify(body),
  });
  return res;
}

/** A seller's fresh listing and its id. */
async function listedBy(seller: TestAccount) {
  const listing = await createListing(seller, uniquePng());
  const found = (await (await fetch(`${API}/allproduct?q=${encodeURIComponent(listing.name)}`)).json()) as {
    _id: string;
  }[];
  return { ...listing, id: found[0]!._id };
}

/** The navbar's bell, by its accessible name. */
const bell = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

const book = (buyer: TestAccount, productId: string) =>
  call(buyer, '/bookings', { productId, phone: '01911-223344', location: 'Dhanmondi 27, Dhaka' });

test('a booking shows on the seller’s bell in an open tab, without a reload', async ({ page }) => {
  const seller = await createAccount('seller', 'Bell Seller');
  const buyer = await createAccount('buyer', 'Nasrin Akter');
  const listing = await listedBy(seller);
  await logIn(page, seller.email, seller.password);
  await page.goto('/dashboard/myproducts');
  await expect(bell(page, 'Notifications')).toBeVisible();

  expect((await book(buyer, listing.id)).status).toBe(201);
  await expect(bell(page, 'Notifications, 1 unread')).toBeVisible();
  await expect(page.getByText(`Nasrin Akter booked ${listing.name}`).first()).toBeVisible();

  await bell(page, 'Notifications, 1 unread').click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await page.getByRole('link', { name: new RegExp(`Nasrin Akter booked ${listing.name}`) }).click();
  await expect(page).toHaveURL(/\/dashboard\/mybuyers$/);
  await expect(bell(page, 'Notifications')).toBeVisible();
});

test('a Web Push reaches the push service, encrypted for the browser, with the right link', async () => {
  const seller = await createAccount('seller', 'Push Seller');
  const buyer = await createAccount('buyer', 'Jamal Hossain');
  const listing = await listedBy(seller);
  const { publicKey } = (await (await fetch(`${API}/push/key`)).json()) as { publicKey: string };
  expect(publicKey).toMatch(/^B[\w-]{80,}$/);
  // What a browser's PushManager.subscribe() does, against the local push service.
  const { data: subscription } = await pushService<{
    data: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
  }>('/subscribe', { userVisibleOnly: 'true', applicationServerKey: publicKey });
  const subscribed = await call(seller, '/push/subscriptions', {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    vapidKey: publicKey,
    language: 'en',
  });
  expect(subscribed.status).toBe(201);

  expect((await book(buyer, listing.id)).status).toBe(201);
  await expect
    .poll(async () => {
      const { data } = await pushService<{ data: { messages: string[] } }>('/get-notifications', {
        clientHash: subscription.clientHash,
      });
      return data.messages.map((message) => JSON.parse(message) as { title: string; link: string });
    })
    .toEqual([expect.objectContaining({ title: `Jamal Hossain booked ${listing.name}`, link: '/dashboard/mybuyers' })]);
});

test('a saved search alerts at once for a matching new listing, and not for one that does not match', async ({
  page,
}) => {
  const buyer = await createAccount('buyer', 'Alert Buyer');
  const seller = await createAccount('seller', 'Alert Seller');
  const search = `Dhaka 1.5 ton ${Date.now().toString(36)}`;
  const saved = await call(buyer, '/saved-searches', {
    name: search,
    filters: { district: 'dhaka', tons: '1.5' },
    frequency: 'instant',
  });
  expect(saved.status).toBe(201);
  const elsewhere = await createListing(seller, uniquePng(), {
    district: 'chattogram',
    location: 'Agrabad',
    tons: 1.5,
  });
  const matching = await createListing(seller, uniquePng(), { district: 'dhaka', location: 'Mirpur 10', tons: 1.5 });

  await logIn(page, buyer.email, buyer.password);
  await page.goto('/dashboard/notifications');
  const alert = page.getByRole('link', { name: new RegExp(`New match for “${search}”`) });
  await expect(alert).toHaveCount(1, { timeout: 20_000 });
  await expect(alert).toContainText(matching.name);
  await expect(page.getByText(elsewhere.name)).toHaveCount(0);
  await alert.click();
  await expect(page.getByRole('heading', { name: matching.name })).toBeVisible();
});

test('an expiring listing is renewed from its "Still available?" notification', async ({ page, request }) => {
  const seller = await createAccount('seller', 'Renewing Seller');
  const listing = await listedBy(seller);
  // Its 30 days are nearly up (as if published 27 days ago): the minute cron asks its seller.
  const soon = Date.now() + 3 * 24 * 3_600_000;
  sqlOnLocalD1(`UPDATE products SET expires_at = ${soon} WHERE id = '${listing.id}'`);
  expect((await request.get('/cdn-cgi/local/scheduled?cron=*+*+*+*+*')).ok()).toBe(true);

  await logIn(page, seller.email, seller.password);
  await page.goto('/dashboard/notifications');
  await page.getByRole('link', { name: new RegExp(`Still available\\? ${listing.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/myproducts\\?renew=${listing.id}`));
  const renew = page.getByRole('button', { name: `Renew ${listing.name}` });
  await expect(renew).toBeFocused();
  await renew.click();
  await expect(page.getByText(`${listing.name} is renewed`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(listing.name) })).toContainText('Expires in 30 days');
});
