import { env } from 'cloudflare:test';
import { createDb } from '../db/client';
import { categories } from '../db/schema';

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
