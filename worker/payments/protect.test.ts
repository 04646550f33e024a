import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, payments, products } from '../db/schema';
import { PROTECT_HOURS } from '../../shared/domain';
import { api, json, signedInUser, testDb } from '../test/fixtures';
import { uniquePng } from '../test/images';
import { bookingId, listingForSale, pay, type Account } from '../test/orders';
import { sendOverHttp, startConversation } from '../test/conversations';
import { markHandedOver, openDispute, releaseDuePayments, resolveDispute } from './protect';
import type { PaymentGateway } from './gateway';
import { payoutInputSchema } from '../../shared/schemas/protect';

const HOUR = 3_600_000;
const asAdmin = () => signedInUser('admin', { email: 'admin@thanda.test' });
const put = (headers: Record<string, string>) => ({ method: 'PUT', headers });

/**
 * The money invariant, over every payment in the database: what is held, owed, paid out, refunded
 * and taken as the fee adds up to what was paid (none for a sale in person), each part non-negative.
 */
async function expectMoneyAddsUp() {
  const rows = await testDb().select().from(payments);
  for (const p of rows) {
    const parts = [p.heldMinor, p.owedMinor, p.paidOutMinor, p.refundedMinor, p.feeMinor];
    expect(parts.every((part) => part >= 0)).toBe(true);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(p.gateway === 'in-person' ? 0 : p.amountMinor);
  }
}

/** A sale paid online through the demo gateway: the seller, the buyer and the payment's row. */
async function paidSale(price = 12_500) {
  const { seller, product } = await listingForSale(price);
  const buyer = await signedInUser('buyer');
  const booking = await bookingId(buyer, product._id);
  const { record } = await pay(buyer, booking);
  expect(record!.status).toBe(201);
  const { insertedId } = await record!.json<{ insertedId: string }>();
  await expectMoneyAddsUp();
  return { seller, buyer, product, booking, paymentId: insertedId };
}

const paymentRow = async (id: string) => (await testDb().select().from(payments).where(eq(payments.id, id)).get())!;

async function dispute(buyer: Account, paymentId: string, body: Record<string, unknown> = {}) {
  return api(
    `/payments/${paymentId}/dispute`,
    json({ reason: 'not-cooling', details: 'It blows warm air after ten minutes.', ...body }, buyer.auth),
  );
}

async function disputePhoto(account: Account, paymentId: string) {
  const body = new FormData();
  body.set('image', new File([uniquePng()], 'unit.png'));
  return api(`/payments/${paymentId}/dispute-photos`, { method: 'POST', body, headers: account.auth });
}

