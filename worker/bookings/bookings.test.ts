import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, wishlistItems } from '../db/schema';
import { api, json, signedInUser, testDb } from '../test/fixtures';
import { book, bookingId, listingForSale } from '../test/orders';

describe('POST /api/bookings', () => {
  it('books at the price in the database, whatever the client sends', async () => {
    const { product } = await listingForSale(350);
    const buyer = await signedInUser('buyer', { name: 'Farhana Akter' });
    const res = await book(buyer, product._id, {
      price: 1,
      productName: 'Free AC',
      email: 'x@example.test',
      userName: 'X',
    });
    expect(res.status).toBe(201);
    const body = await res.json<{ acknowledged: boolean; insertedId: string; message: string }>();
    expect(body).toMatchObject({ acknowledged: true, message: 'Booking confirmed' });
    const [row] = await testDb().select().from(bookings).where(eq(bookings.id, body.insertedId));
    expect(row).toMatchObject({ priceMinor: 35000, buyerId: buyer.user.id, phone: '+8801911223344' });
    const read = await api(`/bookings/${body.insertedId}`, { headers: buyer.auth });
    expect(await read.json()).toMatchObject({
      productName: product.name,
      price: 350,
      userName: 'Farhana Akter',
      email: buyer.user.email,
      paid: false,
    });
  });

  it('refuses visitors', async () => {
    const { product } = await listingForSale();
    const res = await api('/bookings', json({ productId: product._id, phone: '01911-223344', location: 'Dhaka' }));
    expect(res.status).toBe(401);
  });

  it('refuses a second booking of the same product by the same buyer, acknowledged false', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    await bookingId(buyer, product._id);
    const res = await book(buyer, product._id);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      reason: 'already-booked',
      params: {},
      message: 'You have already booked this product.',
      acknowledged: false,
    });
  });

  it("refuses a seller's booking of their own product", async () => {
    const { seller, product } = await listingForSale();
    const res = await book(seller, product._id);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ acknowledged: false });
  });

  it('refuses a sold product', async () => {
    const { seller, product } = await listingForSale();
    await api(`/product/${product._id}`, { method: 'PUT', headers: seller.auth });
    const res = await book(await signedInUser('buyer'), product._id);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      reason: 'product-sold',
      params: {},
      message: 'Sorry, this product has already been sold.',
      acknowledged: false,
    });
  });

  it('answers missing phone and location with messages and acknowledged false', async () => {
    const { product } = await listingForSale();
    const res = await book(await signedInUser('buyer'), product._id, { phone: '', location: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      acknowledged: false,
      issues: [
        { path: 'phone', message: 'Phone Number is required' },
        { path: 'location', message: 'Location is required' },
      ],
    });
  });
});

describe('reading bookings', () => {
  it('lets the buyer, the seller and an admin read a booking, and nobody else', async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    for (const who of [buyer, seller, admin])
      expect((await api(`/bookings/${id}`, { headers: who.auth })).status).toBe(200);
    const stranger = await signedInUser('buyer');
    expect((await api(`/bookings/${id}`, { headers: stranger.auth })).status).toBe(403);
    expect((await api(`/bookings/${id}`)).status).toBe(401);
    expect((await api('/bookings/nope', { headers: buyer.auth })).status).toBe(404);
  });

  it("shows a buyer their orders, and nobody else's", async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const mine = await api(`/myorders?email=${buyer.user.email}`, { headers: buyer.auth });
    expect((await mine.json<{ _id: string }[]>()).map((b) => b._id)).toEqual([id]);
    const stranger = await signedInUser('buyer');
    expect((await api(`/myorders?email=${buyer.user.email}`, { headers: stranger.auth })).status).toBe(403);
  });

  it('shows a seller the buyers of their own products only', async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer', { name: 'Sabbir Ahmed' });
    await bookingId(buyer, product._id);
    const res = await api('/mybuyers', { headers: seller.auth });
    expect(await res.json()).toEqual([
      expect.objectContaining({
        productName: product.name,
        userName: 'Sabbir Ahmed',
        email: buyer.user.email,
        phone: '01911-223344',
        location: 'Dhanmondi 27, Dhaka',
        paid: false,
      }),
    ]);
    const other = await signedInUser('seller');
    expect(await (await api('/mybuyers', { headers: other.auth })).json()).toEqual([]);
    expect((await api('/mybuyers', { headers: buyer.auth })).status).toBe(403);
  });
});

