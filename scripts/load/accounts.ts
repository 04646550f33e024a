/**
 * Real test users, made the way the SPA makes them: an e-mail account in the Firebase Auth
 * emulator, registered with POST /api/users, then exchanged for our access token with GET /api/jwt.
 * Sellers' e-mails are verified first, as publishing needs.
 */
import { markEmailVerified } from '../lib/auth-emulator';
import { inBatches } from './pacing';
import type { Recorder } from './recorder';

export type Role = 'buyer' | 'seller';

export interface Account {
  /** The API's id of the account: public lists name a seller by it, never by e-mail. */
  id: string;
  email: string;
  name: string;
  role: Role;
  token: string;
}

const PASSWORD = 'load-test-pass';

/** A tag that keeps one run's e-mail addresses apart from every other run's. */
export function runTag() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** An ID token from the emulator's `accounts:<method>` (sign-up or sign-in) for this e-mail. */
async function emulatorIdToken(
  emulatorHost: string,
  method: 'signUp' | 'signInWithPassword',
  body: { email: string; displayName?: string },
) {
  const res = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await res.json()) as { idToken?: string };
  if (!idToken) throw new Error(`The Auth emulator refused ${method} for ${body.email} (${res.status}).`);
  return idToken;
}

export async function createAccount(api: Recorder, emulatorHost: string, role: Role, email: string): Promise<Account> {
  const name = `Load ${role} ${email.split('@')[0]!.split('-').at(-1)}`;
  let idToken = await emulatorIdToken(emulatorHost, 'signUp', { email, displayName: name });
  if (role === 'seller') {
    await markEmailVerified(emulatorHost, email);
    // The sign-up's token still says unverified; the token exchange records what the token says.
    idToken = await emulatorIdToken(emulatorHost, 'signInWithPassword', { email });
  }

  const registered = await api.call<{ insertedId?: string }>('setup: POST /users', '/api/users', {
    token: idToken,
    json: { name, email, role },
    expect: [201],
  });
  const id = registered.body.insertedId;
  if (registered.status !== 201 || !id) throw new Error(`Registering ${email} answered ${registered.status}.`);
  const exchanged = await api.call<{ accessToken?: string }>('setup: GET /jwt', '/api/jwt', {
    token: idToken,
    expect: [200],
  });
  if (!exchanged.body.accessToken) throw new Error(`The token exchange for ${email} answered ${exchanged.status}.`);
  return { id, email, name, role, token: exchanged.body.accessToken };
}

/** `count` accounts of one role, made `concurrency` at a time. */
export async function createAccounts(
  api: Recorder,
  emulatorHost: string,
  role: Role,
  count: number,
  tag: string,
  concurrency = 8,
) {
  const emails = Array.from({ length: count }, (_, i) => `load-${tag}-${role}-${i + 1}@load.test`);
  return inBatches(emails, concurrency, (email) => createAccount(api, emulatorHost, role, email));
}
