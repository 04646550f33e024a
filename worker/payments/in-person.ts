/**
 * Pay in person (for the Bangladesh market): a buyer who settles at the meet-up pays the seller
 * directly, and the seller marks the product "Sold to this buyer" from My Buyers. No money moves
 * through Thanda and no hold is taken; the seller's action is the proof. It is recorded as a
 * payment through the `in-person` gateway, so every paid booking keeps its payment and a product is
 * sold at most once (the unique indexes of decision 007). The seller's word alone does not let the
 * buyer review them: the buyer confirms the purchase from their own account first
 * (`confirmPurchase`).
 */
import { and, eq, exists, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { allowedWhere, isAllowed } from '../db/listed';
import { bookings, payments, products } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { Refusal } from '../lib/refusal';
import { activeUser } from '../accounts';
import { activeUserById, refuseSuspended, unsuspendedUserById, userById, type CurrentUser } from '../accounts';
import { isHeld } from '../db/states';
import { loadBooking, type BookingRow } from './booking-row';
import type { PaymentGateway } from './gateway';
import { cancelIntentOf } from './intents';
import { saleWrites } from './sale-writes';

/** The transaction reference of a booking's in-person sale: one per booking, so a repeat is the same sale. */
const inPersonReference = (bookingId: string) => `in-person:${bookingId}`;

async function recordedSale(db: Db, bookingId: string) {
  const row = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.transactionId, inPersonReference(bookingId)))
    .get();
  return row?.id ?? null;
}

/**
 * Marks the booking's product sold to its buyer, paid in person; answers the payment record's id.
 * `row` is the booking as read with the seller's own row (`bookingRow`), undefined when none is.
 */
export async function sellInPerson(
  db: Db,
  gateway: PaymentGateway,
  row: BookingRow | undefined,
  seller: CurrentUser,
  currency: string,
) {
  if (!row) throw new Refusal('booking-not-found');
  const { booking, product } = row;
  if (product.sellerId !== seller.id) throw new Refusal('not-product-seller');
  if (booking.paidInPerson) return (await recordedSale(db, booking.id))!;
  refuseSuspended(seller);
  if (booking.paid || product.paid) throw new Refusal('product-sold');
  if (booking.cancelledAt) throw new Refusal('booking-cancelled-by-buyer');
  if (product.removedAt) throw new Refusal('listing-gone');
  // A listing an admin holds back trades nowhere, not even at a meet-up recorded here.
  if (!isAllowed(product)) throw new Refusal('listing-held-back');
  // Another buyer's card payment is under way: it ends (or goes through) within the hold.
  if (isHeld(product) && product.holdBookingId !== booking.id) throw new Refusal('listing-held');

  const now = Date.now();
  const paymentId = crypto.randomUUID();
  let sold: { id: string }[];
  try {
    // As for a card payment, every write is conditional on the product still being this seller's,
    // unsold, listed and not held for another booking, read again inside the batch.
    [, , , , sold] = await db.batch(
      saleWrites(db, {
        paymentId,
        transactionId: inPersonReference(booking.id),
        booking,
        productId: product.id,
        currency,
        gateway: 'in-person',
        feeBasisPoints: 0,
        now,
        still: [
          eq(products.sellerId, seller.id),
          allowedWhere(products),
          exists(unsuspendedUserById(db, seller.id)),
          or(
            isNull(products.holdUntil),
            lte(products.holdUntil, new Date(now)),
            eq(products.holdBookingId, booking.id),
          )!,
        ],
        bookingChanges: { paidInPerson: true },
      }),
    );
  } catch (error) {
    // A unique index refused it: this sale was recorded by a repeat, or the product sold meanwhile.
    if (!isUniqueViolation(error)) throw error;
    const repeat = await recordedSale(db, booking.id);
    if (repeat) return repeat;
    throw new Refusal('product-sold');
  }
  if (sold.length > 0) {
    // The sale ended the hold it found (this buyer's card payment begun, or another's that lapsed
    // before the Cron Trigger reached it): its intent goes too, or a card could still pay it, only
    // to be refunded.
    if (product.holdBookingId) await cancelIntentOf(db, gateway, product.holdBookingId);
    return paymentId;
  }
  // Nothing was written: a racing repeat recorded this sale, or what changed says why.
  const recorded = await recordedSale(db, booking.id);
  if (recorded) return recorded;
  const fresh = await loadBooking(db, booking.id);
  if (!fresh || fresh.product.removedAt || fresh.sellerDeletedAt) throw new Refusal('listing-gone');
  if (fresh.product.paid) throw new Refusal('product-sold');
  // Suspended meanwhile: the listing carries it (and leaves the lists) in the suspension's batch.
  if (fresh.product.sellerSuspended) throw new Refusal('account-suspended');
  if (!isAllowed(fresh.product)) throw new Refusal('listing-held-back');
  throw new Refusal('listing-held');
}

/**
 * The buyer confirms, from their own account, that they bought the product at the meet-up the
 * seller recorded: from then on the sale lets them review the seller. Confirming again changes nothing.
 */
export async function confirmPurchase(db: Db, buyerId: string, admins: Set<string>, bookingId: string) {
  const [[caller], confirmed, [booking]] = await db.batch([
    userById(db, buyerId),
    db
      .update(bookings)
      .set({ purchaseConfirmedAt: new Date() })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.buyerId, buyerId),
          eq(bookings.paidInPerson, true),
          isNull(bookings.purchaseConfirmedAt),
          // Only while the account lives: the batch writes before `activeUser` below can refuse.
          exists(activeUserById(db, buyerId)),
        ),
      )
      .returning({ id: bookings.id }),
    db.select().from(bookings).where(eq(bookings.id, bookingId)),
  ]);
  activeUser(caller, admins);
  if (confirmed[0]) return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
  if (!booking) throw new Refusal('booking-not-found');
  if (booking.buyerId !== buyerId) throw new Refusal('not-your-booking');
  if (!booking.paidInPerson) throw new Refusal('not-sold-in-person');
  return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
}
