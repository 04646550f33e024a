/**
 * Thanda Protect (docs/decisions/027-thanda-protect.md): money paid online is held by Thanda, not
 * the seller's, until the buyer confirms the unit works, or PROTECT_HOURS after the seller handed it
 * over with no dispute. A dispute waits for an admin, who releases the money, refunds it, or refunds
 * part and releases the rest. Every move is one conditional UPDATE of the payment's amounts (SQL
 * reads the row's old values on the right of SET), so a race finds the row already moved and
 * changes nothing; the payments table's CHECK keeps the amounts summing to what was paid.
 */
import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import {
  bookings,
  conversations,
  imageUploads,
  payments,
  products,
  users,
  wishlistItems,
  type Payment,
} from '../db/schema';
import { imageKeyFromUrl, uploadersPhotos } from '../images';
import { Refusal } from '../lib/refusal';
import { log } from '../lib/logger';
import { PROTECT_HOURS, type DisputeOutcome, type DisputeReason } from '../../shared/domain';
import { fromMinor } from '../../shared/money';
import { auditOfChange } from '../accounts';
import type { PaymentGateway } from './gateway';
import { completeRefund } from './refunding';

const PROTECT_MS = PROTECT_HOURS * 3_600_000;

// D1 binds a JavaScript number as a REAL: cast, so the amounts stay whole minor units.
const whole = (minor: number) => sql`CAST(${minor} AS INTEGER)`;

/** The fee on the held amount less `refundMinor`, rounded half up (shared/money.ts `feeOn`), in whole units. */
const feeOnHeld = (refundMinor: number) =>
  sql`((${payments.heldMinor} - ${whole(refundMinor)}) * ${payments.feeBasisPoints} + 5000) / 10000`;

/** Releases the held amount less `refundMinor` to the seller: their part owed, Thanda's fee taken. */
const releaseSet = (now: Date, refundMinor = 0) => ({
  feeMinor: sql`${payments.feeMinor} + ${feeOnHeld(refundMinor)}`,
  owedMinor: sql`${payments.owedMinor} + ${payments.heldMinor} - ${whole(refundMinor)} - ${feeOnHeld(refundMinor)}`,
  refundedMinor: sql`${payments.refundedMinor} + ${whole(refundMinor)}`,
  heldMinor: 0,
  releasedAt: now,
});

/** Held, and not waiting for an admin: what the buyer and the seller may still act on. */
const heldUndisputed = and(gt(payments.heldMinor, 0), isNull(payments.disputedAt));

async function paymentOrRefusal(db: Db, id: string) {
  const payment = await db.select().from(payments).where(eq(payments.id, id)).get();
  if (!payment || payment.gateway === 'in-person') throw new Refusal('payment-not-found');
  return payment;
}

/** Why nothing moved: the payment as it is now explains it (or it moved already, and the repeat is fine). */
function refusalFor(payment: Payment) {
  if (payment.disputedAt && !payment.resolvedAt) return new Refusal('payment-disputed');
  return new Refusal('payment-not-held');
}

/** The seller marks the unit handed over: the buyer has PROTECT_HOURS to dispute, then it is released. */
export async function markHandedOver(db: Db, sellerId: string, paymentId: string, now = new Date()) {
  const payment = await paymentOrRefusal(db, paymentId);
  if (payment.sellerId !== sellerId) throw new Refusal('not-payment-seller');
  if (payment.handedOverAt) return { handedOverAt: payment.handedOverAt, releaseDueAt: payment.releaseDueAt };
  const [moved] = await db
    .update(payments)
    .set({ handedOverAt: now, releaseDueAt: new Date(now.getTime() + PROTECT_MS) })
    .where(and(eq(payments.id, paymentId), isNull(payments.handedOverAt), heldUndisputed))
    .returning({ handedOverAt: payments.handedOverAt, releaseDueAt: payments.releaseDueAt });
  if (moved) return moved;
  throw refusalFor(await paymentOrRefusal(db, paymentId));
}

/** The buyer confirms "received, installed and cooling": the money goes to the seller now. */
export async function confirmReceived(db: Db, buyerId: string, paymentId: string, now = new Date()) {
  const payment = await paymentOrRefusal(db, paymentId);
  if (payment.buyerId !== buyerId) throw new Refusal('not-payment-buyer');
  if (payment.receivedAt) return { released: true };
  const [moved] = await db
    .update(payments)
    .set({ ...releaseSet(now), receivedAt: now, handedOverAt: sql`coalesce(${payments.handedOverAt}, ${+now})` })
    .where(and(eq(payments.id, paymentId), heldUndisputed))
    .returning({ id: payments.id });
  if (moved) return { released: true };
  throw refusalFor(await paymentOrRefusal(db, paymentId));
}

