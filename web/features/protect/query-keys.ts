import { sharedKeys } from '@/lib/query-keys';

/** Thanda Protect's lists: the admins' under the admin prefix, so any admin action refreshes them too. */
export const protectKeys = {
  disputes: () => [...sharedKeys.admin, 'disputes'] as const,
  payouts: () => [...sharedKeys.admin, 'payouts'] as const,
  /** The signed-in seller's money: held, owed and paid out, with their protected sales and payouts. */
  sellerMoney: () => ['seller-money'] as const,
};
