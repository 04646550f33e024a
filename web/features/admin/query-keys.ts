import { sharedKeys } from '@/lib/query-keys';

/** The admins' tables, all under the prefix moderation's list of suspensions shares (web/lib/query-keys.ts). */
export const adminKeys = {
  all: sharedKeys.admin,
  sellers: () => [...adminKeys.all, 'sellers'] as const,
  /** The pages of one search (`''`: none) of the sellers. */
  sellerPages: (q: string) => [...adminKeys.sellers(), q] as const,
  buyers: () => [...adminKeys.all, 'buyers'] as const,
  buyerPages: (q: string) => [...adminKeys.buyers(), q] as const,
  paymentReviews: () => [...adminKeys.all, 'payment-reviews'] as const,
  refunds: () => [...adminKeys.all, 'refunds'] as const,
  refundPages: (q: string) => [...adminKeys.refunds(), q] as const,
  /** Inspected by Thanda: the inspections on their way, and the technicians to assign. */
  inspections: () => [...adminKeys.all, 'inspections'] as const,
  technicians: () => [...adminKeys.all, 'technicians'] as const,
};