describe('Thanda Protect: a payment is held until the AC cools', () => {
  it('holds the whole amount paid, at the fee shown, and tells buyer and seller so', async () => {
    const { seller, buyer, booking, paymentId } = await paidSale(12_500);
    expect(await paymentRow(paymentId)).toMatchObject({
      amountMinor: 1_250_000,
      heldMinor: 1_250_000,
      owedMinor: 0,
      feeBasisPoints: 500,
    });
    const [order] = await (
      await api('/myorders', { headers: buyer.auth })
    ).json<{ _id: string; protection: unknown }[]>();
    expect(order).toMatchObject({ _id: booking, protection: { paymentId, state: 'held', releaseDueAt: null } });
    const money = await (await api('/seller/money', { headers: seller.auth })).json();
    expect(money).toMatchObject({ held: 12_500, owed: 0, paidOut: 0, sales: [{ paymentId, held: 12_500 }] });
  });

  it('lets only the seller mark it handed over, which starts the 72 hours', async () => {
    const { seller, buyer, paymentId } = await paidSale();
    const stranger = await signedInUser('seller');
    expect((await api(`/payments/${paymentId}/handed-over`, { method: 'PUT' })).status).toBe(401);
    for (const other of [buyer, stranger]) {
      const refused = await api(`/payments/${paymentId}/handed-over`, put(other.auth));
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ reason: 'not-payment-seller' });
    }
    expect((await paymentRow(paymentId)).handedOverAt).toBeNull();

    const before = Date.now();
    const res = await api(`/payments/${paymentId}/handed-over`, put(seller.auth));
    expect(res.status).toBe(200);
    const { releaseDueAt, handedOverAt } = await res.json<{ releaseDueAt: string; handedOverAt: string }>();
    expect(Date.parse(releaseDueAt) - Date.parse(handedOverAt)).toBe(PROTECT_HOURS * HOUR);
    expect(Date.parse(handedOverAt)).toBeGreaterThanOrEqual(before);
    // A repeat (a double tap) answers the same hand-over.
    expect(await (await api(`/payments/${paymentId}/handed-over`, put(seller.auth))).json()).toEqual({
      releaseDueAt,
      handedOverAt,
    });
    expect((await paymentRow(paymentId)).heldMinor).toBe(1_250_000);
  });

  it("releases the money when the buyer confirms: the seller is owed it less Thanda's fee", async () => {
    const { seller, buyer, paymentId } = await paidSale(12_345);
    const stranger = await signedInUser('buyer');
    for (const other of [seller, stranger]) {
      const refused = await api(`/payments/${paymentId}/received`, put(other.auth));
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ reason: 'not-payment-buyer' });
    }
    expect((await paymentRow(paymentId)).heldMinor).toBe(1_234_500);

    expect((await api(`/payments/${paymentId}/received`, put(buyer.auth))).status).toBe(200);
    // 5% of ৳12,345 is ৳617.25.
    expect(await paymentRow(paymentId)).toMatchObject({ heldMinor: 0, feeMinor: 61_725, owedMinor: 1_172_775 });
    await expectMoneyAddsUp();
    expect((await api(`/payments/${paymentId}/received`, put(buyer.auth))).status).toBe(200);
    const late = await dispute(buyer, paymentId);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ reason: 'payment-not-held' });
    const money = await (await api('/seller/money', { headers: seller.auth })).json();
    expect(money).toMatchObject({ held: 0, owed: 11_727.75, fees: 617.25 });
  });

  it('releases by itself exactly 72 hours after the hand-over, and not a moment before', async () => {
    const { seller, buyer, paymentId } = await paidSale();
    const db = testDb();
    const handedOver = new Date(Date.now() - HOUR);
    await markHandedOver(db, seller.user.id, paymentId, handedOver);
    const due = handedOver.getTime() + PROTECT_HOURS * HOUR;

    await releaseDuePayments(db, new Date(due - 1));
    expect((await paymentRow(paymentId)).heldMinor).toBe(1_250_000);
    // The buyer may still dispute until then; not after.
    await expect(
      openDispute(
        db,
        buyer.user.id,
        paymentId,
        { reason: 'other', details: 'x'.repeat(12), photos: [] },
        new Date(due),
      ),
    ).rejects.toMatchObject({ reason: 'dispute-window-closed' });

    expect((await releaseDuePayments(db, new Date(due))).length).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(paymentId)).toMatchObject({ heldMinor: 0, feeMinor: 62_500, owedMinor: 1_187_500 });
    // Released once: a later run finds nothing more of it to move.
    await releaseDuePayments(db, new Date(due + HOUR));
    expect(await paymentRow(paymentId)).toMatchObject({ feeMinor: 62_500, owedMinor: 1_187_500 });
    await expectMoneyAddsUp();
  });
});

