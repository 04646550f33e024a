/**
 * Reconciliation: a payment whose IPN and return were both lost would otherwise never be looked at
 * again. Once a booking's hold has ended without a payment recorded, the gateway is asked once
 * (SSLCOMMERZ's transaction query by our `tran_id`) what was paid under its intent, and each
 * payment it names is settled through fulfilment, which makes the sale or refunds it: never neither.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import { errorName, log } from '../lib/logger';
import { Refusal } from '../lib/refusal';
import type { PaymentGateway } from './gateway';
import type { SaleTerms } from './sale-terms';
import { fulfilPayment } from './settlement';

/** How far back reconciliation looks: a gateway that fails for a booking longer than this gives up on it. */
const LOOK_BACK_MS = 14 * 24 * 3_600_000;

/**
 * Bookings whose latest intent's hold ended unpaid and unasked about, newest first: one the
 * gateway cannot answer for now is asked again next run, and never holds up a newer one.
 */
const unanswered = (db: Db, now: number, limit: number) =>
  db
    .select({ id: bookings.id, intentId: bookings.paymentIntentId })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.paymentIntentId),
        eq(bookings.paid, false),
        sql`${bookings.checkedIntentId} IS NOT ${bookings.paymentIntentId}`,
        sql`${bookings.lastHoldUntil} <= ${now}`,
        sql`${bookings.lastHoldUntil} > ${now - LOOK_BACK_MS}`,
      ),
    )
    .orderBy(desc(bookings.lastHoldUntil))
    .limit(limit);

/** The Cron Trigger's part; answers how many bookings were looked at. A gateway error leaves one for the next run. */
export async function reconcileUnanswered(
  db: Db,
  gateway: PaymentGateway,
  terms: SaleTerms,
  now = Date.now(),
  limit = 25,
) {
  let checked = 0;
  for (const { id, intentId } of await unanswered(db, now, limit)) {
    try {
      for (const transactionId of await gateway.paidUnder(intentId!)) {
        try {
          await fulfilPayment(db, gateway, { bookingId: id, transactionId }, terms);
          log('info', 'payment_reconciled', { gateway: gateway.name });
        } catch (error) {
          // Refunded, or already recorded otherwise, or waiting for an admin: settled all the same.
          if (!(error instanceof Refusal)) throw error;
          log('info', 'payment_reconciled', { gateway: gateway.name, reason: error.reason });
        }
      }
      // Asked once per intent: a new payment attempt names a new one, which is asked about in turn.
      await db
        .update(bookings)
        .set({ checkedIntentId: intentId })
        .where(and(eq(bookings.id, id), eq(bookings.paymentIntentId, intentId!)));
      checked++;
    } catch (error) {
      log('warn', 'reconciliation_failed', { gateway: gateway.name, error: errorName(error) });
    }
  }
  return checked;
}
