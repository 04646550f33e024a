/**
 * Which queries the offline copy keeps (docs/decisions/030-offline.md): what a person needs to find
 * their way without a network, and nothing that is someone else's. The app layer decides it, as it
 * is the one that knows every feature's keys.
 */
import type { QueryKey } from '@tanstack/react-query';
import { catalogueKeys } from '@/features/catalogue/query-keys';
import { listingKeys } from '@/features/listing/query-keys';
import { orderKeys } from '@/features/orders/query-keys';
import { sharedKeys } from '@/lib/query-keys';

/**
 * - 'catalogue': the same for everyone: the categories, the promoted products and the unfiltered
 *   lists' first pages (the home page and /allproduct as last seen).
 * - 'listing': a listing's page; only the last `VIEWED_LISTINGS` viewed are kept.
 * - 'own': the signed-in person's own account (their role opens the dashboard) and wish list, kept
 *   only for the person whose session is stored (offline-copy.ts) and forgotten at sign-out.
 */
export type OfflineKind = 'catalogue' | 'listing' | 'own';

export const VIEWED_LISTINGS = 30;
/** A copy older than this is not shown: a week-old price is worse than none. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

const isUnfiltered = (filters: unknown) =>
  typeof filters === 'object' && filters !== null && Object.keys(filters).length === 0;

/** What the copy keeps a query as, or null for a query it leaves out. */
export function offlineKind(key: QueryKey): OfflineKind | null {
  if (startsWith(key, sharedKeys.categories) && key.length === 1) return 'catalogue';
  if (startsWith(key, catalogueKeys.advertised())) return 'catalogue';
  // A product list: ['products', category or 'all', filters]; a search is not kept.
  if (startsWith(key, catalogueKeys.all) && key.length === 3 && isUnfiltered(key[2])) return 'catalogue';
  if (startsWith(key, listingKeys.all) && key.length === 2) return 'listing';
  if (startsWith(key, sharedKeys.account) || startsWith(key, orderKeys.wishlist())) return 'own';
  return null;
}