describe('Thanda Protect: a dispute', () => {
  it('is opened only by the buyer, with their own photos, and keeps the money held', async () => {
    const { seller, buyer, paymentId } = await paidSale();
    const stranger = await signedInUser('buyer');

    expect((await disputePhoto(seller, paymentId)).status).toBe(403);
    expect((await disputePhoto(stranger, paymentId)).status).toBe(403);
    const upload = await disputePhoto(buyer, paymentId);
    expect(upload.status).toBe(200);
    const { data } = await upload.json<{ data: { url: string } }>();
    // A buyer still cannot upload anywhere else (uploads are for sellers and admins).
    expect((await api('/upload', { method: 'POST', body: new FormData(), headers: buyer.auth })).status).toBe(403);

    const sellersPicture = await (async () => {
      const body = new FormData();
      body.set('image', new File([uniquePng()], 'unit.png'));
      const res = await api('/upload', { method: 'POST', body, headers: seller.auth });
      return (await res.json<{ data: { url: string } }>()).data.url;
    })();
    const notTheirs = await dispute(buyer, paymentId, { photos: [sellersPicture] });
    expect(notTheirs.status).toBe(400);
    expect(await notTheirs.json()).toMatchObject({ reason: 'photo-not-uploaded' });
    expect((await dispute(stranger, paymentId)).status).toBe(403);
    const invalid = await dispute(buyer, paymentId, { reason: 'bored', details: '' });
    expect(invalid.status).toBe(400);
    expect((await paymentRow(paymentId)).disputedAt).toBeNull();

    const opened = await dispute(buyer, paymentId, { photos: [data.url] });
    expect(opened.status).toBe(201);
    expect(await paymentRow(paymentId)).toMatchObject({
      heldMinor: 1_250_000,
      disputeReason: 'not-cooling',
      disputePhotos: [new URL(data.url).pathname],
    });
    // Held until an admin decides: neither the buyer's confirmation nor the clock releases it.
    const confirm = await api(`/payments/${paymentId}/received`, put(buyer.auth));
    expect(await confirm.json()).toMatchObject({ reason: 'payment-disputed' });
    const handOver = await api(`/payments/${paymentId}/handed-over`, put(seller.auth));
    expect(await handOver.json()).toMatchObject({ reason: 'payment-disputed' });
    await releaseDuePayments(testDb(), new Date(Date.now() + 10 * PROTECT_HOURS * HOUR));
    expect((await paymentRow(paymentId)).heldMinor).toBe(1_250_000);
    expect((await dispute(buyer, paymentId)).status).toBe(409);
    await expectMoneyAddsUp();

    const [queued] = (
      await (
        await api('/dashboard/disputes', { headers: (await asAdmin()).auth })
      ).json<{ paymentId: string; photos: string[] }[]>()
    ).filter((d) => d.paymentId === paymentId);
    expect(queued).toMatchObject({ paymentId, reason: 'not-cooling', photos: [new URL(data.url).pathname] });
  });

  it('is decided only by an admin: a partial refund gives part back and pays the seller the rest, logged', async () => {
    const { seller, buyer, paymentId } = await paidSale(20_000);
    expect((await dispute(buyer, paymentId)).status).toBe(201);
    const decision = { outcome: 'partial-refund', refundAmount: 5_000, note: 'The remote was missing.' };
    for (const other of [buyer, seller]) {
      const refused = await api(`/disputes/${paymentId}/resolve`, json(decision, other.auth));
      expect(refused.status).toBe(403);
    }
    const admin = await asAdmin();
    const tooMuch = await api(
      `/disputes/${paymentId}/resolve`,
      json({ ...decision, refundAmount: 20_000 }, admin.auth),
    );
    expect(tooMuch.status).toBe(400);
    expect((await paymentRow(paymentId)).resolvedAt).toBeNull();

    const res = await api(`/disputes/${paymentId}/resolve`, json(decision, admin.auth));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'partial-refund', refunded: 5_000, refundState: 'done' });
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      heldMinor: 0,
      refundedMinor: 500_000,
      feeMinor: 75_000,
      owedMinor: 1_425_000,
      refundState: 'done',
      resolution: 'The remote was missing.',
    });
    await expectMoneyAddsUp();
    const [entry] = await testDb().select().from(auditLog).where(eq(auditLog.targetId, paymentId));
    expect(entry).toMatchObject({ action: 'dispute-partly-refunded', adminId: admin.user.id });
    const again = await api(`/disputes/${paymentId}/resolve`, json(decision, admin.auth));
    expect(again.status).toBe(409);
    const [order] = await (await api('/myorders', { headers: buyer.auth })).json<{ protection: unknown }[]>();
    expect(order).toMatchObject({
      protection: { state: 'released', refunded: 5_000, resolution: 'The remote was missing.' },
    });
  });

  it('refunded in full undoes the sale: the listing can sell again', async () => {
    const { buyer, product, booking, paymentId } = await paidSale(15_000);
    expect((await dispute(buyer, paymentId, { reason: 'not-handed-over' })).status).toBe(201);
    const admin = await asAdmin();
    const res = await api(
      `/disputes/${paymentId}/resolve`,
      json({ outcome: 'refund', note: 'The seller never came.' }, admin.auth),
    );
    expect(res.status).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'refunded', heldMinor: 0, refundedMinor: 1_500_000 });
    await expectMoneyAddsUp();
    const db = testDb();
    expect(await db.select().from(bookings).where(eq(bookings.id, booking)).get()).toMatchObject({
      paid: false,
      refundReason: 'The seller never came.',
    });
    expect((await db.select().from(products).where(eq(products.id, product._id)).get())?.paid).toBe(false);
    const listed = await (await api('/allproduct?limit=100')).json<{ _id: string }[]>();
    expect(listed.map((p) => p._id)).toContain(product._id);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, paymentId));
    expect(entry?.action).toBe('dispute-refunded');
  });

  it('refunds only through the gateway that took the money', async () => {
    const { buyer, paymentId } = await paidSale(10_000);
    expect((await dispute(buyer, paymentId)).status).toBe(201);
    const admin = await asAdmin();
    const otherGateway = { name: 'sslcommerz' } as PaymentGateway;
    const decision = { outcome: 'refund' as const, note: 'Broken compressor.' };
    await expect(resolveDispute(testDb(), otherGateway, admin.user.id, paymentId, decision)).rejects.toMatchObject({
      reason: 'refund-other-gateway',
    });
    expect(await paymentRow(paymentId)).toMatchObject({ heldMinor: 1_000_000, resolvedAt: null, refundState: null });
  });

  it('released by an admin pays the seller in full less the fee', async () => {
    const { buyer, paymentId } = await paidSale(10_000);
    expect((await dispute(buyer, paymentId)).status).toBe(201);
    const res = await api(
      `/disputes/${paymentId}/resolve`,
      json({ outcome: 'release', note: 'The unit cools; the buyer ran it on the wrong mode.' }, (await asAdmin()).auth),
    );
    expect(res.status).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ heldMinor: 0, refundedMinor: 0, owedMinor: 950_000 });
    await expectMoneyAddsUp();
  });
});

