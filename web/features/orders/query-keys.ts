/** The signed-in person's bookings and wish list, and a seller's buyers: each refreshed on its own. */
export const orderKeys = {
  mine: () => ['my-orders'] as const,
  wishlist: () => ['my-wishlist'] as const,
  buyers: () => ['my-buyers'] as const,
};
