import { expect, test } from '@playwright/test';
import { serviceWorkerInstalled } from './support/pages';

/** Bangla pages have addresses of their own, under /bn (issue 63): a shared Bangla link opens in Bangla. */
test.describe('Bangla addresses', () => {
  test('a visitor who never chose a language opens a /bn link in Bangla, stays under /bn, and switches to the same page in English', async ({
    page,
    context,
  }) => {
    await page.goto('/bn/allproduct');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('link', { name: 'সব পণ্য', exact: true })).toBeVisible();
    const card = page.getByRole('list').getByRole('article').first();
    const name = await card.getByRole('heading').innerText();
    await card.getByRole('heading').getByRole('link').click();

    await expect(page).toHaveURL(/\/bn\/listing\/[^/]+/);
    await expect(page.getByRole('article').getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const bangla = new URL(page.url());

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('link', { name: 'All Product', exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(bangla.pathname.replace(/^\/bn/, ''));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await page.reload();
    await expect(page.getByRole('article').getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a Bangla reader who opens an English address is shown its Bangla one, the link to share', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'bn', url: test.info().project.use.baseURL! }]);
    await page.goto('/allproduct?sort=price-asc');
    await expect(page.getByRole('link', { name: 'সব পণ্য', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/bn\/allproduct\?sort=price-asc$/);
  });

  test.describe('with the service worker (playwright.config.ts blocks it elsewhere)', () => {
    test.use({ serviceWorkers: 'allow' });

    test('offline, a Bangla address opens the app in Bangla, as the service worker serves it', async ({
      page,
      context,
    }) => {
      await page.goto('/bn/allproduct');
      await expect(page.getByRole('list').getByRole('article').first()).toBeVisible();
      await serviceWorkerInstalled(page);

      await context.setOffline(true);
      await page.goto('/bn/blogs');
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('link', { name: 'সব পণ্য', exact: true })).toHaveAttribute('href', '/bn/allproduct');
      await expect(page).toHaveURL(/\/bn\/blogs$/);
      await context.setOffline(false);
    });
  });
});
