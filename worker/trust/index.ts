export {
  adminDeletionOfListing,
  closeReportsOn,
  currentSuspensions,
  dismissReports,
  hideListing,
  moderationQueue,
  type RecentMessages,
  restoreListing,
  reviewListing,
  suspendUser,
  unsuspendUser,
} from './moderation';
export { fileReport } from './reports';
export { hideReview, ratingOf, reviewsPageQuery, toReviewsPage } from './reviews';
export { decideVerification, type SellerKey, verifySeller } from './verification';
export { tellAboutModeration, tellAboutReview } from './trust-notices';
