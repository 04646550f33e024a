/**
 * Settling a payment the gateway confirms (docs/decisions/007-identity-and-money.md): for this
 * booking and this amount, the sale is written in one batch while the booking still holds the
 * product, or the payment is refunded. The same transaction twice records one payment.
 */
import { and, eq, exists, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { allowedWhere } from '../db/listed';
import { bookings, products, type Booking, type Payment, type Product } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { log } from '../lib/logger';
import { Refusal } from '../lib/refusal';
import { REVIEW_HOURS, type Currency } from '../../shared/domain';
import { unsuspendedUserById } from '../accounts';
import { bookingRow, buyersBooking, loadBooking, type BookingRow } from './booking-row';
import type { GatewayIntent, PaymentGateway } from './gateway';
import { answerOf, answerRecorded, recordedPayment } from './recorded-payment';
import { refundPayment, refundReason } from './refunding';
import { saleWrites } from './sale-writes';
import { tell } from '../notifications';
import type { SaleTerms } from './sale-terms';

/**
 * Records a payment the gateway confirms, marking booking, product (sold) and the buyer's wish
 * list item paid in one atomic batch, or refunds it when its booking no longer holds the product.
 * The same transaction id twice records one payment (and refunds at most once). Answers the
 * payment's id. `buyerId` is the caller when the buyer reports the payment; the gateway's own
 * signed event has none. A payment the gateway flags for review waits for an admin (`reviewed`
 * once one accepted it): the product stays held for the booking meanwhile.
 */
export async function fulfilPayment(
  db: Db,
  gateway: PaymentGateway,
  input: { bookingId: string; transactionId: string; buyerId?: string; reviewed?: boolean },
  terms: SaleTerms,
): Promise<string> {
  const [[row], [recorded]] = await db.batch(paymentState(db, input.bookingId, input.transactionId));
  return settlePayment(db, gateway, input, { row, recorded }, terms);
}

/**
 * What recording a payment starts from, as queries for one batch: the booking with its product and
 * seller, and the transaction's record if it has one.
 */
export const paymentState = (db: Db, bookingId: string, transactionId: string) =>
  [bookingRow(db, bookingId), recordedPayment(db, transactionId)] as const;

/**
 * `fulfilPayment` from its `paymentState`, already read (beside the buyer's own row, by the route).
 * The seller is told of the payment held for them (once, however often the gateway tells us).
 */
export async function settlePayment(
  db: Db,
  gateway: PaymentGateway,
  input: { bookingId: string; transactionId: string; buyerId?: string; reviewed?: boolean },
  state: { row: BookingRow | undefined; recorded: Payment | undefined },
  terms: SaleTerms,
): Promise<string> {
  const paymentId = await settle(db, gateway, input, state, terms);
  if (terms.queue) {
    await tell(terms.queue, { about: 'payment', paymentId });
    if (state.row)
      await tell(terms.queue, {
        about: 'wishers',
        productId: state.row.product.id,
        currency: terms.currency as Currency,
      });
  }
  return paymentId;
}

async function settle(
  db: Db,
  gateway: PaymentGateway,
  input: { bookingId: string; transactionId: string; buyerId?: string; reviewed?: boolean },
  state: { row: BookingRow | undefined; recorded: Payment | undefined },
  terms: SaleTerms,
): Promise<string> {
  const { currency } = terms;
  const row = input.buyerId ? buyersBooking(state.row, input.buyerId) : state.row;
  if (!row) throw new Refusal('booking-not-found');
  const recorded = answerOf(state.recorded, input.bookingId);
  if (recorded) return recorded;
  const { booking, product } = row;

  const intent = await gateway.retrieve(input.transactionId);
  if (!intent || intent.status !== 'succeeded') {
    throw new Refusal(booking.paid ? 'booking-paid' : 'payment-not-through');
  }
  // Money that was not paid for this booking is not this booking's to keep or to give back.
  if (intent.bookingId !== booking.id) throw new Refusal('payment-mismatch');
  const reason = refundReason(row, intent, currency, Date.now());
  if (reason) return refundPayment(db, gateway, { booking, product, intent, reason });
  if (intent.review && !input.reviewed) return holdForReview(db, gateway, row, intent, currency);

  const now = Date.now();
  const paymentId = crypto.randomUUID();
  // Every write of the sale is conditional on what the checks above read, read again inside the
  // batch: the hold is still this booking's and live, the product unsold, listed and at this
  // price, the seller not removed. If any changed in the meantime nothing is written, and the
  // payment is refunded.
  let sold: { id: string }[];
  try {
    [, , , , sold] = await db.batch(
      saleWrites(db, {
        paymentId,
        transactionId: intent.id,
        booking,
        productId: product.id,
        currency,
        gateway: gateway.name,
        // Thanda Protect: the money is held until the buyer confirms or the dispute window closes.
        feeBasisPoints: terms.feeBasisPoints,
        now,
        still: [
          eq(products.holdBookingId, booking.id),
          sql`${products.holdUntil} > ${now}`,
          eq(products.priceMinor, intent.amountMinor),
          allowedWhere(products),
          exists(unsuspendedUserById(db, booking.buyerId)),
          // A cancel that lands after the checks above: the payment is refunded, not a sale.
          notExists(
            db
              .select({ id: bookings.id })
              .from(bookings)
              .where(and(eq(bookings.id, booking.id), isNotNull(bookings.cancelledAt))),
          ),
        ],
        bookingChanges: input.reviewed ? { reviewTransactionId: null, reviewReason: null } : undefined,
      }),
    );
  } catch (error) {
    // A unique index refused the batch: a racing request recorded this payment, or sold the product.
    if (!isUniqueViolation(error)) throw error;
    return (
      (await answerRecorded(db, intent.id, booking.id)) ??
      refundPayment(db, gateway, { booking, product, intent, reason: 'sold' })
    );
  }
  if (sold.length === 0) return refundAsItIsNow(db, gateway, { booking, product, intent, currency });
  return paymentId;
}

/**
 * Keeps a flagged payment for an admin to accept or refund: the product stays held for this
 * booking for up to REVIEW_HOURS, so nobody else buys it meanwhile. Recorded once: the same
 * notification again changes nothing. A hold that ended in the meantime refunds the payment.
 */
async function holdForReview(
  db: Db,
  gateway: PaymentGateway,
  row: { booking: Booking; product: Product },
  intent: GatewayIntent,
  currency: string,
): Promise<string> {
  const { booking, product } = row;
  if (booking.reviewTransactionId !== intent.id) {
    const now = Date.now();
    const until = new Date(now + REVIEW_HOURS * 3_600_000);
    const stillHeld = and(
      eq(products.id, product.id),
      eq(products.holdBookingId, booking.id),
      eq(products.paid, false),
      isNull(products.removedAt),
    );
    // One transaction: the booking is marked only while the product is still held for it, and the
    // hold is extended only for the booking so marked.
    const [, held] = await db.batch([
      db
        .update(bookings)
        .set({ reviewTransactionId: intent.id, reviewReason: intent.review })
        .where(
          and(
            eq(bookings.id, booking.id),
            eq(bookings.paid, false),
            isNull(bookings.reviewTransactionId),
            sql`EXISTS (SELECT 1 FROM ${products} WHERE ${and(stillHeld, sql`${products.holdUntil} > ${now}`)})`,
          ),
        ),
      db
        .update(products)
        .set({ holdUntil: until })
        .where(
          and(
            stillHeld,
            sql`EXISTS (SELECT 1 FROM ${bookings} WHERE ${and(eq(bookings.id, booking.id), eq(bookings.reviewTransactionId, intent.id))})`,
          ),
        )
        .returning({ id: products.id }),
    ]);
    if (held.length === 0) return refundAsItIsNow(db, gateway, { booking, product, intent, currency });
    log('info', 'payment_held_for_review', { gateway: gateway.name });
  }
  throw new Refusal('payment-in-review');
}

/** Refunds a payment whose conditional write found things changed: the booking as it is now says why. */
async function refundAsItIsNow(
  db: Db,
  gateway: PaymentGateway,
  payment: { booking: Booking; product: Product; intent: GatewayIntent; currency: string },
) {
  const { booking, intent } = payment;
  const fresh = await loadBooking(db, booking.id);
  const reason = fresh ? (refundReason(fresh, intent, payment.currency, Date.now()) ?? 'hold-lapsed') : 'removed';
  return refundPayment(db, gateway, { booking, product: payment.product, intent, reason });
}
