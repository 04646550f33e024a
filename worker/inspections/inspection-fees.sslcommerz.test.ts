import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inspections } from '../db/schema';
import { HOLDS_CRON, runScheduled } from '../scheduled';
import { json, signedInUser, testDb } from '../test/fixtures';
import { listingForSale } from '../test/orders';
import { call, form, sslEnv, standIn, useSslcommerzStandIn } from '../test/sslcommerz';

useSslcommerzStandIn();
const row = async (id: string) => (await testDb().select().from(inspections).where(eq(inspections.id, id)))[0]!;
/** A time the seller can offer, built from now. */
const ahead = (hours: number) => new Date(Math.ceil((Date.now() + hours * 3_600_000) / 60_000) * 60_000).toISOString();

async function checkout() {
  const { seller, product } = await listingForSale(25000);
  const slot = ahead(30);
  await call(`/products/${product._id}/inspection-slots`, { ...json({ slots: [slot] }, seller.auth), method: 'PUT' });
  const buyer = await signedInUser('buyer');
  const res = await call('/inspections', json({ productId: product._id, slot, phone: '01711-223344' }, buyer.auth));
  expect(res.status).toBe(201);
  const started = await res.json<{
    inspectionId: string;
    clientSecret: string;
    redirectUrl: string;
    gateway: string;
  }>();
  return { seller, buyer, product, slot, started };
}

describe("an inspection's fee through SSLCOMMERZ", () => {
  it("starts a hosted checkout for the fee, with the inspection's own return and IPN addresses", async () => {
    const { started } = await checkout();
    expect(started).toMatchObject({ gateway: 'sslcommerz', redirectUrl: expect.stringContaining('SESSIONKEY=') });
    const init = Object.fromEntries(standIn.calls.find((c) => c.path === '/gwprocess/v4/api.php')!.params);
    expect(init).toMatchObject({
      total_amount: '800.00',
      currency: 'BDT',
      success_url: 'http://localhost/api/inspections/sslcommerz/return',
      ipn_url: 'http://localhost/api/inspections/sslcommerz/ipn',
      value_a: `inspection:${started.inspectionId}`,
      product_profile: 'non-physical-goods',
    });
  });

  it('the IPN books it once, however often it comes; the return leads to the inspection', async () => {
    const { started } = await checkout();
    const { fields } = await standIn.complete(started.clientSecret, 'pay');
    for (let i = 0; i < 2; i++) {
      const res = await call('/inspections/sslcommerz/ipn', form(fields));
      expect(await res.json()).toEqual({ received: true, outcome: 'paid' });
    }
    expect(await row(started.inspectionId)).toMatchObject({ state: 'requested', refundState: null });
    const back = await call('/inspections/sslcommerz/return', form(fields));
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`/inspections/${started.inspectionId}?sslcommerz=paid`);
    expect(standIn.refunds).toHaveLength(0);
  });

  it("a booking's IPN is not an inspection's, and a forged one is refused", async () => {
    const { started } = await checkout();
    const { fields } = await standIn.complete(started.clientSecret, 'pay');
    fields.set('value_a', 'some-booking-id');
    expect((await call('/inspections/sslcommerz/ipn', form(fields))).status).toBe(400);
    expect((await row(started.inspectionId)).state).toBe('unpaid');
  });

  it('cancelling a paid inspection refunds the fee in full through the gateway', async () => {
    const { started, buyer } = await checkout();
    const { fields } = await standIn.complete(started.clientSecret, 'pay');
    await call('/inspections/sslcommerz/ipn', form(fields));
    const res = await call(`/inspections/${started.inspectionId}/cancel`, {
      ...json({ reason: 'Found another unit' }, buyer.auth),
      method: 'PUT',
    });
    expect(await res.json()).toMatchObject({ state: 'cancelled', refunded: true });
    expect(standIn.refunds).toHaveLength(1);
    expect(standIn.refunds[0]).toMatchObject({ amount: '800.00' });
    expect((await row(started.inspectionId)).refundState).toBe('done');
  });

  it('a payment whose notification was lost is found by the cron and settled', async () => {
    const { started } = await checkout();
    await standIn.complete(started.clientSecret, 'pay');
    // Past the time to pay, with no word from the gateway.
    await testDb()
      .update(inspections)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(inspections.id, started.inspectionId));
    await runScheduled(HOLDS_CRON, sslEnv);
    expect(await row(started.inspectionId)).toMatchObject({ state: 'requested', transactionId: expect.any(String) });
  });
});