describe("a dispute and the people's conversation", () => {
  it('lets admins read it while the dispute is open, and only then', async () => {
    const { seller, product } = await listingForSale(12_500);
    const buyer = await signedInUser('buyer');
    const conversationId = await startConversation(buyer, product._id);
    expect((await sendOverHttp(buyer, conversationId, 'Does it cool a big room?')).status).toBe(201);
    const booking = await bookingId(buyer, product._id);
    const { record } = await pay(buyer, booking);
    const { insertedId: paymentId } = await record!.json<{ insertedId: string }>();
    const admin = await asAdmin();
    const read = () => api(`/conversations/${conversationId}`, { headers: admin.auth });

    expect((await read()).status).toBe(403);
    expect((await dispute(buyer, paymentId)).status).toBe(201);
    expect((await read()).status).toBe(200);
    const [queued] = (
      await (
        await api('/dashboard/disputes', { headers: admin.auth })
      ).json<{ paymentId: string; conversationId: string | null }[]>()
    ).filter((d) => d.paymentId === paymentId);
    expect(queued?.conversationId).toBe(conversationId);

    await api(`/disputes/${paymentId}/resolve`, json({ outcome: 'release', note: 'It cools.' }, admin.auth));
    expect((await read()).status).toBe(403);
    // The two people still read it, as ever.
    expect((await api(`/conversations/${conversationId}`, { headers: seller.auth })).status).toBe(200);
  });
});

describe('seller payouts', () => {
  it('are recorded by an admin for exactly what is owed, once per reference', async () => {
    const { seller, buyer, paymentId } = await paidSale(10_000);
    await api(`/payments/${paymentId}/received`, put(buyer.auth));
    const admin = await asAdmin();
    const owed = await (
      await api('/dashboard/payouts', { headers: admin.auth })
    ).json<{ sellerId: string; owed: number }[]>();
    expect(owed.find((row) => row.sellerId === seller.user.id)).toMatchObject({ owed: 9_500 });

    const payout = {
      sellerId: seller.user.id,
      amount: 9_500,
      method: 'bkash',
      reference: `TRX${crypto.randomUUID().slice(0, 8)}`,
    };
    for (const other of [buyer, seller]) expect((await api('/payouts', json(payout, other.auth))).status).toBe(403);
    const wrong = await api('/payouts', json({ ...payout, amount: 9_000 }, admin.auth));
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({ reason: 'payout-amount-changed' });

    const res = await api('/payouts', json(payout, admin.auth));
    expect(res.status).toBe(201);
    expect(await paymentRow(paymentId)).toMatchObject({ owedMinor: 0, paidOutMinor: 950_000 });
    await expectMoneyAddsUp();
    const again = await api('/payouts', json(payout, admin.auth));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ reason: 'payout-nothing-owed' });

    const money = await (await api('/seller/money', { headers: seller.auth })).json();
    expect(money).toMatchObject({
      owed: 0,
      paidOut: 9_500,
      payouts: [{ amount: 9_500, method: 'bkash', reference: payout.reference }],
    });
    const [entry] = await testDb().select().from(auditLog).where(eq(auditLog.action, 'payout-recorded'));
    expect(entry).toBeDefined();
  });

  it('may pay out more than one listing is priced at: all a seller is owed', () => {
    const payout = { sellerId: 'seller', amount: 2_500_000, method: 'bank', reference: 'DBBL-1' };
    expect(payoutInputSchema.safeParse(payout).success).toBe(true);
    expect(payoutInputSchema.safeParse({ ...payout, amount: 0 }).success).toBe(false);
  });

  it('never lets an amount be in two states: the database refuses it', async () => {
    const { paymentId } = await paidSale();
    await expect(
      testDb()
        .update(payments)
        .set({ owedMinor: sql`${payments.heldMinor}` })
        .where(eq(payments.id, paymentId)),
    ).rejects.toThrow();
    expect((await paymentRow(paymentId)).owedMinor).toBe(0);
  });
});
