import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, payments, products, wishlistItems } from '../db/schema';
import { DemoGateway, paymentGateway } from './gateways';
import { api, json, signedInUser, testDb } from '../test/fixtures';
import { book, bookingId, listingForSale, pay, payWithCard, startPayment } from '../test/orders';

async function paymentsFor(productId: string) {
  return testDb().select().from(payments).where(eq(payments.productId, productId));
}

describe('paying for a booking with the demo gateway', () => {
  it('charges the price from the database, then marks booking, product and wish list paid', async () => {
    const { product, seller } = await listingForSale(410);
    const buyer = await signedInUser('buyer');
    await api('/wishlist', json({ productId: product._id }, buyer.auth));
    const id = await bookingId(buyer, product._id);

    const { intent, card, record } = await pay(buyer, id);
    expect(await intent.json()).toMatchObject({
      amount: 410,
      currency: 'bdt',
      gateway: 'demo',
      clientSecret: expect.any(String),
    });
    expect(await card!.json()).toMatchObject({ status: 'succeeded', id: expect.any(String) });
    expect(record!.status).toBe(201);
    expect(await record!.json()).toMatchObject({ acknowledged: true, insertedId: expect.any(String) });

    const db = testDb();
    const [saved] = await paymentsFor(product._id);
    expect(saved).toMatchObject({
      amountMinor: 41000,
      bookingId: id,
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      gateway: 'demo',
    });
    expect((await db.select().from(bookings).where(eq(bookings.id, id)))[0]?.paid).toBe(true);
    expect((await db.select().from(products).where(eq(products.id, product._id)))[0]?.paid).toBe(true);
    expect((await db.select().from(wishlistItems).where(eq(wishlistItems.buyerId, buyer.user.id)))[0]?.paid).toBe(true);
    for (const path of ['/allproduct?limit=100', `/products/${product.categoryId}`, '/advertise']) {
      const listed = await (await api(path)).json<{ _id: string }[]>();
      expect(listed.map((p) => p._id)).not.toContain(product._id);
    }
  });

  it('declines 4000 0000 0000 0002 with a readable message and records nothing', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const { card } = await pay(buyer, id, '4000 0000 0000 0002');
    expect(card!.status).toBe(402);
    expect(await card!.json()).toEqual({ reason: 'card-declined', params: {}, message: 'Your card was declined.' });
    expect(await paymentsFor(product._id)).toEqual([]);
  });

  it('ignores a price sent by the client', async () => {
    const { product } = await listingForSale(500);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const res = await api('/create-payment-intent', json({ bookingId: id, price: 1 }, buyer.auth));
    expect(await res.json()).toMatchObject({ amount: 500 });
  });

  it("refuses paying for, or starting to pay for, someone else's booking", async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const thief = await signedInUser('buyer');
    expect((await startPayment(thief, id)).status).toBe(403);
    const intent = await (await startPayment(buyer, id)).json<{ clientSecret: string }>();
    const { id: transactionId } = await (await payWithCard(intent.clientSecret)).json<{ id: string }>();
    const res = await api('/payments', json({ bookingId: id, transactionId }, thief.auth));
    expect(res.status).toBe(403);
    expect(await paymentsFor(product._id)).toEqual([]);
  });

  it('refuses a deleted account, whose booking is read beside its row, with nothing written', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const intent = await (await startPayment(buyer, id)).json<{ clientSecret: string }>();
    const { id: transactionId } = await (await payWithCard(intent.clientSecret)).json<{ id: string }>();
    const admin = await signedInUser('buyer', { email: 'admin@thanda.test' });
    expect((await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);

    expect((await startPayment(buyer, id)).status).toBe(401);
    expect((await api('/payments', json({ bookingId: id, transactionId }, buyer.auth))).status).toBe(401);
    expect(await paymentsFor(product._id)).toEqual([]);
  });

  it('refuses a transaction that did not succeed or is forged, with nothing written', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const intent = await (await startPayment(buyer, id)).json<{ clientSecret: string }>();
    for (const transactionId of ['pi_made_up', intent.clientSecret]) {
      const res = await api('/payments', json({ bookingId: id, transactionId }, buyer.auth));
      expect(res.status).toBe(402);
    }
    expect(await paymentsFor(product._id)).toEqual([]);
  });

  it('refuses a payment made for another booking or another amount', async () => {
    const { product, seller } = await listingForSale(300);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const other = await listingForSale(300);
    const otherId = await bookingId(buyer, other.product._id);

    const intent = await (await startPayment(buyer, otherId)).json<{ clientSecret: string }>();
    const { id: otherTransaction } = await (await payWithCard(intent.clientSecret)).json<{ id: string }>();
    const wrongBooking = await api('/payments', json({ bookingId: id, transactionId: otherTransaction }, buyer.auth));
    expect(wrongBooking.status).toBe(409);

    const mine = await (await startPayment(buyer, id)).json<{ clientSecret: string }>();
    const { id: transactionId } = await (await payWithCard(mine.clientSecret)).json<{ id: string }>();
    // The price is frozen while the buyer holds the product; once the hold lapsed, it may change.
    await testDb()
      .update(products)
      .set({ holdUntil: new Date(0) })
      .where(eq(products.id, product._id));
    const repriced = await api(`/product/${product._id}`, { ...json({ price: 900 }, seller.auth), method: 'PATCH' });
    expect(repriced.status).toBe(200);
    const wrongAmount = await api('/payments', json({ bookingId: id, transactionId }, buyer.auth));
    expect(wrongAmount.status).toBe(409);
    // The money moved, so it went back: recorded as refunded, never as a sale.
    expect((await paymentsFor(product._id)).map((p) => p.status)).toEqual(['refunded']);
    expect((await testDb().select().from(products).where(eq(products.id, product._id)).get())?.paid).toBe(false);
  });

  it('makes one transaction of one payment, however often its card form is sent', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const { clientSecret } = await (await startPayment(buyer, id)).json<{ clientSecret: string }>();
    const first = await (await payWithCard(clientSecret)).json<{ id: string }>();
    // A second tab's submit, in a later second than the first (a signed token's times are in seconds).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await (await payWithCard(clientSecret)).json<{ id: string }>();
    expect(again.id).toBe(first.id);
    expect((await api('/payments', json({ bookingId: id, transactionId: again.id }, buyer.auth))).status).toBe(201);
    expect((await paymentsFor(product._id)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it('records the same transaction once, however often it is posted', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const { record, transactionId } = await pay(buyer, id);
    const first = await record!.json<{ insertedId: string }>();
    const again = await api('/payments', json({ bookingId: id, transactionId }, buyer.auth));
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ insertedId: first.insertedId });
    expect(await paymentsFor(product._id)).toHaveLength(1);
  });

  it('holds a product for the first buyer who starts paying; the second is told why', async () => {
    const { product } = await listingForSale();
    const first = await signedInUser('buyer');
    const second = await signedInUser('buyer');
    const firstBooking = await bookingId(first, product._id);
    const secondBooking = await bookingId(second, product._id);
    expect((await startPayment(first, firstBooking)).status).toBe(200);
    const refused = await startPayment(second, secondBooking);
    expect(refused.status).toBe(409);
    expect((await refused.json<{ message: string }>()).message).toMatch(/Another buyer is paying/);
  });

  it('sells a product once when two buyers race to pay, and refunds the one whose hold lapsed', async () => {
    const { product } = await listingForSale();
    const buyers = [await signedInUser('buyer'), await signedInUser('buyer')];
    const ids = [await bookingId(buyers[0]!, product._id), await bookingId(buyers[1]!, product._id)];
    // Both paid at the gateway: the first while it held the product, the second after taking the lapsed hold.
    const transactions: string[] = [];
    for (const [i, buyer] of buyers.entries()) {
      const intent = await (await startPayment(buyer, ids[i]!)).json<{ clientSecret: string }>();
      transactions.push((await (await payWithCard(intent.clientSecret)).json<{ id: string }>()).id);
      if (i === 0)
        await testDb()
          .update(products)
          .set({ holdUntil: new Date(0) })
          .where(eq(products.id, product._id));
    }
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        api('/payments', json({ bookingId: ids[i], transactionId: transactions[i] }, buyer.auth)),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([409, 201]);
    expect(await results[0]!.json()).toEqual({
      reason: 'payment-refunded',
      params: { variant: 'refundedBecause', refundReason: 'hold-lapsed' },
      message:
        'Your 15-minute hold on this product ended before the payment arrived. Your payment has been refunded in full.',
    });
    const recorded = await paymentsFor(product._id);
    expect(recorded.map((p) => [p.bookingId, p.status]).sort()).toEqual(
      [
        [ids[0], 'refunded'],
        [ids[1], 'succeeded'],
      ].sort(),
    );
  });

  it('neither books nor takes payment for a sold product', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const late = await signedInUser('buyer');
    const lateBooking = await bookingId(late, product._id);
    await pay(buyer, await bookingId(buyer, product._id));
    expect((await book(await signedInUser('buyer'), product._id)).status).toBe(409);
    const res = await startPayment(late, lateBooking);
    expect(res.status).toBe(409);
  });

  it('refuses to run the demo gateway in production', () => {
    expect(() => new DemoGateway(env.JWT_SECRET, 'production')).toThrow('never runs in production');
    expect(() => paymentGateway({ ...env, ENVIRONMENT: 'production', STRIPE_SECRET_KEY: '' })).toThrow(
      /No payment gateway is configured/,
    );
  });
});
