/**
 * A buyer calls a booking off (docs/architecture.md section 9: requested or pending_payment → cancelled): only
 * they may, never once it is paid or its payment is being checked, and a payment under way ends
 * with it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, products } from '../db/schema';
import { api, signedInUser, testDb } from '../test/fixtures';
import { book, bookingId, listingForSale, pay, payWithCard, startPayment, type Account } from '../test/orders';

const cancel = (who: Partial<Account>, id: string) =>
  api(`/bookings/${id}/cancel`, { method: 'PUT', headers: who.auth ?? {} });
const order = async (who: Account, id: string) =>
  await (await api(`/bookings/${id}`, { headers: who.auth })).json<{ status: string; cancellable: boolean }>();

describe('PUT /api/bookings/:id/cancel', () => {
  it('lets the buyer cancel a booking, once; the seller sees it cancelled', async () => {
    const { product, seller } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    expect(await order(buyer, id)).toMatchObject({ status: 'requested', cancellable: true });

    const res = await cancel(buyer, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(await order(buyer, id)).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await (await cancel(buyer, id)).json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    const buyers = await (await api('/mybuyers', { headers: seller.auth })).json<{ _id: string; status: string }[]>();
    expect(buyers.find((b) => b._id === id)?.status).toBe('cancelled');
    // Nothing to pay for, and nothing for the seller to sell to this buyer.
    const payment = await startPayment(buyer, id);
    expect(payment.status).toBe(409);
    expect(await payment.json()).toMatchObject({ reason: 'booking-cancelled' });
    const inPerson = await api(`/bookings/${id}/sold-in-person`, { method: 'POST', headers: seller.auth });
    expect(inPerson.status).toBe(409);
  });

  it('refuses everyone but the buyer: a visitor, another buyer, the seller and an admin', async () => {
    const { product, seller } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    expect((await cancel({}, id)).status).toBe(401);
    expect((await cancel(await signedInUser('buyer'), id)).status).toBe(403);
    expect((await cancel(seller, id)).status).toBe(403);
    expect((await cancel(await signedInUser('admin', { email: 'admin@thanda.test' }), id)).status).toBe(403);
    expect((await cancel(buyer, 'no-such-booking')).status).toBe(404);
    expect(await order(buyer, id)).toMatchObject({ status: 'requested' });
  });

  it("refuses a deleted account's token, and its booking stays as it was for the record", async () => {
    const { product, seller } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    expect((await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);

    expect((await cancel(buyer, id)).status).toBe(401);
    expect(await order(seller, id)).toMatchObject({ status: 'requested' });
  });

  it('refuses a paid booking', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    expect((await pay(buyer, id)).record?.status).toBe(201);
    const res = await cancel(buyer, id);
    expect(res.status).toBe(409);
    expect(await order(buyer, id)).toMatchObject({ status: 'paid', cancellable: false });
  });

  it('ends a payment under way: the hold is released, the card form takes no money, another buyer can pay', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const { clientSecret } = await (await startPayment(buyer, id)).json<{ clientSecret: string }>();
    expect(await order(buyer, id)).toMatchObject({ status: 'pending_payment' });
    expect((await cancel(buyer, id)).status).toBe(200);
    const row = await testDb().select().from(products).where(eq(products.id, product._id)).get();
    expect(row).toMatchObject({ holdBookingId: null, holdUntil: null });
    expect((await payWithCard(clientSecret)).status).toBe(409);
    const next = await signedInUser('buyer');
    expect((await pay(next, await bookingId(next, product._id))).record?.status).toBe(201);
  });

  it('lets a buyer who cancelled during their hold hold it again a hold-length after cancelling', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    expect((await startPayment(buyer, id)).status).toBe(200);
    await cancel(buyer, id);
    expect((await book(buyer, product._id)).status).toBe(201);
    const resting = await startPayment(buyer, id);
    expect(resting.status).toBe(409);
    expect(await resting.json()).toMatchObject({
      message:
        'Your last hold on this product ended without a payment. So that other buyers get a turn, please try again 15 minutes after it ended.',
    });
    const row = await testDb().select().from(bookings).where(eq(bookings.id, id)).get();
    expect(row!.lastHoldUntil!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('reopens the same booking, with the new details, when the buyer books again', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    await cancel(buyer, id);
    const again = await book(buyer, product._id, { phone: '01711-000111', location: 'Uttara, Dhaka' });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ insertedId: id });
    const row = await testDb().select().from(bookings).where(eq(bookings.id, id)).get();
    expect(row).toMatchObject({ cancelledAt: null, location: 'Uttara, Dhaka' });
    expect(await order(buyer, id)).toMatchObject({ status: 'requested', cancellable: true });
    // A booking that was not cancelled is still booked once.
    expect((await book(buyer, product._id)).status).toBe(409);
  });
});
