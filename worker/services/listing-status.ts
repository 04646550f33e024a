/**
 * A listing's state (DESIGN.md section 9) from its row: the one place that reads it, so the API
 * tells the SPA the state and the SPA never works it out from the flags.
 */
import type { Product } from '../db/schema';
import type { ListingStatus } from '../domain';

/** True while a buyer is paying for the product: its price, sale and listing are frozen. */
export function isHeld(product: Pick<Product, 'holdBookingId' | 'holdUntil'>, now = Date.now()) {
  return product.holdBookingId !== null && product.holdUntil !== null && product.holdUntil.getTime() > now;
}

type StatusColumns = Pick<Product, 'paid' | 'removedAt' | 'moderation' | 'holdBookingId' | 'holdUntil'>;

export function listingStatus(product: StatusColumns, now = Date.now()): ListingStatus {
  if (product.removedAt) return 'removed';
  if (product.paid) return 'sold';
  // Awaiting an admin's review (LISTING_REVIEW=on); held back or refused by one is hidden.
  if (product.moderation === 'pending') return 'pending_review';
  if (product.moderation) return 'hidden';
  return isHeld(product, now) ? 'held' : 'active';
}
