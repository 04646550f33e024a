import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, createListing } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { fillProductForm, headDownTheHomePage, logIn, payWithSslcommerz } from './support/pages';

// Phone-first (decision 010): every screen works one-handed on a 390 px phone.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true });

async function freshListing(overrides: Record<string, unknown> = {}) {
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const listing = await createListing(seller, uniquePng(), overrides);
  return { seller, listing };
}

/** Books the listing from its category page through the booking modal, as the signed-in buyer. */
async function bookFromCard(page: Page, card: Locator, name: string) {
  await card.getByRole('button', { name: `Book Now: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone Number').fill('01911-223344');
  await dialog.getByLabel('Location').fill('Mirpur 10, Dhaka');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Booking confirmed')).toBeVisible();
}

/**
 * The control is on screen without scrolling sideways, a finger's height (44 px), and the page does
 * not scroll sideways.
 */
async function expectInReach(page: Page, control: Locator) {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('a new page opens at its top, and Back returns to where the reader was', async ({ page }) => {
  await page.goto('/');
  await headDownTheHomePage(page);
  const tile = page.getByRole('link', { name: /Installation/ });
  await tile.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(800);
  await tile.click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

test("every dashboard table's actions are in reach on a phone", async ({ page, browser }) => {
  // Three people sign in and a booking is made: ~25 s on a quiet 2-core machine, near the default 30 s.
  test.slow();
  const { seller, listing } = await freshListing();
  const buyer = await createAccount('buyer');
  await logIn(page, buyer.email, buyer.password);
  await page.goto('/products/split-ac');
  const card = page.getByRole('article').filter({ hasText: listing.name });
  await card.getByRole('button', { name: `wishList: ${listing.name}` }).click();
  // A wished product says so, and leads to the wish list.
  await expect(card.getByRole('link', { name: `${listing.name} is in your wish list` })).toBeVisible();
  await bookFromCard(page, card, listing.name);

  await page.goto('/dashboard/myorders');
  await expectInReach(page, page.getByRole('link', { name: `Pay for ${listing.name}` }));
  await page.goto('/dashboard/mywishlist');
  await expectInReach(page, page.getByRole('button', { name: `Purchase Now: ${listing.name}` }));

  const sellerPage = await browser.newPage({ viewport: PHONE });
  await logIn(sellerPage, seller.email, seller.password);
  await sellerPage.goto('/dashboard/myproducts');
  await expectInReach(sellerPage, sellerPage.getByRole('button', { name: `Delete ${listing.name}` }));
  await sellerPage.goto('/dashboard/mybuyers');
  await expectInReach(sellerPage, sellerPage.getByRole('button', { name: /Sold to this buyer/ }).first());
  // On their own listing a seller is offered its next steps, in reach, and no booking or wish list.
  await sellerPage.goto('/products/split-ac');
  const own = sellerPage.getByRole('article').filter({ hasText: listing.name });
  await expectInReach(sellerPage, own.getByRole('link', { name: `Edit ${listing.name}` }));
  await expect(own.getByRole('button', { name: 'Book Now: ' + listing.name })).toHaveCount(0);
  await expect(own.getByRole('button', { name: `wishList: ${listing.name}` })).toHaveCount(0);
  await sellerPage.close();

  const adminPage = await browser.newPage({ viewport: PHONE });
  await logIn(adminPage, 'admin@thanda.test', 'thanda-demo');
  await adminPage.goto('/dashboard/allseller');
  await expectInReach(adminPage, adminPage.getByRole('button', { name: /^Delete / }).last());
  await adminPage.goto('/dashboard/allbuyer');
  await expectInReach(adminPage, adminPage.getByRole('button', { name: /^Delete / }).last());
  await adminPage.close();
});

test('the filters start folded on a phone and say how many are set', async ({ page }) => {
  await page.goto('/allproduct');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByLabel('Division')).toBeHidden();
  // The first product is on the first screen.
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeInViewport({
    ratio: 0.3,
  });
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/division=dhaka/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');
});

test('the home carousel shows full pages, its arrows off the cards', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // The cards are painted before Swiper takes them over in an element of its own, as the visitor
  // comes near: wait for that one.
  await headDownTheHomePage(page);
  await page.getByRole('heading', { name: 'What type of AC provides better service?' }).scrollIntoViewIfNeeded();
  const carousel = page.locator('[aria-label="Promoted products"].swiper-initialized');
  await carousel.scrollIntoViewIfNeeded();
  const next = page.getByRole('button', { name: 'Next products' });
  for (let turn = 0; turn < 3; turn++) {
    const frame = (await carousel.boundingBox())!;
    const cards = carousel.getByRole('article');
    await expect
      .poll(async () => {
        let inView = 0;
        for (const box of await Promise.all((await cards.all()).map((card) => card.boundingBox()))) {
          if (box && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1) inView++;
        }
        return inView;
      })
      .toBe(3);
    const arrow = (await next.boundingBox())!;
    expect(arrow.y).toBeGreaterThan(frame.y + frame.height - 1);
    await next.click();
  }
});

test('the promoted products wait for the visitor to come near, and stay where they are as their carousel starts', async ({
  page,
}) => {
  // Where the first card is on the page, each time the carousel's state changes: painted before
  // Swiper starts, then taken over by it.
  await page.addInitScript(() => {
    const states: { started: boolean; box: number[] }[] = [];
    Object.assign(window, { promotedStates: states });
    new MutationObserver(() => {
      const carousel = document.querySelector('[aria-label="Promoted products"]');
      const card = carousel?.querySelector('article');
      if (!carousel || !card) return;
      const started = carousel.classList.contains('swiper-initialized');
      const { x, y, width, height } = card.getBoundingClientRect();
      // On the page, not in the viewport: the visitor scrolls down to it.
      if (states.at(-1)?.started !== started) states.push({ started, box: [x, y + window.scrollY, width, height] });
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const heading = page.getByRole('heading', { name: 'What type of AC provides better service?' });
    await headDownTheHomePage(page);
    await expect(page.locator('[aria-label="Promoted products"] article').first()).toBeAttached();
    // Still the painted cards: Swiper waits until the visitor comes near.
    await expect(page.locator('[aria-label="Promoted products"].swiper-initialized')).toHaveCount(0);
    await heading.scrollIntoViewIfNeeded();
    await expect(page.locator('[aria-label="Promoted products"].swiper-initialized')).toBeVisible();
    const states = await page.evaluate(
      () => (window as unknown as { promotedStates: { started: boolean; box: number[] }[] }).promotedStates,
    );
    expect(states.map((state) => state.started)).toEqual([false, true]);
    const [before, after] = states.map((state) => state.box.map(Math.round));
    expect(after).toEqual(before);
  }
});

test('a paid booking shows a short receipt reference, and no longer asks to pay', async ({ page }) => {
  const { listing } = await freshListing();
  const buyer = await createAccount('buyer');
  await logIn(page, buyer.email, buyer.password);
  await page.goto('/products/split-ac');
  await bookFromCard(page, page.getByRole('article').filter({ hasText: listing.name }), listing.name);
  await page.goto('/dashboard/myorders');
  await page.getByRole('link', { name: `Pay for ${listing.name}` }).click();
  await payWithSslcommerz(page);
  const receipt = page.getByText(/^Receipt reference:/);
  await expect(receipt).toHaveText(/^Receipt reference: TH-[0-9A-F]{8}$/);
  const reference = (await receipt.textContent())!.replace('Receipt reference: ', '');

  await page.reload();
  await expect(page.getByText('This booking is paid. Thank you!')).toBeVisible();
  await expect(page.getByText(/^Receipt reference:/)).toHaveText(`Receipt reference: ${reference}`);
  await expect(page.getByText(/Please pay/)).toHaveCount(0);
});

test('a visitor asked to log in from the booking modal comes back to the page they were on', async ({ page }) => {
  const { listing } = await freshListing();
  const buyer = await createAccount('buyer');
  await page.goto('/products/split-ac');
  await page
    .getByRole('article')
    .filter({ hasText: listing.name })
    .getByRole('button', { name: `Book Now: ${listing.name}` })
    .click();
  await page.getByRole('link', { name: 'Please Login' }).click();
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  await logIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/products\/split-ac$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Split AC' })).toBeVisible();
});

test('a seller cannot list for nothing, and is asked before pricing above the original', async ({ page }) => {
  const seller = await createAccount('seller');
  await logIn(page, seller.email, seller.password);
  await page.goto('/dashboard/addproduct');
  const name = `Phone AC ${Date.now().toString(36)}`;
  await fillProductForm(page, name);
  await page.getByLabel('Price (৳)', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('A price must be more than 0.')).toBeVisible();

  await page.getByLabel('Price (৳)', { exact: true }).fill('90000');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const question = page.getByRole('dialog', { name: 'The price is higher than the original' });
  await expect(question).toContainText('You are asking ৳90,000 for a unit that cost ৳80,000 new.');
  await question.getByRole('button', { name: 'Change the price' }).click();
  await page.getByLabel('Price (৳)', { exact: true }).fill('95000');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await question.getByRole('button', { name: 'Yes, save this price' }).click();
  await expect(page.getByText(`${name} is added successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('cards call the seller with a tap, service tiles lead to matching units, an unknown category is not found', async ({
  page,
}) => {
  await page.goto('/products/split-ac');
  const contact = page
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: /^01\d{3}-\d{6}$/ })
    .first();
  await expect(contact).toHaveAttribute('href', /^tel:\+8801\d{9}$/);

  await page.goto('/');
  await headDownTheHomePage(page);
  await page.getByRole('link', { name: /Installation/ }).click();
  await expect(page).toHaveURL(/\/allproduct\?q=install$/);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();

  await page.goto('/products/no-such-category');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});

/** The box's right edge is left of the other's left edge: the two sit side by side. */
/**
 * The element's box once it has one: the server-drawn first screen, or the prerendered still, can
 * be replaced by the SPA's render between finding an element and measuring it (null, detached).
 */
async function boxOf(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await locator.boundingBox())).not.toBeNull();
  return box!;
}

