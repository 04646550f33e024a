/** Stopping a gateway's intent from taking money: its hold ended, or a newer intent replaced it. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import { errorName, log } from '../lib/logger';
import type { PaymentGateway } from './gateway';

export async function cancelQuietly(gateway: PaymentGateway, intentId: string) {
  try {
    await gateway.cancel(intentId);
  } catch (error) {
    // The payment, if it still goes through, is refunded at fulfilment: money stays safe.
    log('warn', 'payment_cancel_failed', {
      gateway: gateway.name,
      error: errorName(error),
    });
  }
}

/** Cancels the intent a booking's hold was taken for, if any; a failure is logged (see cancelQuietly). */
export async function cancelIntentOf(db: Db, gateway: PaymentGateway, bookingId: string) {
  const row = await db
    .select({ intentId: bookings.paymentIntentId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  if (row?.intentId) await cancelQuietly(gateway, row.intentId);
}
