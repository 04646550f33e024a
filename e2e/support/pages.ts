import { expect, type Page } from '@playwright/test';
import { uniquePng } from './images';

/** Signs in through the login screen, as a person would. */
export async function logIn(page: Page, email: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successfully')).toBeVisible();
}

export function dashboardMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard' });
}

/** Fills every field of Add A Product for a split AC called `name`, with a fresh photo. */
export async function fillProductForm(page: Page, name: string) {
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Original Price ($)').fill('800');
  await page.getByLabel('Price ($)', { exact: true }).fill('410');
  await page.getByLabel('Year of purchase').fill('2022');
  await page.getByLabel('Contact').fill('01711-998877');
  await page.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await page.getByLabel('District').selectOption({ label: 'Dhaka' });
  await page.getByLabel('Location').fill('Uttara Sector 4, Dhaka');
  await page.getByLabel('Category').selectOption({ label: 'Split AC' });
  await page.getByLabel('Condition').selectOption('excellent');
  await page.getByLabel('Photo').setInputFiles({ name: 'unit.png', mimeType: 'image/png', buffer: uniquePng() });
  await page.getByLabel('Description').fill('Two summers old, cools a big room fast.');
}
