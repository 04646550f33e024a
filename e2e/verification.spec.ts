import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, textedCode, uniqueMobile } from './support/auth-emulator';
import { logIn } from './support/pages';

const DEMO_PASSWORD = 'thanda-demo';

async function adminPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, 'admin@thanda.test', DEMO_PASSWORD);
  await page.goto('/dashboard/moderation');
  return page;
}

/** "+8801712345678" as a seller types it: "01712345678". */
const typed = (mobile: string) => mobile.replace('+880', '0');

/** Types the number, asks for the code, types the code the emulator texted, sends the request. */
async function confirmNumber(page: Page, mobile: string) {
  await page.getByLabel('Mobile number').fill(typed(mobile));
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(/We texted a 6-digit code to/)).toBeVisible();
  await page.getByLabel('Code from the text message').fill(await textedCode(mobile));
  await page.getByRole('button', { name: 'Confirm and send request' }).click();
  await expect(page.getByText('Your request is waiting for an admin.')).toBeVisible();
}

async function decline(admin: Page, name: string, reason: string) {
  await admin.getByRole('article', { name }).getByRole('button', { name: 'Decline' }).click();
  const dialog = admin.getByRole('dialog', { name: `Decline the request of ${name}?` });
  await dialog.getByLabel('Reason', { exact: true }).fill(reason);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(admin.getByText('Request declined.')).toBeVisible();
}

test('a seller confirms their phone by a texted code and asks to be verified; the admin declines, then verifies', async ({
  page,
  browser,
}) => {
  // Two browsers, a texted code twice and a decline before the verification: 23 s on a quiet run,
  // over the 30 s budget on a busy CI machine (2026-12-07).
  test.slow();
  const name = `Verify Me ${Date.now().toString(36)}`;
  const seller = await createAccount('seller', name);
  const mobile = uniqueMobile();
  await logIn(page, seller.email, seller.password);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Get verified' }).click();
  await expect(page.getByRole('heading', { name: 'Get verified' })).toBeVisible();

  // A number that is not Bangladeshi is refused by the shared schema before anything is texted.
  await page.getByLabel('Mobile number').fill('+1 415 555 0100');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText('Enter a Bangladeshi mobile number')).toBeVisible();

  await page.getByLabel('Mobile number').fill(typed(mobile));
  await page.getByLabel('Note for the admin (optional)').fill('Shop 12, Mirpur 10 AC market.');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(/We texted a 6-digit code to/)).toBeVisible();
  const code = await textedCode(mobile);
  // A wrong code first: words, not a Firebase error code.
  await page.getByLabel('Code from the text message').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm and send request' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Check the text message and try again.');
  await page.getByLabel('Code from the text message').fill(code);
  await page.getByRole('button', { name: 'Confirm and send request' }).click();
  await expect(page.getByText('Your request is waiting for an admin.')).toBeVisible();

  const admin = await adminPage(browser);
  const card = admin.getByRole('article', { name });
  await expect(card.getByText('Shop 12, Mirpur 10 AC market.')).toBeVisible();
  await expect(card.getByRole('link', { name: /^01\d{3}-\d{6}$/ })).toHaveAttribute('href', `tel:${mobile}`);
  await decline(admin, name, 'Please add a photo of your shop sign.');
  await expect(card).toBeHidden();

  // The seller is told, on every dashboard page and on the verification page.
  await page.goto('/dashboard/myproducts');
  await expect(page.getByText('Your verification request was declined. Reason: Please add a photo')).toBeVisible();
  await page.getByRole('link', { name: 'Send a new request' }).click();
  await expect(page.getByText('Reason: Please add a photo of your shop sign.')).toBeVisible();
  // The number is confirmed on their account already: the new request needs no new code.
  await expect(page.getByLabel('Mobile number')).toHaveValue(/^01\d{3}-\d{6}$/);
  await page.getByLabel('Note for the admin (optional)').fill('Shop sign photo on my profile now.');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText('Your request is waiting for an admin.')).toBeVisible();

  await admin.reload();
  await card.getByRole('button', { name: 'Verify seller' }).click();
  await admin
    .getByRole('dialog', { name: `Verify ${name}?` })
    .getByRole('button', { name: 'Verify seller' })
    .click();
  await expect(admin.getByText(`${name} is verified.`)).toBeVisible();
  await admin.goto('/dashboard/audit-log');
  const log = admin.getByRole('row');
  await expect(log.filter({ hasText: `Declined a verification${name}Please add a photo` })).toBeVisible();
  await expect(log.filter({ hasText: `Verified a seller${name}` })).toBeVisible();

  await page.reload();
  await expect(page.getByText('You are verified.', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'See your profile' }).click();
  await expect(page.getByRole('heading', { name: `${name} Verified seller` })).toBeVisible();
});

test('a seller whose request was declined confirms a new number, and the admin sees it with the same-number count', async ({
  page,
  browser,
}) => {
  // Three accounts in three browsers, with two texted codes: 26 s of a 30 s budget on a quiet run,
  // over it once on a busy CI machine (2026-11-28).
  test.slow();
  const name = `New Number ${Date.now().toString(36)}`;
  const seller = await createAccount('seller', name);
  const [first, second] = [uniqueMobile(), uniqueMobile()];
  await logIn(page, seller.email, seller.password);
  await page.goto('/dashboard/verification');
  await confirmNumber(page, first);

  const admin = await adminPage(browser);
  await decline(admin, name, 'That number does not answer.');

  await page.reload();
  await expect(page.getByText('Reason: That number does not answer.')).toBeVisible();
  // The new number replaces the old one on the Firebase account once its code is confirmed.
  await confirmNumber(page, second);
  await expect(page.getByText(`with the number ${typed(second).replace(/^(\d{5})/, '$1-')}`)).toBeVisible();

  // Another seller gives the first number: the queue says it was given before.
  const other = await createAccount('seller', `Same Number ${Date.now().toString(36)}`);
  const otherPage = await (await browser.newContext()).newPage();
  await logIn(otherPage, other.email, other.password);
  await otherPage.goto('/dashboard/verification');
  await confirmNumber(otherPage, first);
  await admin.reload();
  await expect(
    admin.getByRole('article', { name: other.name }).getByText('1 other seller gave this number too.'),
  ).toBeVisible();
  await expect(admin.getByRole('article', { name }).getByText(/gave this number too/)).toBeHidden();
});