async function expectBeside(left: Locator, right: Locator) {
  const [a, b] = [await boxOf(left), await boxOf(right)];
  expect(a.x + a.width).toBeLessThanOrEqual(b.x);
}

test('lists are compact on a phone: each picture beside its name, so a screen shows more than one', async ({
  page,
}) => {
  const { listing } = await freshListing({
    brand: 'gree',
    type: 'split',
    tons: 1.5,
    inverter: true,
    about: 'Cools a 180 sq ft bedroom in minutes. Serviced last month, gas full, remote included.',
  });
  await page.goto('/allproduct');
  // The SPA's list, once it has taken over from the Worker's first screen (the same layout).
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: listing.name }) });
  await expect(card.locator('img')).toBeVisible();
  await expectBeside(card.locator('img'), card.getByRole('heading'));
  expect((await boxOf(card)).height).toBeLessThan(PHONE.height * 0.65);

  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Shop by category' }).getByRole('link');
  await expect(categories.first().locator('img')).toBeVisible();
  for (const category of await categories.all()) {
    await expectBeside(category.locator('img'), category.getByRole('heading'));
    expect((await boxOf(category)).height).toBeLessThan(PHONE.height / 4);
  }
});

test('a listing with a word longer than the screen wraps within its card, on the list and on its page', async ({
  page,
}) => {
  const long = `https://example.test/${'gree-inverter-split-ac-'.repeat(6)}${Date.now().toString(36)}`;
  const { listing } = await freshListing({ about: `Manual at ${long}`, location: `Block-C/${'x'.repeat(60)}` });
  await page.goto(`/allproduct?q=${encodeURIComponent(listing.name)}`);
  const card = page.getByRole('article').filter({ hasText: listing.name });
  await expect(card).toBeVisible();
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await card.getByRole('heading', { name: listing.name }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByText(long)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

/** A control a thumb can hit: at least 40 px each way (Android asks for 48 dp, WCAG's minimum is 24). */
async function expectTappable(control: Locator) {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.width, 'width').toBeGreaterThanOrEqual(40);
  expect(box.height, 'height').toBeGreaterThanOrEqual(40);
}

test('an empty wish list leads to the listings, and its small controls are big enough to tap', async ({ page }) => {
  const { listing } = await freshListing();
  const buyer = await createAccount('buyer');
  await logIn(page, buyer.email, buyer.password);
  await page.goto('/dashboard/mywishlist');
  await expect(page.getByText('Your wish list is empty.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page).toHaveURL(/\/allproduct$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expectTappable(page.getByRole('button', { name: 'Menu', exact: true }));

  const search = await fetch(`http://localhost:8787/api/allproduct?q=${encodeURIComponent(listing.name)}`);
  const [found] = (await search.json()) as { _id: string }[];
  await page.goto(`/listing/${found!._id}`);
  const seller = page.getByRole('region', { name: 'Seller' });
  await expectTappable(seller.getByRole('link', { name: 'Profile and reviews' }));
  await expectTappable(seller.getByRole('link', { name: "See this seller's listings" }));
  await page.getByRole('button', { name: `wishList: ${listing.name}` }).click();
  await expect(page.getByText('successfully add to wish list')).toBeVisible();

  await page.goto('/dashboard/mywishlist');
  await expectTappable(page.getByRole('button', { name: `Remove ${listing.name} from the wish list` }));
});