/** A payment its buyer may still dispute (and add photos of the problem to), or the refusal why not. */
export async function disputablePayment(db: Db, buyerId: string, paymentId: string, now = new Date()) {
  const payment = await paymentOrRefusal(db, paymentId);
  if (payment.buyerId !== buyerId) throw new Refusal('not-payment-buyer');
  if (payment.disputedAt) throw new Refusal('payment-disputed');
  if (payment.heldMinor === 0) throw new Refusal('payment-not-held');
  if (payment.releaseDueAt && payment.releaseDueAt <= now) throw new Refusal('dispute-window-closed');
  return payment;
}

/**
 * The buyer disputes: before the hand-over (the seller never came) or within PROTECT_HOURS after it.
 * The money stays held until an admin decides.
 */
export async function openDispute(
  db: Db,
  buyerId: string,
  paymentId: string,
  dispute: { reason: DisputeReason; details: string; photos: string[] },
  now = new Date(),
) {
  await disputablePayment(db, buyerId, paymentId, now);
  const photos = await uploadersPhotos(db, buyerId, dispute.photos);
  const [moved] = await db
    .update(payments)
    .set({ disputedAt: now, disputeReason: dispute.reason, disputeDetails: dispute.details, disputePhotos: photos })
    .where(
      and(
        eq(payments.id, paymentId),
        heldUndisputed,
        or(isNull(payments.releaseDueAt), sql`${payments.releaseDueAt} > ${now.getTime()}`),
        // Each photo still the buyer's upload (the unused-upload sweep could take one meanwhile).
        ...photos.map(
          (photo) =>
            sql`EXISTS (SELECT 1 FROM ${imageUploads} WHERE ${imageUploads.imageKey} = ${imageKeyFromUrl(photo)}
              AND ${imageUploads.uploaderId} = ${buyerId})`,
        ),
      ),
    )
    .returning({ id: payments.id });
  if (moved) return { disputed: true };
  const fresh = await paymentOrRefusal(db, paymentId);
  if (fresh.disputedAt) throw new Refusal('payment-disputed');
  if (fresh.heldMinor > 0) throw new Refusal('dispute-window-closed');
  throw new Refusal('payment-not-held');
}

/** The Cron Trigger's part: held payments whose dispute window closed undisputed go to their sellers. */
export async function releaseDuePayments(db: Db, now = new Date(), limit = 100) {
  const dueBy = sql`${payments.releaseDueAt} <= ${now.getTime()}`;
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(heldUndisputed, dueBy))
    .orderBy(asc(payments.releaseDueAt))
    .limit(limit);
  const released = await db
    .update(payments)
    .set(releaseSet(now))
    .where(and(sql`${payments.id} IN ${due}`, heldUndisputed, dueBy))
    .returning({ id: payments.id });
  return released.map((row) => row.id);
}

/**
 * An admin settles a dispute. `release` pays the seller; `refund` gives everything back and lets the
 * listing sell again; `partial-refund` gives `refundMinor` back and pays the seller the rest. One
 * batch writes the outcome, what it changes of the sale and the audit entry; the refund is then
 * asked of the gateway (the Cron Trigger asks again if that call fails).
 */