describe('the wish list', () => {
  it('adds once, lists only to its owner and removes', async () => {
    const { product } = await listingForSale(120);
    const buyer = await signedInUser('buyer');
    const add = await api('/wishlist', json({ productId: product._id, price: 1 }, buyer.auth));
    expect(add.status).toBe(201);
    const again = await api('/wishlist', json({ productId: product._id }, buyer.auth));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      reason: 'already-wished',
      params: {},
      message: 'This product is already in your wish list.',
      acknowledged: false,
    });

    const list = await (
      await api(`/wishlist?email=${buyer.user.email}`, { headers: buyer.auth })
    ).json<{ _id: string; price: number; paid: boolean }[]>();
    expect(list).toEqual([
      expect.objectContaining({ productName: product.name, price: 120, paid: false, wishList: true }),
    ]);

    const stranger = await signedInUser('buyer');
    expect((await api(`/wishlist?email=${buyer.user.email}`, { headers: stranger.auth })).status).toBe(403);
    expect((await api(`/wishlist/${list[0]!._id}`, { method: 'DELETE', headers: stranger.auth })).status).toBe(404);
    expect((await api(`/wishlist/${list[0]!._id}`, { method: 'DELETE', headers: buyer.auth })).status).toBe(200);
    expect(await (await api('/wishlist', { headers: buyer.auth })).json()).toEqual([]);
  });

  it("refuses a seller's own product", async () => {
    const { seller, product } = await listingForSale();
    const own = await api('/wishlist', json({ productId: product._id }, seller.auth));
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({
      reason: 'own-product-wished',
      params: {},
      message: 'You cannot add your own product to your wish list.',
      acknowledged: false,
    });
    expect(await (await api('/wishlist', { headers: seller.auth })).json()).toEqual([]);
    // Another seller's is like any buyer's.
    const { seller: other } = await listingForSale();
    expect((await api('/wishlist', json({ productId: product._id }, other.auth))).status).toBe(201);
  });

  it('refuses a sold product, as booking it is refused', async () => {
    const { seller, product } = await listingForSale();
    expect((await api(`/product/${product._id}`, { method: 'PUT', headers: seller.auth })).status).toBe(200);
    const buyer = await signedInUser('buyer');
    const sold = await api('/wishlist', json({ productId: product._id }, buyer.auth));
    expect(sold.status).toBe(409);
    expect(await sold.json()).toEqual({
      reason: 'product-sold',
      params: {},
      message: 'Sorry, this product has already been sold.',
      acknowledged: false,
    });
    expect(await (await api('/wishlist', { headers: buyer.auth })).json()).toEqual([]);
  });

  it('loses by a migration what a seller wished of their own before the refusal, and nothing else', async () => {
    const { seller, product } = await listingForSale();
    const { product: another } = await listingForSale();
    await testDb()
      .insert(wishlistItems)
      .values([
        { id: crypto.randomUUID(), buyerId: seller.user.id, productId: product._id },
        { id: crypto.randomUUID(), buyerId: seller.user.id, productId: another._id },
      ]);
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0023'))!;
    for (const query of migration.queries) await env.DB.prepare(query).run();
    const wishes = await (await api('/wishlist', { headers: seller.auth })).json<{ productId: string }[]>();
    expect(wishes.map((wish) => wish.productId)).toEqual([another._id]);
  });

  it('refuses visitors', async () => {
    const { product } = await listingForSale();
    expect((await api('/wishlist', json({ productId: product._id }))).status).toBe(401);
    expect((await api('/wishlist')).status).toBe(401);
  });
});
