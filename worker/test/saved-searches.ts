import { and, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { notifications, products, savedSearches } from '../db/schema';
import { searchTerms } from '../listings/search-terms';
import type { Notifier, QueueMessage } from '../notifications/notify';
import { searchKeys, storedFilters } from '../saved-searches/search-keys';
import { savedFiltersSchema } from '../../shared/schemas/notifications';
import type { AlertFrequency } from '../../shared/domain';
import { testDb } from './fixtures';

type ListingFacts = Partial<typeof products.$inferInsert> & { sellerId: string; categoryId: string };

/** A listed product stored as the Worker stores one (search terms included), without the API's photos. */
export async function storeListing(facts: ListingFacts) {
  const row = { name: 'Gree 1.5 Ton Inverter Split AC', about: 'Cools fast.', location: 'Mirpur 10, Dhaka', ...facts };
  const id = crypto.randomUUID();
  await testDb()
    .insert(products)
    .values({
      id,
      originalPriceMinor: 70_000,
      purchaseYear: 2022,
      phone: '01711-234567',
      img: '/api/images/example.png',
      priceMinor: 30_000,
      district: 'dhaka',
      division: 'dhaka',
      tons: 1.5,
      inverter: true,
      ...row,
      searchTerms: searchTerms(row),
    });
  return id;
}

/** A saved search stored directly, as POST /api/saved-searches would store it (no cap: for many at once). */
export function savedSearchRow(userId: string, filters: Record<string, string>, frequency: AlertFrequency = 'instant') {
  const parsed = savedFiltersSchema.parse(filters);
  const keys = searchKeys(parsed);
  return {
    id: crypto.randomUUID(),
    userId,
    name: `Search ${crypto.randomUUID().slice(0, 6)}`,
    filters: storedFilters(parsed),
    categoryKey: keys.category,
    districtKey: keys.district,
    tonsKey: keys.tons,
    inverterKey: keys.inverter,
    frequency,
  };
}

export async function storeSavedSearch(userId: string, filters: Record<string, string>, frequency?: AlertFrequency) {
  const row = savedSearchRow(userId, filters, frequency);
  await testDb().insert(savedSearches).values(row);
  return row;
}

/** A notifier whose queue only records what it was sent. */
export function recordingNotifier(): Notifier & { sent: QueueMessage[] } {
  const sent: QueueMessage[] = [];
  const queue = {
    send: vi.fn(async (body: QueueMessage) => void sent.push(body)),
    sendBatch: vi.fn(
      async (batch: Iterable<{ body: QueueMessage }>) => void sent.push(...[...batch].map((m) => m.body)),
    ),
  } as unknown as Queue<QueueMessage>;
  return { db: testDb(), queue, sent };
}

/** The saved-search notifications a person has. */
export const savedSearchNotifications = (userId: string) =>
  testDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'saved-search')));