export async function resolveDispute(
  db: Db,
  gateway: PaymentGateway,
  adminId: string,
  paymentId: string,
  decision: { outcome: DisputeOutcome; refundMinor?: number; note: string },
  now = new Date(),
) {
  const payment = await paymentOrRefusal(db, paymentId);
  if (!payment.disputedAt) throw new Refusal('dispute-not-found');
  if (payment.resolvedAt) throw new Refusal('dispute-resolved');
  const refundMinor =
    decision.outcome === 'refund'
      ? payment.heldMinor
      : decision.outcome === 'partial-refund'
        ? decision.refundMinor!
        : 0;
  if (decision.outcome === 'partial-refund' && !(refundMinor > 0 && refundMinor < payment.heldMinor)) {
    throw new Refusal('refund-amount-invalid');
  }
  // Money goes back only through the gateway that took it; another configured now cannot refund it.
  if (refundMinor > 0 && payment.gateway !== gateway.name) throw new Refusal('refund-other-gateway');
  const open = and(
    eq(payments.id, paymentId),
    isNull(payments.resolvedAt),
    isNotNull(payments.disputedAt),
    // The amount the admin decided on is the amount still held.
    eq(payments.heldMinor, payment.heldMinor),
  );
  const resolved = { resolvedAt: now, resolvedBy: adminId, resolution: decision.note };
  const refunding = refundMinor > 0 ? { refundState: 'requested' as const, refundedAt: now } : {};
  const fullRefund = decision.outcome === 'refund';
  const settle = fullRefund
    ? db
        .update(payments)
        .set({
          ...resolved,
          ...refunding,
          heldMinor: 0,
          refundedMinor: sql`${payments.refundedMinor} + ${payments.heldMinor}`,
          status: 'refunded',
          refundReason: decision.note,
        })
        .where(open)
    : db
        .update(payments)
        .set({ ...resolved, ...refunding, ...releaseSet(now, refundMinor) })
        .where(open);
  const action = fullRefund ? 'dispute-refunded' : refundMinor > 0 ? 'dispute-partly-refunded' : 'dispute-released';
  // Written only if the settle just before it changed the payment (`changes()`).
  const audit = auditOfChange(db, {
    adminId,
    action,
    targetType: 'payment',
    targetId: paymentId,
    reason: decision.note,
  });
  if (fullRefund) {
    // Refunded in full, the sale is undone: the listing can sell again, the booking shows the refund.
    const refundedNow = sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${and(
      eq(payments.id, paymentId),
      eq(payments.status, 'refunded'),
      eq(payments.resolvedAt, now),
    )})`;
    await db.batch([
      settle,
      audit,
      db
        .update(bookings)
        .set({ paid: false, refundedAt: now, refundReason: decision.note })
        .where(and(eq(bookings.id, payment.bookingId), refundedNow)),
      db
        .update(products)
        // An archived listing (decision 037) has lost its description and photos: it does not come back.
        .set({
          paid: false,
          soldAt: null,
          removedAt: sql`CASE WHEN ${products.archivedAt} IS NULL THEN ${products.removedAt} ELSE ${now.getTime()} END`,
        })
        .where(and(eq(products.id, payment.productId), refundedNow)),
      db
        .update(wishlistItems)
        .set({ paid: false })
        .where(
          and(eq(wishlistItems.buyerId, payment.buyerId), eq(wishlistItems.productId, payment.productId), refundedNow),
        ),
    ]);
  } else {
    await db.batch([settle, audit]);
  }
  const fresh = await paymentOrRefusal(db, paymentId);
  if (fresh.resolvedAt?.getTime() !== now.getTime() || fresh.resolvedBy !== adminId) {
    throw new Refusal('dispute-resolved');
  }
  log('info', 'dispute_resolved', { outcome: decision.outcome });
  if (refundMinor === 0) return { outcome: decision.outcome, refunded: 0, refundState: null };
  await completeRefund(db, gateway, fresh);
  // Whether the gateway took the refund yet (`requested`: the Cron Trigger asks again).
  const { refundState } = await paymentOrRefusal(db, paymentId);
  return { outcome: decision.outcome, refunded: fromMinor(refundMinor), refundState };
}

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');

/** The admins' queue: disputes waiting for a decision, oldest first, beside the listing and the people. */
export async function listDisputes(db: Db, limit = 100) {
  const rows = await db
    .select({
      payment: payments,
      productName: products.name,
      productImg: products.img,
      buyerName: buyers.name,
      buyerEmail: buyers.email,
      sellerName: sellers.name,
      sellerEmail: sellers.email,
      conversationId: conversations.id,
    })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .innerJoin(buyers, eq(buyers.id, payments.buyerId))
    .innerJoin(sellers, eq(sellers.id, payments.sellerId))
    // Their conversation about the listing, if they had one: admins may read it while the dispute is open.
    .leftJoin(
      conversations,
      and(eq(conversations.productId, payments.productId), eq(conversations.buyerId, payments.buyerId)),
    )
    .where(and(isNotNull(payments.disputedAt), isNull(payments.resolvedAt)))
    .orderBy(asc(payments.disputedAt))
    .limit(limit);
  return rows.map(({ payment, ...row }) => ({
    paymentId: payment.id,
    bookingId: payment.bookingId,
    productId: payment.productId,
    productName: row.productName,
    productImg: row.productImg,
    conversationId: row.conversationId,
    buyer: { id: payment.buyerId, name: row.buyerName, email: row.buyerEmail },
    seller: { id: payment.sellerId, name: row.sellerName, email: row.sellerEmail },
    amount: fromMinor(payment.amountMinor),
    held: fromMinor(payment.heldMinor),
    currency: payment.currency,
    paidAt: payment.createdAt.toISOString(),
    handedOverAt: payment.handedOverAt?.toISOString() ?? null,
    disputedAt: payment.disputedAt!.toISOString(),
    reason: payment.disputeReason,
    details: payment.disputeDetails,
    photos: payment.disputePhotos ?? [],
  }));
}
