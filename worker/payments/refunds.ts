/** The admins' audit of payments refused after the money moved, and given back. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, products, users } from '../db/schema';
import { fromMinor } from '../../shared/money';

export async function listRefunds(db: Db, limit = 200) {
  const rows = await db
    .select({ payment: payments, productName: products.name, buyerEmail: users.email })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .innerJoin(users, eq(users.id, payments.buyerId))
    .where(eq(payments.status, 'refunded'))
    .orderBy(desc(payments.refundedAt))
    .limit(limit);
  return rows.map(({ payment, productName, buyerEmail }) => ({
    _id: payment.id,
    bookingId: payment.bookingId,
    productId: payment.productId,
    productName,
    buyerEmail,
    amount: fromMinor(payment.amountMinor),
    currency: payment.currency,
    gateway: payment.gateway,
    refundId: payment.refundId,
    reason: payment.refundReason,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
  }));
}
