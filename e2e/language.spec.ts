import { expect, test } from '@playwright/test';
import { demoCategories } from '../seed/data';
import { siteTitles } from '../shared/domain';
import { headDownTheHomePage } from './support/pages';

test.describe('language', () => {
  test('a visitor switches to Bangla; after a reload the very first paint is Bangla, before any script', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.getByRole('link', { name: 'সব পণ্য', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // Numbers follow the language: the promoted cards' prices in Bangla digits.
    await headDownTheHomePage(page);
    await expect(page.getByText(/৳[০-৯]/).first()).toBeVisible();
    // So do the categories, named and described in Bangla.
    const [category] = demoCategories;
    await expect(page.getByRole('heading', { name: category!.nameBn })).toBeVisible();
    await expect(page.getByText(category!.aboutBn)).toBeVisible();

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

  test('titles are in Bangla for a Bangla reader, and a listing keeps its own before the SPA runs', async ({
    page,
    request,
  }) => {
    const [listing] = (await (await request.get('/api/allproduct')).json()) as { _id: string; name: string }[];
    await page.goto('/');
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.getByRole('link', { name: 'সব পণ্য', exact: true })).toBeVisible();
    await expect(page).toHaveTitle(siteTitles.bn.home);
    const [category] = demoCategories;
    await page.goto(`/products/${category!.id}`);
    await expect(page).toHaveTitle(`${category!.nameBn} · Thanda`);

    // The HTML and CSS alone, as a slow phone shows them before the SPA's code has run.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/listing/${listing!._id}`);
    await expect(page.getByRole('heading', { name: listing!.name })).toBeVisible();
    await expect(page).toHaveTitle(`${listing!.name} · Thanda`);
    await page.goto('/listing/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveTitle(siteTitles.bn.notFound);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await expect(page.getByRole('heading', { name: '৪০৪ পাওয়া যায়নি' })).toBeVisible();
    await expect(page).toHaveTitle(siteTitles.bn.notFound);
  });
});
