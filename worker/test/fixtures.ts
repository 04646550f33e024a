import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { createDb } from '../db/client';
import { categories, users, type Role } from '../db/schema';
import { issueAccessToken } from '../accounts';
import { registerUser } from '../accounts';
import { uniquePng } from './images';

export { tinyPng } from './images';

export function testDb() {
  return createDb(env.DB);
}

export async function insertCategory(overrides: Partial<typeof categories.$inferInsert> = {}) {
  const row = {
    id: crypto.randomUUID(),
    name: `Category ${crypto.randomUUID().slice(0, 8)}`,
    img: '/api/images/example.png',
    about: 'Cooling appliances for testing.',
    position: 0,
    ...overrides,
  };
  await testDb().insert(categories).values(row);
  return row;
}

/**
 * A stored user of a role with a valid access token for it. Its e-mail is verified unless
 * `emailVerified: false`; `verified` is the seller badge.
 */
export async function signedInUser(
  role: Role,
  overrides: { email?: string; name?: string; verified?: boolean; emailVerified?: boolean; uid?: string } = {},
) {
  const email = overrides.email ?? `${role}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const user = await registerUser(testDb(), {
    uid: overrides.uid ?? `uid-${email}`,
    name: overrides.name ?? `Test ${role}`,
    email,
    emailVerified: overrides.emailVerified ?? true,
    role,
  });
  // Fixed addresses (the admins of ADMIN_EMAILS) are registered once per test file.
  const account =
    user ??
    (await testDb()
      .update(users)
      .set({ emailVerified: overrides.emailVerified ?? true })
      .where(eq(users.email, email))
      .returning()
      .get());
  if (!account) throw new Error(`The test account ${email} could not be registered.`);
  if (overrides.verified) await testDb().update(users).set({ verified: true }).where(eq(users.id, account.id));
  const token = await issueAccessToken(account.id, env.JWT_SECRET);
  return { user: account, token, auth: { Authorization: `Bearer ${token}` } };
}

export function api(path: string, init: RequestInit = {}) {
  return SELF.fetch(`http://localhost/api${path}`, init);
}

export function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/**
 * Uploads a real image as a seller would and answers its URL. Each call's default image is a new
 * one: a listing may not show a picture another seller's listing shows.
 */
export async function uploadedImage(auth: Record<string, string>, bytes: Uint8Array = uniquePng()) {
  const body = new FormData();
  body.set('image', new File([bytes], 'unit.png'));
  const res = await api('/upload', { method: 'POST', body, headers: auth });
  const answer = await res.json<{ data: { url: string } }>();
  return answer.data.url;
}

export const listingInput = (categoryId: string, img: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Gree 1.5 Ton Split AC',
  price: 350,
  originalPrice: 700,
  purchaseYear: 2022,
  phone: '01711-234567',
  location: 'Mirpur 10, Dhaka',
  categoryId,
  condition: 'good',
  img,
  about: 'Cools fast, serviced last month.',
  ...overrides,
});

/** A listing posted through the API by this seller; answers the API's product. */
export async function postListing(
  seller: { auth: Record<string, string> },
  categoryId: string,
  overrides: Record<string, unknown> = {},
) {
  const img = typeof overrides.img === 'string' ? overrides.img : await uploadedImage(seller.auth);
  const res = await api('/product', json(listingInput(categoryId, img, overrides), seller.auth));
  if (res.status !== 201) throw new Error(`Posting a listing failed: ${res.status} ${await res.text()}`);
  return (await res.json<{ product: { _id: string; img: string } & Record<string, unknown> }>()).product;
}
