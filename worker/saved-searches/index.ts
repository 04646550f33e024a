export { savedSearchRoutes } from './saved-search-routes';
export { matchNewListing } from './matching';
export { sendDailyDigests } from './digests';
export { listingWentLive } from './listing-live';
