export {
  type ApiListing,
  apiListingById,
  joinedListings,
  listingColumns,
  listListings,
  toApiListing,
} from './listing-queries';
export { photosOf, listingById } from './listing-writes';
export { matchesListQuery, type FilterableListing } from './listing-filters';
export { ownedListing } from './listing-owner';
export { archivedRecord } from './listing-archive';
