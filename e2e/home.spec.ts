import { expect, test } from '@playwright/test';
import { demoCategories } from '../seed/data';
import { headDownTheHomePage } from './support/pages';

test.describe('home page', () => {
  test('a visitor sees every seeded category and opens one', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const category of demoCategories) {
      await expect(page.getByRole('link', { name: new RegExp(category.name) })).toBeVisible();
    }
    const firstImage = page.getByRole('link', { name: /Split AC/ }).locator('img');
    await expect(firstImage).toHaveJSProperty('complete', true);
    expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('link', { name: /Split AC/ }).click();
    await expect(page).toHaveURL(/\/products\/split-ac$/);
  });

  test('what is below the first screen costs a phone nothing in its first seconds, until the visitor heads down to it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    // The app has taken the page over: its slideshow runs.
    await expect(page.locator('.hero-swiper .swiper-slide-active')).toHaveAttribute('data-swiper-slide-index', '0');
    expect(asked.filter((path) => /promoted-carousel|home-sections|\/api\/advertise/.test(path))).toEqual([]);
    await headDownTheHomePage(page);
    await expect(page.getByRole('region', { name: 'What type of AC provides better service?' })).toBeAttached();
    expect(asked.some((path) => path.includes('/api/advertise'))).toBe(true);
  });

  test('the first render draws the categories, so the services below never move under a finger', async ({ page }) => {
    // A slow answer: a grid drawn before it would grow when it came, pushing the services down.
    await page.route('**/api/categories', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/');
    await headDownTheHomePage(page);
    const installation = page.getByRole('link', { name: /Installation/ });
    await expect(installation).toBeVisible();
    const first = (await installation.boundingBox())!;
    await expect(page.getByRole('link', { name: /Split AC/ })).toBeVisible();
    expect((await installation.boundingBox())!.y).toBe(first.y);
  });

  test('the hero and the promoted products move on by themselves', async ({ page }) => {
    await page.goto('/');
    // 2.5 s a hero slide, 3 s a page of promoted products (docs/product.md).
    const heroSlide = page.locator('.hero-swiper .swiper-slide-active');
    await expect(heroSlide).toHaveAttribute('data-swiper-slide-index', '0');
    await expect(heroSlide).toHaveAttribute('data-swiper-slide-index', '1', { timeout: 6_000 });
    // The carousel starts as the visitor comes near it.
    await headDownTheHomePage(page);
    await page.getByRole('heading', { name: 'What type of AC provides better service?' }).scrollIntoViewIfNeeded();
    const promoted = page.locator('[aria-label="Promoted products"]');
    const first = await promoted.locator('.swiper-slide-active').getAttribute('aria-label');
    await expect(promoted.locator('.swiper-slide-active')).not.toHaveAttribute('aria-label', first!, {
      timeout: 7_000,
    });
  });

  test("the footer carries the placeholder links and this year's copyright line", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`Copyright © ${new Date().getFullYear()}`);
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a visitor searches from the hero and sees that search's results, without a reload", async ({
    page,
    request,
  }) => {
    const found = (await (await request.get('/api/allproduct?q=inverter')).json()) as { name: string }[];
    await page.goto('/');
    // The slideshow's dots: the app has taken over the first screen index.html painted.
    await expect(page.getByRole('button', { name: 'Go to slide 1' })).toBeVisible();
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

    const hero = page.getByRole('search', { name: 'Search ACs and coolers' });
    await hero.getByRole('searchbox', { name: 'Brand, model or area' }).fill('inverter');
    await hero.getByRole('button', { name: 'Search' }).tap();

    await expect(page).toHaveURL(/\/allproduct\?q=inverter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('inverter');
    const first = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
    await expect(first.getByRole('heading', { name: found[0]!.name })).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test('the footer leads to the privacy policy, the terms and the contact page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await footer.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account was deleted?' })).toBeVisible();
});

test.describe('errors', () => {
  test("an unknown route shows the error page, and 'Back to homepage' leads home", async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  });

  test('an unknown API path answers JSON, never the SPA page', async ({ request }) => {
    const res = await request.get('/api/nothing-here');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      reason: 'no-route',
      params: { method: 'GET', path: '/api/nothing-here' },
      message: 'No API route for GET /api/nothing-here.',
    });
  });
});

test('the API lists the seeded categories', async ({ request }) => {
  const res = await request.get('/api/categories');
  expect(res.ok()).toBe(true);
  const names = ((await res.json()) as { name: string }[]).map((c) => c.name);
  expect(names).toEqual(demoCategories.map((c) => c.name));
});
