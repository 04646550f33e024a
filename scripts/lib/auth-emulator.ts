/**
 * The local Firebase Auth emulator's REST API, for scripts and tests. The emulator accepts any API
 * key; its admin calls (look-up and update by the project's owner) take `Authorization: Bearer owner`.
 */
import { DEMO_PASSWORD, demoAccounts, demoUid } from '../../seed/data';

const PROJECT_ID = 'demo-thanda';

const identityToolkit = (emulatorHost: string, path: string) =>
  `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/${path}`;

interface EmulatorError {
  error?: { message?: string };
}

async function asOwner<T>(emulatorHost: string, method: string, body: object): Promise<T> {
  const res = await fetch(identityToolkit(emulatorHost, `projects/${PROJECT_ID}/accounts:${method}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as T & EmulatorError;
  if (!res.ok) throw new Error(`The Auth emulator refused accounts:${method}: ${answer.error?.message ?? res.status}`);
  return answer;
}

/** The emulator's accounts with these e-mails (unknown ones are left out). */
async function lookUp(emulatorHost: string, emails: string[]) {
  const { users = [] } = await asOwner<{ users?: { localId: string; email: string; emailVerified?: boolean }[] }>(
    emulatorHost,
    'lookup',
    { email: emails },
  );
  return users;
}

/** Whether the emulator holds an account under this uid. */
export async function hasAccount(emulatorHost: string, localId: string) {
  const { users = [] } = await asOwner<{ users?: unknown[] }>(emulatorHost, 'lookup', { localId: [localId] });
  return users.length > 0;
}

/**
 * Marks the e-mail of each emulator account with one of these addresses verified, as if its owner
 * had opened the link. Sellers need it to publish. Throws when an address has no account.
 */
export async function markEmailVerified(emulatorHost: string, ...emails: string[]) {
  const accounts = await lookUp(emulatorHost, emails);
  const missing = emails.filter((email) => !accounts.some((a) => a.email.toLowerCase() === email.toLowerCase()));
  if (missing.length > 0) throw new Error(`The Auth emulator has no account for ${missing.join(', ')}.`);
  for (const account of accounts) {
    if (!account.emailVerified)
      await asOwner(emulatorHost, 'update', { localId: account.localId, emailVerified: true });
  }
}

/**
 * Creates the demo accounts in the Auth emulator under their fixed uids (seed/data.ts's demoUid,
 * which the seed stores too), with verified e-mails. An account an older run saved under another
 * uid is made again under the fixed one, with the demo password.
 */
export async function ensureDemoAccounts(emulatorHost: string) {
  const existing = await lookUp(
    emulatorHost,
    demoAccounts.map((a) => a.email),
  );
  for (const account of demoAccounts) {
    const uid = demoUid(account.email);
    const found = existing.find((e) => e.email.toLowerCase() === account.email);
    if (found?.localId === uid) continue;
    if (found) await asOwner(emulatorHost, 'delete', { localId: found.localId });
    const res = await fetch(identityToolkit(emulatorHost, `projects/${PROJECT_ID}/accounts`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, email: account.email, password: DEMO_PASSWORD, displayName: account.name }),
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as EmulatorError;
      throw new Error(`Could not create ${account.email} in the Auth emulator: ${body.error?.message ?? res.status}`);
    }
  }
  await markEmailVerified(emulatorHost, ...demoAccounts.map((a) => a.email));
}
