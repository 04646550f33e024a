import { expect, test } from '@playwright/test';
import { createAccount } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { logIn } from './support/pages';

test('a seller in Bangla lists an AC in Chattogram district with a +880 number; a buyer finds it by division and district', async ({
  page,
  browser,
}) => {
  const seller = await createAccount('seller', `Seller ${Date.now().toString(36)}`);
  const name = `Chattogram AC ${Date.now().toString(36)}`;
  await logIn(page, seller.email, seller.password);
  await page.getByRole('button', { name: 'বাংলা' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  await page.goto('/dashboard/addproduct');
  await page.getByLabel('পণ্যের নাম').fill(name);
  await page.getByLabel('আসল দাম (৳)').fill('90000');
  await page.getByLabel('বিক্রয় মূল্য (৳)').fill('45000');
  await page.getByLabel('কেনার বছর').fill('2023');
  await page.getByLabel('যোগাযোগ নম্বর').fill('+880 1811-556677');
  await page.getByLabel('বিভাগ').selectOption({ label: 'চট্টগ্রাম' });
  await page.getByLabel('জেলা').selectOption({ label: 'চট্টগ্রাম' });
  await page.getByLabel('অবস্থান (ঐচ্ছিক)', { exact: true }).fill('আগ্রাবাদ');
  // Categories are named in Bangla too.
  await page.getByLabel('ক্যাটাগরি').selectOption({ label: 'স্প্লিট এসি' });
  // The button people see to pick photos speaks Bangla (the browser's own says "Choose Files").
  await expect(page.getByText('ছবি বেছে নিন')).toBeVisible();
  await page.getByLabel('ছবি').setInputFiles({ name: 'unit.png', mimeType: 'image/png', buffer: uniquePng() });
  await expect(page.getByText('আরও ছবি যোগ করুন')).toBeVisible();
  await page.getByLabel('বিবরণ').fill('দুই গ্রীষ্ম ব্যবহৃত, খুব ভালো ঠান্ডা করে।');
  await page.getByRole('button', { name: 'পণ্য যোগ করুন' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);

  const buyer = await browser.newPage();
  await buyer.goto('/allproduct');
  const filters = buyer.getByRole('search');
  await filters.getByLabel('Division').selectOption({ label: 'Chattogram' });
  await filters.getByLabel('District').selectOption({ label: 'Chattogram' });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(buyer).toHaveURL(/division=chattogram/);
  await expect(buyer).toHaveURL(/district=chattogram/);
  const card = buyer.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText('01811-556677')).toBeVisible();

  await filters.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(buyer).toHaveURL(/division=dhaka/);
  await expect(buyer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(buyer.getByRole('article').filter({ hasText: name })).toHaveCount(0);
  await buyer.close();
});
