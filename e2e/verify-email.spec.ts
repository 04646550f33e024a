import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { createAccount, createListing, uniqueEmail } from './support/auth-emulator';
import { uniquePng } from './support/images';
import { dashboardMenu, fillProductForm } from './support/pages';

test('a new seller verifies their e-mail through the local link, then publishes a listing', async ({ page }) => {
  const email = uniqueEmail('verify-seller');
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Verifying Seller');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-pass');
  await page.getByLabel('Specialty').selectOption('seller');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();

  await page.goto('/dashboard');
  await dashboardMenu(page).getByRole('link', { name: 'Add Product' }).click();
  const notice = page.getByRole('region', { name: 'Verify your e-mail address to publish' });
  await expect(notice).toContainText(email);
  const addProduct = page.getByRole('button', { name: 'Add Product' });
  await expect(addProduct).toBeDisabled();
  await expect(
    page.getByText('Verify your e-mail address (see above) before you publish or edit listings.'),
  ).toBeVisible();
  await expectAccessible(page, 'Add A Product, e-mail not verified');

  // Not opened yet: the notice stays and says so.
  await notice.getByRole('button', { name: 'I have verified' }).click();
  await expect(notice.getByRole('status')).toHaveText(/not verified yet/);

  await notice.getByRole('button', { name: 'Resend verification link' }).click();
  await expect(page.getByText(`We sent a new verification link to ${email}.`)).toBeVisible();

  const link = notice.getByRole('link', { name: 'Open the verification link' });
  await expect(link).toHaveAttribute('href', /mode=verifyEmail/);
  const [verification] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(verification.getByText('The email has been successfully verified.')).toBeVisible();
  await verification.close();

  await notice.getByRole('button', { name: 'I have verified' }).click();
  await expect(page.getByText('Thank you: your e-mail address is verified. You can publish now.')).toBeVisible();
  await expect(notice).toHaveCount(0);

  const name = `Verified Split ${Date.now().toString(36)}`;
  await fillProductForm(page, name);
  await addProduct.click();
  await expect(page.getByText(`${name} is added successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('a seller whose e-mail is not verified is refused a listing', async () => {
  const seller = await createAccount('seller', 'Unverified Seller', { emailVerified: false });
  await expect(createListing(seller, uniquePng())).rejects.toThrow(/403.*email-unverified/);
});
