import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '../seed/data';
import { signInWithPassword } from './support/auth-emulator';

test('every demo account signs in at the Auth emulator, with a verified e-mail', async () => {
  for (const account of demoAccounts) {
    const { status, body } = await signInWithPassword(account.email, DEMO_PASSWORD);
    expect(status, account.email).toBe(200);
    expect(body.email).toBe(account.email);
    const claims = JSON.parse(Buffer.from(body.idToken!.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ email: account.email, name: account.name, email_verified: true });
  }
});

test('a wrong password is refused', async () => {
  const { status, body } = await signInWithPassword('buyer1@thanda.test', 'not-the-password');
  expect(status).toBe(400);
  expect(body.error?.message).toMatch(/INVALID_(PASSWORD|LOGIN_CREDENTIALS)/);
});
