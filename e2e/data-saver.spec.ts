import { expect, test, type Browser } from '@playwright/test';
import { accessTokenFor, createAccount, createListing, type TestAccount } from './support/auth-emulator';
import { uniquePng } from './support/images';

/** `count` photos the seller has uploaded, for a listing's `photos`. */
async function uploadedPhotos(seller: TestAccount, count: number) {
  const token = await accessTokenFor(seller);
  const photos: string[] = [];
  for (let n = 0; n < count; n++) {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(uniquePng())], { type: 'image/png' }), `photo-${n}.png`);
    const res = await fetch('http://localhost:8787/api/upload', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    photos.push(((await res.json()) as { data: { url: string } }).data.url);
  }
  return photos;
}

async function listingId(name: string) {
  const res = await fetch(`http://localhost:8787/api/allproduct?q=${encodeURIComponent(name)}`);
  const items = (await res.json()) as { _id: string; name: string }[];
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`${name} is not listed`);
  return found._id;
}

/**
 * A phone whose browser saves data, as Chromium's setting does: every request says `Save-Data: on`
 * and `navigator.connection.saveData` is true. The connection is replaced before the page's own
 * scripts run, as the setting cannot be turned on from a test.
 */
async function savingPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    extraHTTPHeaders: { 'Save-Data': 'on' },
  });
  await context.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  });
  const page = await context.newPage();
  // Each picture's address as asked for: its path.
  const pictures: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/images/') && request.method() === 'GET') pictures.push(pathname);
  });
  return { context, page, pictures };
}

/** A page's HTML and its Vary header, as a browser saving data gets it. */
async function htmlSavingData(path: string) {
  const res = await fetch(`http://localhost:8787${path}`, { headers: { 'Save-Data': 'on' } });
  return { text: await res.text(), vary: res.headers.get('Vary') ?? '' };
}

/** The addresses of a stored picture's copies (web/lib/image-sources.ts). */
const copies = (url: string) => {
  const name = new URL(url, 'http://localhost').pathname.replace('/api/images/', '');
  return { small: `/api/images/w320/${name}`, medium: `/api/images/w800/${name}`, original: `/api/images/${name}` };
};

test("a browser saving data gets the cards' 320 px copies, whatever the screen", async ({ browser }) => {
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const listing = await createListing(seller, uniquePng());
  const { context, page, pictures } = await savingPhone(browser);
  await page.goto(`/allproduct?q=${encodeURIComponent(listing.name)}`);
  const card = page.getByRole('article').filter({ hasText: listing.name });
  const picture = card.getByRole('img', { name: listing.name });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const { small, medium, original } = copies(listing.img as string);
  expect(await picture.getAttribute('src')).toBe(small);
  expect(await picture.getAttribute('srcset')).toBeNull();
  expect(pictures).toContain(small);
  expect(pictures).not.toContain(medium);
  expect(pictures).not.toContain(original);
  await context.close();
});

test("a listing's page saving data loads the first photo's 320 px copy, and another photo only on a tap", async ({
  browser,
}) => {
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const photos = await uploadedPhotos(seller, 2);
  const listing = await createListing(seller, uniquePng(), { photos });
  const path = `/listing/${await listingId(listing.name)}`;

  // The Worker's first screen and its preload already give the 320 px copy, and say they vary by it.
  const html = await htmlSavingData(path);
  const cover = copies(listing.img as string);
  expect(html.vary).toContain('Save-Data');
  expect(html.text).toContain(`<link rel="preload" as="image" href="${cover.small}" fetchpriority="high" />`);

  const { context, page, pictures } = await savingPhone(browser);
  await page.goto(path);
  const main = page.getByRole('article', { name: listing.name });
  await expect(main.getByRole('img', { name: `${listing.name}, photo 1 of 3` })).toHaveAttribute('src', cover.small);
  const second = copies(photos[0]!);
  const third = copies(photos[1]!);
  // The strip shows the first photo's thumbnail alone: the others are grey places.
  const strip = main.getByRole('list', { name: 'Photos of this listing' });
  await expect(strip.getByRole('button')).toHaveCount(3);
  await expect(strip.locator('img')).toHaveCount(1);

  await main.getByRole('button', { name: 'Next photo' }).click();
  const tap = main.getByRole('button', { name: /Tap to load photo 2/ });
  await expect(tap).toBeVisible();
  // Its size is known from a HEAD request, which carries no photo.
  await expect(tap.getByText(/About \d+ KB/)).toBeVisible();
  // The second photo waits for the tap: none of its copies has been asked for.
  for (const address of Object.values(second)) expect(pictures).not.toContain(address);

  await tap.click();
  const shown = main.getByRole('img', { name: `${listing.name}, photo 2 of 3` });
  await expect(shown).toHaveAttribute('src', second.small);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(pictures).toContain(second.small);
  expect(pictures).not.toContain(second.medium);
  for (const address of Object.values(third)) expect(pictures).not.toContain(address);

  // The page says roughly what it cost, at its foot.
  await expect(page.getByText(/^This page used about [\d,]+ KB$/)).toBeVisible();
  await context.close();
});
