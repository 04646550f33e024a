/** The Firebase Auth emulator's REST API and our API, as the browser tests' fixtures use them. */
import { markEmailVerified } from '../../scripts/lib/auth-emulator';

const EMULATOR_HOST = '127.0.0.1:9099';
export const AUTH_EMULATOR = `http://${EMULATOR_HOST}`;
/** The Worker the fixtures register with; a test of another Worker passes its own. */
const API = 'http://localhost:8787/api';
const identityToolkit = (method: string) =>
  `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

interface EmulatorAnswer {
  idToken?: string;
  email?: string;
  error?: { message: string };
}

async function callEmulator(method: string, body: object) {
  const res = await fetch(identityToolkit(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as EmulatorAnswer };
}

export const signInWithPassword = (email: string, password: string) =>
  callEmulator('signInWithPassword', { email, password, returnSecureToken: true });

/** An e-mail no other test run uses. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

export interface TestAccount {
  email: string;
  password: string;
  name: string;
}

async function register(
  idToken: string,
  account: { name: string; email: string; role: 'buyer' | 'seller' },
  api = API,
) {
  const res = await fetch(`${api}/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`Registering ${account.email} failed: ${res.status} ${await res.text()}`);
}

/**
 * An e-mail and password account in the emulator, registered with Thanda in a role. A seller's
 * e-mail is verified (publishing needs it) unless `emailVerified: false` asks for one still to verify.
 */
export async function createAccount(
  role: 'buyer' | 'seller',
  name = `E2E ${role}`,
  { emailVerified = role === 'seller', api = API }: { emailVerified?: boolean; api?: string } = {},
): Promise<TestAccount> {
  const account = { email: uniqueEmail(role), password: 'secret-pass', name };
  const { body } = await callEmulator('signUp', { ...account, displayName: name, returnSecureToken: true });
  if (!body.idToken) throw new Error(`The emulator refused ${account.email}: ${body.error?.message}`);
  let idToken = body.idToken;
  if (emailVerified) {
    await markEmailVerified(EMULATOR_HOST, account.email);
    // The sign-up's token still says unverified; a new sign-in's says verified.
    const signedIn = await signInWithPassword(account.email, account.password);
    if (!signedIn.body.idToken)
      throw new Error(`The emulator refused to sign in ${account.email}: ${signedIn.body.error?.message}`);
    idToken = signedIn.body.idToken;
  }
  await register(idToken, { name, email: account.email, role }, api);
  return account;
}

/** A Google identity in the emulator, registered with Thanda in a role. */
export async function createGoogleAccount(role: 'buyer' | 'seller', name: string) {
  const email = uniqueEmail(`google-${role}`);
  const googleToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
  const { body } = await callEmulator('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  if (!body.idToken) throw new Error(`The emulator refused the Google identity ${email}: ${body.error?.message}`);
  await register(body.idToken, { name, email, role });
  return { email, name };
}

/** Our access token for an emulator account, as the SPA would get it. */
export async function accessTokenFor(account: TestAccount, api = API) {
  const { body } = await signInWithPassword(account.email, account.password);
  const res = await fetch(`${api}/jwt`, { headers: { Authorization: `Bearer ${body.idToken}` } });
  if (!res.ok) throw new Error(`Token exchange failed for ${account.email}: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A listing posted through the API by this seller, with a real uploaded photo: ৳31,500, ৳64,000 new. */
export async function createListing(
  seller: TestAccount,
  photo: Buffer,
  overrides: Record<string, unknown> = {},
  api = API,
) {
  const token = await accessTokenFor(seller, api);
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'unit.png');
  const upload = await fetch(`${api}/upload`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await upload.json()) as { data: { url: string } };
  const listing = {
    name: `E2E AC ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
    price: 31500,
    originalPrice: 64000,
    purchaseYear: 2021,
    phone: '01711-445566',
    location: 'Banani, Dhaka',
    categoryId: 'split-ac',
    condition: 'good',
    img: data.url,
    about: 'A listing made by a browser test.',
    ...overrides,
  };
  const res = await fetch(`${api}/product`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(listing),
  });
  if (res.status !== 201) throw new Error(`Posting a listing failed: ${res.status} ${await res.text()}`);
  return listing;
}

/** The code the emulator "texted" to a phone number, as its REST API shows (the latest one). */
export async function textedCode(phoneNumber: string) {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/demo-thanda/verificationCodes`);
  const { verificationCodes = [] } = (await res.json()) as {
    verificationCodes?: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`The emulator has texted no code to ${phoneNumber}.`);
  return code;
}

/** A Bangladeshi mobile number no other test run uses (the emulator links each to one account). */
export function uniqueMobile() {
  return `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
