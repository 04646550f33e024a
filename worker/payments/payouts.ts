/**
 * Sellers' money under Thanda Protect: what is held for them, owed to them and paid out, and the
 * admins' record of each payout (a bKash, Nagad or bank transfer made outside Thanda; no
 * disbursement API is called).
 */
import { and, desc, eq, gt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bound, insertedRow } from '../db/inserted-row';
import { payments, payouts, products, users } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { Refusal } from '../lib/refusal';
import { fromMinor } from '../../shared/money';
import { protectionOf } from '../../shared/protection';
import type { PayoutMethod } from '../../shared/domain';
import { auditOfChange } from '../accounts';

const sum = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** A seller's money: totals, their protected sales with where each stands, and their payouts. */
export async function sellerMoney(db: Db, sellerId: string) {
  const [[totals], sales, paid] = await db.batch([
    db
      .select({
        held: sum(payments.heldMinor),
        owed: sum(payments.owedMinor),
        paidOut: sum(payments.paidOutMinor),
        fees: sum(payments.feeMinor),
        refunded: sum(payments.refundedMinor),
      })
      .from(payments)
      .where(and(eq(payments.sellerId, sellerId), sql`${payments.gateway} <> 'in-person'`)),
    db
      .select({ payment: payments, productName: products.name })
      .from(payments)
      .innerJoin(products, eq(products.id, payments.productId))
      .where(and(eq(payments.sellerId, sellerId), sql`${payments.gateway} <> 'in-person'`))
      .orderBy(desc(payments.createdAt))
      .limit(100),
    db.select().from(payouts).where(eq(payouts.sellerId, sellerId)).orderBy(desc(payouts.createdAt)).limit(100),
  ]);
  return {
    held: fromMinor(totals?.held ?? 0),
    owed: fromMinor(totals?.owed ?? 0),
    paidOut: fromMinor(totals?.paidOut ?? 0),
    fees: fromMinor(totals?.fees ?? 0),
    sales: sales.map(({ payment, productName }) => ({
      paymentId: payment.id,
      bookingId: payment.bookingId,
      productName,
      amount: fromMinor(payment.amountMinor),
      held: fromMinor(payment.heldMinor),
      owed: fromMinor(payment.owedMinor),
      paidOut: fromMinor(payment.paidOutMinor),
      refunded: fromMinor(payment.refundedMinor),
      fee: fromMinor(payment.feeMinor),
      paidAt: payment.createdAt.toISOString(),
      protection: protectionOf(payment),
    })),
    payouts: paid.map((payout) => ({
      id: payout.id,
      amount: fromMinor(payout.amountMinor),
      method: payout.method,
      reference: payout.reference,
      date: payout.createdAt.toISOString(),
    })),
  };
}

/** The admins' view: sellers Thanda owes money to, most owed first. */
export async function owedSellers(db: Db, limit = 200) {
  const owed = sum(payments.owedMinor);
  const rows = await db
    .select({
      sellerId: payments.sellerId,
      name: users.name,
      email: users.email,
      owed,
      sales: sql<number>`count(*)`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.sellerId))
    .where(gt(payments.owedMinor, 0))
    .groupBy(payments.sellerId)
    .orderBy(desc(owed))
    .limit(limit);
  return rows.map((row) => ({ ...row, owed: fromMinor(row.owed) }));
}

/**
 * Records a payout of everything owed to the seller, which must be the amount the admin saw and
 * sent: the payout row (its amount summed inside the batch), every owed payment moved to paid out
 * and tied to it, and the audit entry, in one transaction.
 */
export async function recordPayout(
  db: Db,
  adminId: string,
  input: { sellerId: string; amountMinor: number; method: PayoutMethod; reference: string },
  currency: string,
) {
  const id = crypto.randomUUID();
  const owedNow = db
    .select({ owed: sql`coalesce(sum(${payments.owedMinor}), 0)` })
    .from(payments)
    .where(and(eq(payments.sellerId, input.sellerId), gt(payments.owedMinor, 0)));
  const recorded = sql`EXISTS (SELECT 1 FROM ${payouts} WHERE ${payouts.id} = ${id})`;
  let inserted: { id: string }[];
  try {
    [inserted] = await db.batch([
      db
        .insert(payouts)
        .select(
          db
            .select(
              insertedRow(payouts, {
                id: bound(id),
                sellerId: bound(input.sellerId),
                amountMinor: bound(input.amountMinor),
                currency: bound(currency),
                method: bound(input.method),
                reference: bound(input.reference),
                recordedBy: bound(adminId),
                createdAt: bound(Date.now()),
              }),
            )
            .from(users)
            .where(and(eq(users.id, input.sellerId), sql`(${owedNow}) = ${input.amountMinor}`)),
        )
        .returning({ id: payouts.id }),
      auditOfChange(db, {
        adminId,
        action: 'payout-recorded',
        targetType: 'payout',
        targetId: id,
        reason: `${input.method} ${input.reference}`,
      }),
      db
        .update(payments)
        .set({
          paidOutMinor: sql`${payments.paidOutMinor} + ${payments.owedMinor}`,
          owedMinor: 0,
          payoutId: id,
        })
        .where(and(eq(payments.sellerId, input.sellerId), gt(payments.owedMinor, 0), recorded)),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('payout-reference-used');
    throw error;
  }
  if (inserted.length > 0) return { id, amount: fromMinor(input.amountMinor) };
  const [[seller], [owed]] = await db.batch([
    db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, input.sellerId)),
    owedNow,
  ]);
  if (!seller) throw new Refusal('user-not-found');
  if (Number(owed?.owed ?? 0) === 0) throw new Refusal('payout-nothing-owed');
  throw new Refusal('payout-amount-changed');
}
