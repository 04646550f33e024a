import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { createDb } from '../db/client';
import { categories, users, type Role } from '../db/schema';
import { issueAccessToken } from '../lib/tokens';
import { registerUser } from '../services/users';

/** A 1x1 PNG: the smallest real image the image checks accept. */
export const tinyPng = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

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

/** A stored user of a role with a valid access token for it. */
export async function signedInUser(role: Role, overrides: { email?: string; name?: string; verified?: boolean } = {}) {
  const email = overrides.email ?? `${role}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const { user } = await registerUser(testDb(), { name: overrides.name ?? `Test ${role}`, email, role });
  if (overrides.verified) await testDb().update(users).set({ verified: true }).where(eq(users.id, user.id));
  const token = await issueAccessToken(user.id, env.JWT_SECRET);
  return { user, token, auth: { Authorization: `Bearer ${token}` } };
}

export function api(path: string, init: RequestInit = {}) {
  return SELF.fetch(`http://localhost/api${path}`, init);
}

export function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
