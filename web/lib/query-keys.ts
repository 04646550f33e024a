/**
 * The TanStack Query keys that belong to no one feature (TkDodo's "Effective React Query Keys"):
 * web/lib's own queries, and the prefixes that more than one feature's keys start with. Each feature
 * writes its own keys in its query-keys.ts, building on these, so that invalidating one of these
 * prefixes refreshes every feature's queries under it. Features never import each other's keys.
 */
export const sharedKeys = {
  /**
   * Everything about the signed-in account: its role (auth) and its standing (moderation). A newly
   * verified e-mail may change the role, and refreshes all of them.
   */
  account: ['account'] as const,
  /**
   * The admins' tables: users, payment reviews and refunds (admin), and who is suspended
   * (moderation). An admin's action in either feature refreshes them all.
   */
  admin: ['admin'] as const,
  /** Every public product list (catalogue); any change a seller makes to a listing (my-listings) refreshes them all. */
  products: ['products'] as const,
  /** web/lib/categories.ts. */
  categories: ['categories'] as const,
  /** web/lib/place-names.ts. */
  placeNames: ['place-names'] as const,
};
