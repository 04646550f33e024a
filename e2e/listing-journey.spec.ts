import { expect, test, type Locator, type Page } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createAccount } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { fillProductForm, logIn } from './support/pages';

/** A phone camera's photo: 2400 × 1800 of noise, which JPEG cannot make small. */
async function phonePhoto() {
  const [width, height] = [2400, 1800];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A finger's swipe from right to left across the element, as a touch screen sends it. */
async function swipeLeft(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const y = box.y + box.height / 2;
  const touch = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x: Math.round(x), y: Math.round(y) }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(box.x + box.width * 0.8) });
  for (let step = 1; step <= 8; step++) {
    const x = box.x + box.width * (0.8 - (0.6 * step) / 8);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x) });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

const storedAt = (bytes: Buffer, extension: string) =>
  `/api/images/${createHash('sha256').update(bytes).digest('hex')}.${extension}`;

test('a seller lists a unit with three photos in their order and its specifications; a buyer filters, swipes and books', async ({
  page,
  browser,
}) => {
  // Two people, three photos shrunk in the browser and uploaded, a search and a booking: a long journey.
  test.slow();
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const name = `Gree Inverter ${Date.now().toString(36)}`;
  const [first, second, camera] = [uniquePng(), uniquePng(), await phonePhoto()];

  await logIn(page, seller.email, seller.password);
  await page.goto('/dashboard/addproduct');
  await fillProductForm(page, name);
  // fillProductForm picked one photo; this listing starts over with three.
  await page.getByRole('button', { name: 'Remove picture 1' }).click();
  await page.getByLabel('Photo').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: first },
    { name: 'side.png', mimeType: 'image/png', buffer: second },
    { name: 'camera.jpg', mimeType: 'image/jpeg', buffer: camera },
  ]);
  await expect(page.getByRole('img', { name: /^Picture \d of the listing$/ })).toHaveCount(3);
  // The camera's photo becomes the cover, then the side view moves before the front.
  await page.getByRole('button', { name: 'Make cover' }).nth(1).click();
  await page.getByRole('button', { name: 'Move picture 3 earlier' }).click();
  await page.getByLabel('Brand').selectOption({ label: 'Gree' });
  await page.getByLabel('Type').selectOption({ label: 'Split' });
  await page.getByLabel('Capacity').selectOption({ label: '1.5 tons' });
  await page.getByLabel('Inverter').selectOption({ label: 'Yes, inverter' });

  const sent: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/upload')) sent.push(request.postDataBuffer()?.length ?? 0);
  });
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(`${name} is added successfully`)).toBeVisible();
  // The camera's photo crossed the network shrunk: far under its own size.
  expect(sent).toHaveLength(3);
  expect(sent[0]).toBeLessThan(camera.length / 2);

  const mine = (await (await page.request.get(`/api/allproduct?q=${encodeURIComponent(name)}`)).json()) as {
    _id: string;
    img: string;
  }[];
  const listing = (await (await page.request.get(`/api/listings/${mine[0]!._id}`)).json()) as {
    img: string;
    photos: string[];
  };
  expect(listing.img).toMatch(/^\/api\/images\/[a-f0-9]{64}\.(jpg|webp)$/);
  expect(listing.photos).toEqual([storedAt(second, 'png'), storedAt(first, 'png')]);

  // A buyer looks for a 1.5 ton inverter unit.
  const buyerContext = await browser.newContext({ hasTouch: true });
  const buyerPage = await buyerContext.newPage();
  const buyer = await createAccount('buyer', `Buyer ${Date.now().toString(36)}`);
  await logIn(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto('/allproduct');
  const search = buyerPage.getByRole('search');
  await search.getByLabel('Capacity').selectOption({ label: '1.5 tons' });
  await search.getByLabel('Inverter').selectOption({ label: 'Inverter only' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(buyerPage).toHaveURL(/tons=1\.5/);
  await expect(buyerPage).toHaveURL(/inverter=yes/);
  const card = buyerPage.getByRole('article').filter({ hasText: name });
  await expect(card.getByRole('list', { name: 'Specifications' })).toHaveText(/Gree.*1\.5 tons.*Split.*Inverter/);
  await card.getByRole('heading').getByRole('link').click();

  const main = buyerPage.getByRole('article', { name });
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByRole('term').filter({ hasText: 'Capacity' }).locator('+ dd')).toHaveText('1.5 tons');
  await expect(main.getByRole('term').filter({ hasText: 'Inverter' }).locator('+ dd')).toHaveText('Yes');

  // The gallery: arrows, a swipe and the keyboard move through the three photos in the seller's order.
  const shown = () => main.locator('.swiper-slide-active img').first();
  // A person swipes once the photo has slid into place.
  const settled = async (where = main) => {
    const frame = (await where.locator('.swiper').first().boundingBox())!;
    const photo = where.locator('.swiper-slide-active img').first();
    await expect.poll(async () => Math.round((await photo.boundingBox())!.x)).toBe(Math.round(frame.x));
  };
  await expect(shown()).toHaveAttribute('alt', `${name}, photo 1 of 3`);
  await main.getByRole('button', { name: 'Next photo' }).first().click();
  await expect(shown()).toHaveAttribute('alt', `${name}, photo 2 of 3`);
  await expect(shown()).toHaveAttribute('src', listing.photos[0]!.replace('/api/images/', '/api/images/w800/'));
  await settled();
  await swipeLeft(buyerPage, shown());
  await expect(shown()).toHaveAttribute('alt', `${name}, photo 3 of 3`);
  await settled();
  await buyerPage.keyboard.press('ArrowLeft');
  await expect(shown()).toHaveAttribute('alt', `${name}, photo 2 of 3`);
  await main.getByRole('button', { name: 'Show photo 2 full screen' }).click();
  const fullScreen = buyerPage.getByRole('dialog', { name });
  await expect(fullScreen.getByRole('img', { name: `${name}, photo 2 of 3` })).toBeVisible();
  await settled(fullScreen);
  await buyerPage.keyboard.press('ArrowRight');
  await expect(fullScreen.locator('.swiper-slide-active img')).toHaveAttribute('alt', `${name}, photo 3 of 3`);
  // The full-screen view's own arrow moves only its carousel: the page's follows it.
  await fullScreen.getByRole('button', { name: 'Previous photo' }).click();
  await expect(fullScreen.locator('.swiper-slide-active img')).toHaveAttribute('alt', `${name}, photo 2 of 3`);
  await fullScreen.getByRole('button', { name: 'Close' }).click();
  await expect(fullScreen).toBeHidden();
  await expect(shown()).toHaveAttribute('alt', `${name}, photo 2 of 3`);
  await expect(main.getByRole('button', { name: 'Go to photo 2' })).toHaveAttribute('aria-current', 'true');
  await expect(main.getByRole('button', { name: 'Next photo' })).toBeEnabled();

  await main.getByRole('button', { name: 'Show phone number' }).click();
  await expect(main.getByRole('link', { name: '01711-998877' })).toHaveAttribute('href', 'tel:+8801711998877');
  await main.getByRole('button', { name: `Book Now: ${name}` }).click();
  const dialog = buyerPage.getByRole('dialog');
  await dialog.getByLabel('Phone Number').fill('01911-223344');
  await dialog.getByLabel('Location').fill('Dhanmondi 27, Dhaka');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(buyerPage.getByText('Booking confirmed')).toBeVisible();
  await buyerContext.close();
});
