import { expect, test } from '@playwright/test';

test.describe('language', () => {
  test('a visitor switches to Bangla; after a reload the very first paint is Bangla, before any script', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.getByRole('link', { name: 'সব পণ্য', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // Numbers follow the language: the promoted cards' prices in Bangla digits.
    await expect(page.getByText(/\$[০-৯]/).first()).toBeVisible();

    // With the SPA's code blocked, what shows is the HTML and CSS alone: the first paint.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('link', { name: 'সব পণ্য', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All Product', exact: true })).toHaveCount(0);
    await expect(page.locator('[data-shell="en"]')).toHaveCount(0);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await expect(page.getByRole('link', { name: 'সব পণ্য', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('link', { name: 'All Product', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("before the SPA starts (a slow phone), the shell's language button already switches", async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('link', { name: 'সব পণ্য', exact: true })).toBeVisible();
  });

  test('a visitor who never chose a language gets English, with no Bangla shell left in the page', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/allproduct');
    await expect(page.getByRole('link', { name: 'All Product', exact: true })).toBeVisible();
    await expect(page.locator('[data-shell="bn"]')).toHaveCount(0);
  });
});
