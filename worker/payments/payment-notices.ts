/**
 * What a payment's people are told (docs/decisions/028-notifications.md), from what is true of the
 * payment now: held for the seller, released to them, refunded to the buyer, disputed by the buyer.
 * Each is keyed by the payment, so telling after every change (a notification form twice, a retried
 * request) tells each thing once, and a caller need not know what its change was.
 */
import { eq } from 'drizzle-orm';
import type { Currency } from '../../shared/domain';
import type { Db } from '../db/client';
import { payments, products, users } from '../db/schema';
import { notify, type NotificationEvent, type Notifier } from '../notifications';

export async function paymentNotices(db: Db, paymentId: string): Promise<NotificationEvent[]> {
  const [row] = await db
    .select({ payment: payments, product: products.name, buyer: users.name })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .innerJoin(users, eq(users.id, payments.buyerId))
    .where(eq(payments.id, paymentId));
  if (!row) return [];
  const { payment, product } = row;
  const currency = payment.currency as Currency;
  const events: NotificationEvent[] = [];
  const toSeller = (kind: NotificationEvent['kind'], amountMinor: number) =>
    events.push({
      userId: payment.sellerId,
      kind,
      key: `${kind}:${payment.id}`,
      params: { product, name: row.buyer, amountMinor, currency },
      link: '/dashboard/mybuyers',
    });
  // A protected sale: its amount was held (what is held now, or was before it moved on).
  const protectedAmount = payment.heldMinor + payment.owedMinor + payment.paidOutMinor + payment.feeMinor;
  if (payment.gateway !== 'in-person' && protectedAmount > 0) toSeller('payment-held', payment.amountMinor);
  // The seller said it was handed over (not the buyer's own confirmation, which marks both at once).
  if (payment.handedOverAt && (!payment.receivedAt || payment.handedOverAt < payment.receivedAt))
    events.push({
      userId: payment.buyerId,
      kind: 'payment-handed-over',
      key: `payment-handed-over:${payment.id}`,
      params: { product },
      link: '/dashboard/myorders',
    });
  if (payment.releasedAt) toSeller('payment-released', payment.owedMinor + payment.paidOutMinor);
  if (payment.disputedAt) toSeller('payment-disputed', payment.amountMinor);
  if (payment.refundedMinor > 0 || payment.status === 'refunded')
    events.push({
      userId: payment.buyerId,
      kind: 'payment-refunded',
      key: `payment-refunded:${payment.id}`,
      params: { product, amountMinor: payment.refundedMinor || payment.amountMinor, currency },
      link: '/dashboard/myorders',
    });
  return events;
}

/** Tells the payment's people what is new about it; the consumer retries what fails. */
export async function tellAboutPayment(notifier: Notifier, paymentId: string) {
  await notify(notifier, await paymentNotices(notifier.db, paymentId));
}
