/**
 * How a fee's payment reaches settleFee: SSLCOMMERZ's signed notification (and the requester's return
 * from its checkout), or the demo gateway's card form. Either way the gateway itself is asked about
 * the payment before anything is recorded.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inspections } from '../db/schema';
import { Refusal } from '../lib/refusal';
import type { DemoConfirmInput } from '../../shared/schemas/orders';
import { inspectionReference, type PaymentGateway } from '../payments';
import type { QueueMessage } from '../notifications';
import { settleFee, type FeeOutcome } from './inspection-fees';

/** The inspection a reference names, or null when it names none (a booking's payment, say). */
const inspectionOf = (reference: string | null) => {
  const prefix = inspectionReference('');
  return reference?.startsWith(prefix) ? reference.slice(prefix.length) : null;
};

/**
 * A verified SSLCOMMERZ notification for a fee: a paid one is settled (booked or refunded), anything
 * else changes nothing. A forged or malformed one is refused; one for something else is ignored.
 */
export async function receiveFeeNotification(
  db: Db,
  gateway: PaymentGateway,
  form: URLSearchParams,
  queue: Queue<QueueMessage>,
): Promise<{ inspectionId: string | null; outcome: FeeOutcome | 'failed' | 'cancelled' | 'not-fulfilled' }> {
  if (!gateway.readNotification) throw new Refusal('sslcommerz-off');
  const notification = await gateway.readNotification(form);
  if (!notification) throw new Refusal('notification-unsigned');
  const inspectionId = inspectionOf(notification.bookingId);
  if (!inspectionId) return { inspectionId: null, outcome: 'not-fulfilled' };
  if (notification.status !== 'paid') return { inspectionId, outcome: notification.status };
  if (!notification.transactionId) return { inspectionId, outcome: 'not-fulfilled' };
  const outcome = await settleFee(db, gateway, { inspectionId, transactionId: notification.transactionId }, queue);
  return { inspectionId, outcome };
}

/**
 * The demo gateway's card form for a fee: the card takes money only while the request waits for it
 * (its own checkout, unpaid), and the payment is settled at once.
 */
export async function payFeeByCard(
  db: Db,
  gateway: PaymentGateway,
  payment: { inspectionId: string; requesterId: string },
  card: DemoConfirmInput,
  queue: Queue<QueueMessage>,
) {
  if (!gateway.confirmCard) throw new Refusal('demo-gateway-off');
  const transactionId = await gateway.confirmCard(card, async (intent) => {
    if (inspectionOf(intent.bookingId) !== payment.inspectionId) return false;
    const [waiting] = await db
      .select({ id: inspections.id })
      .from(inspections)
      .where(
        and(
          eq(inspections.id, payment.inspectionId),
          eq(inspections.requesterId, payment.requesterId),
          eq(inspections.state, 'unpaid'),
          eq(inspections.intentId, intent.id),
        ),
      );
    return Boolean(waiting);
  });
  const outcome = await settleFee(db, gateway, { ...payment, transactionId }, queue);
  return { outcome };
}
