/** The seller's own listings; the public lists they appear in are catalogue's (web/lib/query-keys.ts). */
export const myListingKeys = {
  all: ['my-products'] as const,
};
