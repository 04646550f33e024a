import { DEMO_PASSWORD, demoAccounts } from '../../seed/data';

/**
 * Creates the demo accounts in the Auth emulator; accounts that exist already are left alone.
 * The emulator accepts any API key.
 */
export async function ensureDemoAccounts(emulatorHost: string) {
  const url = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`;
  for (const account of demoAccounts) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD, displayName: account.name }),
    });
    if (res.ok) continue;
    const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
    if (body.error?.message !== 'EMAIL_EXISTS') {
      throw new Error(`Could not create ${account.email} in the Auth emulator: ${body.error?.message ?? res.status}`);
    }
  }
}
