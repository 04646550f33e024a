/**
 * Asking for an inspection (issue 62): the seller offers times, and a buyer (or the seller) picks one
 * and pays the fee. An inspection already on its way, or a report that stands, is offered to the next
 * buyer rather than done twice.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inspectionSlots, inspections, products } from '../db/schema';
import { errorName, log } from '../lib/logger';
import { Refusal } from '../lib/refusal';
import { INSPECTION_PAY_MINUTES, INSPECTION_SLOT_DAYS_AHEAD, type Currency } from '../../shared/domain';
import { fromMinor } from '../../shared/money';
import { inspectionEndReasons } from '../../shared/inspection-reasons';
import { ownedListing } from '../listings';
import { readAsCaller, type Caller } from '../accounts';
import { inspectionReference, type PaymentGateway } from '../payments';
import { isOnSale, listingFacts, openInspectionOf, standingReportOf } from './inspection-rows';

/** A slot must be at least this far ahead: a technician needs the time to get there. */
const SLOT_LEAD_MS = 60 * 60_000;
/** Where SSLCOMMERZ sends the requester back, and its notifications (inspection-routes.ts). */
export const FEE_RETURN_PATH = '/api/inspections/sslcommerz/return';
export const FEE_IPN_PATH = '/api/inspections/sslcommerz/ipn';

/** Whether a time can be offered now: from an hour ahead to INSPECTION_SLOT_DAYS_AHEAD. */
const offerable = (at: Date, now: number) =>
  at.getTime() >= now + SLOT_LEAD_MS && at.getTime() <= now + INSPECTION_SLOT_DAYS_AHEAD * 86_400_000;

/**
 * The seller replaces the times they offer with these (the past ones go too). A time already chosen
 * by an inspection stays that inspection's, whatever the seller offers next.
 */
export async function setSlots(db: Db, caller: Caller, productId: string, slots: Date[], now = Date.now()) {
  await ownedListing(db, caller, productId, { allowAdmin: false, policy: { notSuspended: true } });
  if (slots.some((slot) => !offerable(slot, now))) throw new Refusal('inspection-slot-range');
  const times = [...new Set(slots.map((slot) => slot.getTime()))].sort((a, b) => a - b);
  await db.batch([
    db.delete(inspectionSlots).where(eq(inspectionSlots.productId, productId)),
    ...times.map((at) => db.insert(inspectionSlots).values({ productId, startsAt: new Date(at) })),
  ]);
  return { slots: times.map((at) => new Date(at).toISOString()) };
}

/** The listing's times still ahead, soonest first (a query for a batch). */
export const slotsAhead = (db: Db, productId: string, now: number) =>
  db
    .select({ startsAt: inspectionSlots.startsAt })
    .from(inspectionSlots)
    .where(and(eq(inspectionSlots.productId, productId), gt(inspectionSlots.startsAt, new Date(now + SLOT_LEAD_MS))))
    .orderBy(inspectionSlots.startsAt);

export interface InspectionAsk {
  caller: Caller;
  productId: string;
  slot: Date;
  phone: string;
  feeMinor: number;
  currency: Currency;
  /** This Worker's origin: the hosted checkout sends the requester back here. */
  origin: string;
}

/**
 * Records the request and starts the fee's payment: a hosted checkout's page to send the requester
 * to (SSLCOMMERZ), or the demo card form's secret. Asking again for the same time within the time to
 * pay continues the same request and the same checkout.
 */
export async function requestInspection(db: Db, gateway: PaymentGateway, ask: InspectionAsk) {
  // Stripe's card form confirms booking payments only; the default gateway is SSLCOMMERZ.
  if (gateway.name === 'stripe') throw new Refusal('inspection-gateway');
  const now = Date.now();
  const { user, rows } = await readAsCaller(db, ask.caller, { notSuspended: true }, [
    db.select(listingFacts).from(products).where(eq(products.id, ask.productId)),
    db
      .select()
      .from(inspectionSlots)
      .where(and(eq(inspectionSlots.productId, ask.productId), eq(inspectionSlots.startsAt, ask.slot))),
    openInspectionOf(db, ask.productId),
    standingReportOf(db, ask.productId, now),
    // The caller's own request for this time, still within its time to pay.
    db
      .select()
      .from(inspections)
      .where(
        and(
          eq(inspections.productId, ask.productId),
          eq(inspections.requesterId, ask.caller.id),
          eq(inspections.state, 'unpaid'),
          eq(inspections.slotAt, ask.slot),
          sql`${inspections.createdAt} > ${now - INSPECTION_PAY_MINUTES * 60_000}`,
        ),
      )
      .orderBy(desc(inspections.createdAt))
      .limit(1),
  ]);
  const [[listing], [slot], [open], [standing], [pending]] = rows;
  if (!listing) throw new Refusal('product-not-found');
  if (!isOnSale(listing, now)) throw new Refusal('inspection-listing-closed');
  if (open) throw new Refusal('inspection-already-open');
  // A failed report its seller kept to themself does not stop a new buyer from asking for their own.
  if (standing?.published) throw new Refusal('inspection-report-standing');
  if (!slot || slot.startsAt.getTime() < now + SLOT_LEAD_MS) throw new Refusal('inspection-slot-unavailable');

  const id = pending?.id ?? crypto.randomUUID();
  if (!pending) {
    await db.insert(inspections).values({
      id,
      productId: listing.id,
      requesterId: user.id,
      sellerId: listing.sellerId,
      slotAt: ask.slot,
      requesterPhone: ask.phone,
      feeMinor: ask.feeMinor,
      currency: ask.currency,
      gateway: gateway.name,
    });
  }
  let intent: Awaited<ReturnType<PaymentGateway['createIntent']>>;
  try {
    intent = await gateway.createIntent({
      amountMinor: ask.feeMinor,
      currency: ask.currency,
      bookingId: inspectionReference(id),
      // One checkout per request: asking again continues it, and never charges twice.
      idempotencyKey: `inspection-${id}-${ask.feeMinor}-${ask.currency}`,
      expiresAt: new Date(now + INSPECTION_PAY_MINUTES * 60_000),
      checkout: {
        origin: ask.origin,
        customer: { name: user.name, email: user.email, phone: ask.phone, address: listing.location },
        productName: `Inspection: ${listing.name}`,
        service: { returnPath: FEE_RETURN_PATH, ipnPath: FEE_IPN_PATH },
      },
    });
  } catch (error) {
    log('warn', 'inspection_payment_start_failed', { gateway: gateway.name, error: errorName(error) });
    // Nothing was paid: the request goes, so it keeps no slot.
    await db
      .update(inspections)
      .set({ state: 'cancelled', cancelledAt: new Date(), cancelReason: inspectionEndReasons['payment-not-started'] })
      .where(and(eq(inspections.id, id), eq(inspections.state, 'unpaid')));
    throw new Refusal('payment-start-failed');
  }
  await db.update(inspections).set({ intentId: intent.id }).where(eq(inspections.id, id));
  return {
    inspectionId: id,
    gateway: gateway.name,
    amount: fromMinor(ask.feeMinor),
    currency: ask.currency,
    clientSecret: intent.clientSecret,
    redirectUrl: intent.redirectUrl ?? null,
  };
}
