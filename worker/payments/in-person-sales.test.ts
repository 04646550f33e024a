import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, products } from '../db/schema';
import { api, json, signedInUser, testDb } from '../test/fixtures';
import { bookingId, listingForSale, pay, startPayment, type Account } from '../test/orders';

const sellInPerson = (user: Account, id: string) =>
  api(`/bookings/${id}/sold-in-person`, { method: 'POST', headers: user.auth });

describe('POST /api/bookings/:id/sold-in-person', () => {
  it("lets the seller mark a booking sold at the meet-up: the buyer sees 'paid in person', the product leaves the lists", async () => {
    const { seller, product } = await listingForSale(420);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);

    const res = await sellInPerson(seller, id);
    expect(res.status).toBe(201);
    const { insertedId } = await res.json<{ acknowledged: boolean; insertedId: string }>();

    const orders = await (await api('/myorders', { headers: buyer.auth })).json<Record<string, unknown>[]>();
    expect(orders).toEqual([expect.objectContaining({ _id: id, paid: true, paidInPerson: true, productSold: true })]);
    const listed = await (await api('/allproduct')).json<{ _id: string }[]>();
    expect(listed.map((p) => p._id)).not.toContain(product._id);
    const [payment] = await testDb().select().from(payments).where(eq(payments.id, insertedId));
    expect(payment).toMatchObject({ gateway: 'in-person', amountMinor: 42000, bookingId: id, status: 'succeeded' });

    // A second tap is the same sale, not a second one.
    const again = await sellInPerson(seller, id);
    expect(again.status).toBe(201);
    expect((await again.json<{ insertedId: string }>()).insertedId).toBe(insertedId);
    expect(await testDb().select().from(payments).where(eq(payments.productId, product._id))).toHaveLength(1);
  });

  it('refuses anyone but the seller of the product: another seller, the buyer, a visitor', async () => {
    const { product } = await listingForSale(300);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const otherSeller = await signedInUser('seller');

    expect((await sellInPerson(otherSeller, id)).status).toBe(403);
    expect((await sellInPerson(buyer, id)).status).toBe(403);
    expect((await api(`/bookings/${id}/sold-in-person`, { method: 'POST' })).status).toBe(401);
    const [row] = await testDb().select().from(products).where(eq(products.id, product._id));
    expect(row!.paid).toBe(false);
  });

  it('refuses a deleted seller, whose booking is read beside their row, and an id no booking can have', async () => {
    const { seller, product } = await listingForSale(300);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    expect((await sellInPerson(seller, 'x'.repeat(65))).status).toBe(400);

    const admin = await signedInUser('buyer', { email: 'admin@thanda.test' });
    expect((await api(`/user/${seller.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    expect((await sellInPerson(seller, id)).status).toBe(401);
    expect(await testDb().select().from(payments).where(eq(payments.productId, product._id))).toEqual([]);
  });

  it('refuses a suspended seller: no sale is recorded while the suspension lasts', async () => {
    const { seller, product } = await listingForSale(300);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const admin = await signedInUser('buyer', { email: 'admin@thanda.test' });
    const suspend = { ...json({ reason: 'Fake listings' }, admin.auth), method: 'PUT' };
    expect((await api(`/moderation/users/${seller.user.id}/suspend`, suspend)).status).toBe(200);

    const refused = await sellInPerson(seller, id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ reason: 'account-suspended' });
    const orders = await (await api('/myorders', { headers: buyer.auth })).json<Record<string, unknown>[]>();
    expect(orders).toEqual([expect.objectContaining({ _id: id, paid: false, paidInPerson: false })]);
    expect(await testDb().select().from(payments).where(eq(payments.productId, product._id))).toEqual([]);
  });

  it('refuses a listing an admin hid: it trades nowhere while hidden', async () => {
    const { seller, product } = await listingForSale(300);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const admin = await signedInUser('buyer', { email: 'admin@thanda.test' });
    const hide = { ...json({ reason: 'Photos of another unit' }, admin.auth), method: 'PUT' };
    expect((await api(`/moderation/listings/${product._id}/hide`, hide)).status).toBe(200);

    const refused = await sellInPerson(seller, id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: 'An admin is holding this listing back, so it cannot be sold until it is shown again.',
    });
    const [row] = await testDb().select().from(products).where(eq(products.id, product._id));
    expect(row!.paid).toBe(false);
    expect(await testDb().select().from(payments).where(eq(payments.productId, product._id))).toEqual([]);
  });

  it('refuses a product already sold to another buyer, and an unknown booking', async () => {
    const { seller, product } = await listingForSale(300);
    const first = await signedInUser('buyer');
    const second = await signedInUser('buyer');
    const firstBooking = await bookingId(first, product._id);
    const secondBooking = await bookingId(second, product._id);
    expect((await sellInPerson(seller, firstBooking)).status).toBe(201);

    const res = await sellInPerson(seller, secondBooking);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: 'Sorry, this product has already been sold.' });
    expect((await sellInPerson(seller, 'no-such-booking')).status).toBe(404);
  });

  it("waits while another buyer's card payment holds the product, and that payment then goes through", async () => {
    const { seller, product } = await listingForSale(300);
    const atMeetUp = await signedInUser('buyer');
    const online = await signedInUser('buyer');
    const meetUpBooking = await bookingId(atMeetUp, product._id);
    const onlineBooking = await bookingId(online, product._id);
    expect((await startPayment(online, onlineBooking)).status).toBe(200);

    const res = await sellInPerson(seller, meetUpBooking);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ reason: 'listing-held' });
    const { record } = await pay(online, onlineBooking);
    expect(record!.status).toBe(201);
  });

  it('stops card payments for the product once it is sold in person', async () => {
    const { seller, product } = await listingForSale(300);
    const atMeetUp = await signedInUser('buyer');
    const online = await signedInUser('buyer');
    const meetUpBooking = await bookingId(atMeetUp, product._id);
    const onlineBooking = await bookingId(online, product._id);
    expect((await sellInPerson(seller, meetUpBooking)).status).toBe(201);
    expect((await startPayment(online, onlineBooking)).status).toBe(409);
  });
});
