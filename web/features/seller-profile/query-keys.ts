/** A seller's profile, and under it their reviews and the signed-in person's own: a review refreshes all three. */
export const sellerProfileKeys = {
  all: ['seller-profile'] as const,
  detail: (id: string) => [...sellerProfileKeys.all, id] as const,
  moreReviews: (id: string, first: string | null) => [...sellerProfileKeys.detail(id), 'reviews', first] as const,
  myReview: (id: string) => [...sellerProfileKeys.detail(id), 'mine'] as const,
};
