import type { Db } from '../db/client';
import { log } from '../lib/logger';
import { Refusal } from '../lib/refusal';
import type { PaymentGateway } from './gateway';
import { fulfilPayment } from './settlement';
import type { SaleTerms } from './sale-terms';

/** What became of a notified payment, for the gateway's log and the buyer's return page. */
export type PaymentOutcome = 'paid' | 'review' | 'refunded' | 'failed' | 'cancelled' | 'not-fulfilled';

/**
 * POST /api/sslcommerz/ipn and the buyer's return: a gateway's signed form. A paid one goes
 * through the same fulfilment as every payment, which asks the gateway itself (the Order
 * Validation API) before it records anything; the same notification twice records one payment.
 */
export async function receiveNotification(
  db: Db,
  gateway: PaymentGateway,
  form: URLSearchParams,
  terms: SaleTerms,
  requestId: string,
): Promise<{ bookingId: string | null; outcome: PaymentOutcome }> {
  if (!gateway.readNotification) throw new Refusal('sslcommerz-off');
  const notification = await gateway.readNotification(form);
  if (!notification) throw new Refusal('notification-unsigned');
  const { bookingId, transactionId, status } = notification;
  if (status !== 'paid') return { bookingId, outcome: status };
  if (!bookingId || !transactionId) return { bookingId, outcome: 'not-fulfilled' };
  try {
    await fulfilPayment(db, gateway, { bookingId, transactionId }, terms);
    return { bookingId, outcome: 'paid' };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.reason === 'payment-in-review') return { bookingId, outcome: 'review' };
    if (error.reason === 'payment-refunded') return { bookingId, outcome: 'refunded' };
    // The gateway could not confirm it yet: an error answer makes SSLCOMMERZ send the IPN again.
    if (error.reason === 'payment-not-through') throw error;
    log('warn', 'notification_not_fulfilled', { requestId, reason: error.reason });
    return { bookingId, outcome: 'not-fulfilled' };
  }
}

/**
 * The buyer's browser coming back from SSLCOMMERZ's checkout: where to send it. The buyer may have
 * paid, so whatever happens here it is a page, never an error: the IPN (or the Cron Trigger) settles
 * a payment this could not.
 */
export async function receiveBuyerReturn(
  db: Db,
  gateway: PaymentGateway,
  form: URLSearchParams,
  terms: SaleTerms,
  requestId: string,
): Promise<string> {
  try {
    const { bookingId, outcome } = await receiveNotification(db, gateway, form, terms, requestId);
    // The payment page reads the booking afresh; the outcome only chooses what it says first.
    if (bookingId) return `/dashboard/payment/${encodeURIComponent(bookingId)}?sslcommerz=${outcome}`;
  } catch (error) {
    if (!(error instanceof Refusal)) log('error', 'return_not_handled', { requestId });
  }
  return '/dashboard/myorders';
}
