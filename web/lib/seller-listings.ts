/** The anchor of a seller's profile where their listings for sale begin. */
export const SELLER_LISTINGS_ANCHOR = 'for-sale';

/** Every listing a seller has for sale: their profile, opened at those listings. */
export const sellerListingsPath = (sellerId: string) =>
  `/seller/${encodeURIComponent(sellerId)}#${SELLER_LISTINGS_ANCHOR}`;
