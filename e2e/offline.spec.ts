import { expect, test, type Browser, type Page } from '@playwright/test';
import { accessTokenFor, createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { logIn, serviceWorkerInstalled } from './support/pages';

// Issue 64: an app that installs and survives a flaky network (docs/decisions/030-offline.md).
// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
const API = 'http://localhost:8787/api';
const OFFLINE = 'You are offline. Showing what you saw last.';

/** A listing's id, found the way the catalogue's search finds it. */
async function listingId(name: string) {
  const res = await fetch(`${API}/allproduct?q=${encodeURIComponent(name)}`);
  const found = ((await res.json()) as { _id: string; name: string }[]).find((item) => item.name === name);
  if (!found) throw new Error(`${name} is not listed`);
  return found._id;
}

/** Puts a listing on the buyer's wish list through the API, as they did on an earlier visit. */
async function wishFor(buyer: Awaited<ReturnType<typeof createAccount>>, productId: string) {
  const res = await fetch(`${API}/wishlist`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await accessTokenFor(buyer)}` },
    body: JSON.stringify({ productId }),
  });
  expect(res.status).toBe(201);
}

/**
 * The queries in the app's offline copy (web/app/offline), read from IndexedDB as the page would.
 * The database is only opened once the app has made it: opening it first would make it without its store.
 */
function copiedQueries(page: Page) {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'thanda')) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open('thanda');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        const read = db.transaction('records').objectStore('records').get('offline-copy');
        read.onsuccess = () => {
          db.close();
          const copy = read.result as { queries: { queryKey: unknown[] }[] } | undefined;
          resolve((copy?.queries ?? []).map((query) => String(query.queryKey[0])));
        };
      };
    });
  });
}

test('the app installs: its manifest names it in both languages, with icons for any launcher', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Thanda · ঠান্ডা',
    short_name: 'Thanda',
    start_url: '/',
    display: 'standalone',
  });
  for (const sizes of ['192x192', '512x512']) {
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes, purpose: 'any' }));
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes, purpose: 'maskable' }));
  }
  expect((await request.get('/sw.js')).headers()['content-type']).toMatch(/javascript/);
});

test('offline, the app opens with the catalogue, the wish list and a listing last seen, and says so', async ({
  page,
  context,
}) => {
  // Two accounts, a listing and a service worker that downloads the app: a long journey.
  test.slow();
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const listing = await createListing(seller, uniquePng());
  const id = await listingId(listing.name);
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`);
  await wishFor(buyer, id);

  // Online: the buyer looks at the catalogue, the listing and their wish list.
  await logIn(page, buyer.email, buyer.password);
  // Each page opened anew keeps its copy once it has loaded and the browser is idle: wait for that
  // before the next, as a person reading it would.
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Split AC/ })).toBeVisible();
  await expect.poll(() => copiedQueries(page)).toContain('categories');
  await page.goto('/allproduct');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  await expect.poll(() => copiedQueries(page)).toContain('products');
  await page.goto(`/listing/${id}`);
  await expect(page.getByRole('button', { name: `Book Now: ${listing.name}` })).toBeVisible();
  await expect.poll(() => copiedQueries(page)).toContain('listing');
  await page.goto('/dashboard/mywishlist');
  await expect(page.getByRole('button', { name: `Purchase Now: ${listing.name}` })).toBeVisible();
  await expect(page.getByText(OFFLINE)).toBeHidden();

  // The app has what it needs offline: its service worker holds the app, its copy what was seen.
  await serviceWorkerInstalled(page);
  await expect
    .poll(() => copiedQueries(page))
    .toEqual(expect.arrayContaining(['categories', 'products', 'listing', 'my-wishlist', 'account']));

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByRole('link', { name: /Split AC/ })).toBeVisible();

  await page.goto(`/listing/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByText(OFFLINE)).toBeVisible();

  await page.goto('/dashboard/mywishlist');
  await expect(page.getByRole('button', { name: `Purchase Now: ${listing.name}` })).toBeVisible();

  // Back online, the banner goes.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toBeHidden();
});

test('signing out forgets the wish list in the offline copy', async ({ page }) => {
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const listing = await createListing(seller, uniquePng());
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`);
  await wishFor(buyer, await listingId(listing.name));

  await logIn(page, buyer.email, buyer.password);
  await page.goto('/dashboard/mywishlist');
  await expect(page.getByRole('button', { name: `Purchase Now: ${listing.name}` })).toBeVisible();
  await expect.poll(() => copiedQueries(page)).toContain('my-wishlist');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out')).toBeVisible();
  await expect.poll(() => copiedQueries(page)).not.toContain('my-wishlist');
});

const messagesOf = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem');

/** A buyer's tab on a new conversation about a new listing, and the seller, to check what arrived. */
async function conversation(browser: Browser) {
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const listing = await createListing(seller, uniquePng());
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`);
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await logIn(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto('/products/split-ac');
  const card = buyerPage.getByRole('article').filter({ hasText: listing.name });
  await card.getByRole('button', { name: `Message seller: ${listing.name}` }).click();
  await expect(buyerPage.getByRole('heading', { name: seller.name })).toBeVisible();

  /** The seller's view of the conversation: what arrived, each message once. */
  async function sellerSees() {
    const sellerContext = await browser.newContext();
    const sellerPage = await sellerContext.newPage();
    await logIn(sellerPage, seller.email, seller.password);
    await sellerPage.goto('/dashboard/messages');
    await sellerPage.getByRole('link', { name: new RegExp(`^${buyer.name} about ${listing.name}`) }).click();
    return messagesOf(sellerPage);
  }
  return { buyerContext, buyerPage, sellerSees };
}

/** Writes in the open thread while offline: the message waits, marked as sending. */
async function writeOffline(page: Page, text: string) {
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messagesOf(page).filter({ hasText: text }).getByText('Sending…')).toBeVisible();
}

test('a message written offline is sent when the network is back, and arrives once', async ({ browser }) => {
  test.slow();
  const { buyerContext, buyerPage, sellerSees } = await conversation(browser);
  const text = `Written offline ${Date.now().toString(36)}`;

  await buyerContext.setOffline(true);
  await writeOffline(buyerPage, text);
  await buyerContext.setOffline(false);
  const written = messagesOf(buyerPage).filter({ hasText: text });
  await expect(written.getByText('Sending…')).toHaveCount(0);
  await expect(written).toHaveCount(1);

  await expect((await sellerSees()).filter({ hasText: text })).toHaveCount(1);
});

test('a message written offline in a thread since left is sent when the network is back', async ({ browser }) => {
  test.slow();
  const { buyerContext, buyerPage, sellerSees } = await conversation(browser);
  const text = `Left behind ${Date.now().toString(36)}`;
  // The service worker, which opens the app offline, has installed.
  await serviceWorkerInstalled(buyerPage);

  await buyerContext.setOffline(true);
  await writeOffline(buyerPage, text);
  // The buyer goes on to the home page, still offline: the thread, and what it held, are gone.
  await buyerPage.goto('/');
  await expect(buyerPage.getByText(OFFLINE)).toBeVisible();
  await buyerContext.setOffline(false);
  await expect(buyerPage.getByText(OFFLINE)).toBeHidden();

  await expect((await sellerSees()).filter({ hasText: text })).toHaveCount(1);
});
