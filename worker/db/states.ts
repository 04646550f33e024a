/**
 * The states everything shares (docs/architecture.md section 9): a listing's and a booking's, read
 * from their rows in this one place, so the API tells the SPA the state and the SPA never works it
 * out from the flags. (A conversation's is in conversations/conversations.ts, beside the only query
 * that needs it.)
 */
import type { Booking, Product } from './schema';
import type { BookingStatus, ListingStatus } from '../../shared/domain';

/** True while a buyer is paying for the product: its price, sale and listing are frozen. */
export function isHeld(product: Pick<Product, 'holdBookingId' | 'holdUntil'>, now = Date.now()) {
  return product.holdBookingId !== null && product.holdUntil !== null && product.holdUntil.getTime() > now;
}

type StatusColumns = Pick<Product, 'paid' | 'removedAt' | 'moderation' | 'expiredAt' | 'holdBookingId' | 'holdUntil'>;

export function listingStatus(product: StatusColumns, now = Date.now()): ListingStatus {
  if (product.removedAt) return 'removed';
  if (product.paid) return 'sold';
  // Awaiting an admin's review (LISTING_REVIEW=on); held back or refused by one is hidden.
  if (product.moderation === 'pending') return 'pending_review';
  if (product.moderation) return 'hidden';
  // Its seller let it lapse (the cron found it expired): off the lists until they renew it.
  if (product.expiredAt) return 'expired';
  return isHeld(product, now) ? 'held' : 'active';
}

type BookingColumns = Pick<
  Booking,
  'id' | 'paid' | 'paidInPerson' | 'refundedAt' | 'reviewTransactionId' | 'cancelledAt'
>;

export function bookingStatus(
  booking: BookingColumns,
  product: Pick<Product, 'paid' | 'removedAt' | 'holdBookingId' | 'holdUntil'>,
  now = Date.now(),
): BookingStatus {
  if (booking.paid) return booking.paidInPerson ? 'paid_in_person' : 'paid';
  if (booking.cancelledAt) return 'cancelled';
  if (booking.refundedAt) return 'refunded';
  // A flagged payment keeps the product held for this booking while an admin checks it.
  if (booking.reviewTransactionId || (product.holdBookingId === booking.id && isHeld(product, now)))
    return 'pending_payment';
  // Sold to someone else, or taken down: nothing is left to pay for.
  if (product.paid || product.removedAt) return 'cancelled';
  return 'requested';
}

/**
 * Whether the buyer is offered to call the booking off: while it is asked for or being paid (not
 * while an admin checks a payment), and after a refund while the listing is still for sale.
 */
export function cancellable(
  booking: BookingColumns,
  product: Pick<Product, 'paid' | 'removedAt' | 'holdBookingId' | 'holdUntil'>,
  now = Date.now(),
) {
  const status = bookingStatus(booking, product, now);
  if (status === 'requested') return true;
  if (status === 'pending_payment') return booking.reviewTransactionId === null;
  return status === 'refunded' && !product.paid && !product.removedAt;
}
