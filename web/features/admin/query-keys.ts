import { sharedKeys } from '@/lib/query-keys';

/** The admins' tables, all under the prefix moderation's list of suspensions shares (web/lib/query-keys.ts). */
export const adminKeys = {
  all: sharedKeys.admin,
  sellers: () => [...adminKeys.all, 'sellers'] as const,
  buyers: () => [...adminKeys.all, 'buyers'] as const,
  paymentReviews: () => [...adminKeys.all, 'payment-reviews'] as const,
  refunds: () => [...adminKeys.all, 'refunds'] as const,
};
