import { expect, type Page } from '@playwright/test';

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
