/**
 * The unknown-field rule: a write takes the fields of its schema and nothing else. Server-set
 * fields the original client still sends (seller, e-mail, date, category name, paid, advertise,
 * verifySeller) and any other field are dropped by the schema, so they never take effect; prototype
 * keys are just more unknown fields. A request is refused only for what its own fields say.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookings, payments, products, users, wishlistItems } from '../db/schema';
import { api, signedInUser, testDb } from '../test/fixtures';
import { unknownFields } from '../test/fuzz/payloads';
import { bookingId, listingForSale, pay } from '../test/orders';
import { makeSigningKey, serveGoogleKeys, signedIdToken } from '../test/identity';

afterEach(() => vi.restoreAllMocks());

// Written as JSON text: in an object literal `__proto__` would set the prototype, not a key.
const POLLUTION = '"__proto__":{"paid":true,"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}';
/** A JSON body with prototype keys as own properties, as an attacker would write it. */
const polluted = (body: Record<string, unknown>) => JSON.stringify(body).replace('{', `{${POLLUTION},`);
const sendJson = (path: string, method: string, body: string, headers: Record<string, string>) =>
  api(path, { method, headers: { 'Content-Type': 'application/json', ...headers }, body });

const productRow = async (id: string) => (await testDb().select().from(products).where(eq(products.id, id)).get())!;

describe('unknown and server-set fields', () => {
  it('never reach a new listing', async () => {
    const { seller, category, product } = await listingForSale();
    const { imageKey } = await productRow(product._id);
    const body = {
      name: 'Gree 2 Ton',
      price: 350,
      originalPrice: 700,
      purchaseYear: 2022,
      phone: '01711-234567',
      location: 'Dhaka',
      categoryId: category.id,
      img: product.img,
      about: 'Cold.',
    };
    const res = await sendJson(
      '/product',
      'POST',
      polluted({ ...unknownFields, sellerName: 'X', date: '2001-01-01', categoryName: 'Fake', ...body }),
      seller.auth,
    );
    expect(res.status).toBe(201);
    const { insertedId } = await res.json<{ insertedId: string }>();
    expect(insertedId).not.toBe('chosen-id');
    expect(await productRow(insertedId)).toMatchObject({
      sellerId: seller.user.id,
      priceMinor: 35000,
      paid: false,
      advertise: false,
      removedAt: null,
      imageKey,
    });
  });

  it('never reach an edited listing, and leaving out the condition keeps it', async () => {
    const { seller, product } = await listingForSale();
    const other = await signedInUser('seller');
    await sendJson(`/product/${product._id}`, 'PATCH', JSON.stringify({ condition: 'excellent' }), seller.auth);
    const res = await sendJson(
      `/product/${product._id}`,
      'PATCH',
      polluted({ ...unknownFields, sellerId: other.user.id, name: 'Renamed', price: 300 }),
      seller.auth,
    );
    expect(res.status).toBe(200);
    expect(await productRow(product._id)).toMatchObject({
      id: product._id,
      sellerId: seller.user.id,
      name: 'Renamed',
      priceMinor: 30000,
      condition: 'excellent',
      paid: false,
      advertise: false,
    });
  });

  it('never reach a booking or a wish-list item', async () => {
    const { product } = await listingForSale(350);
    const buyer = await signedInUser('buyer');
    const someone = await signedInUser('buyer');
    const extra = { ...unknownFields, buyerId: someone.user.id, productName: 'Free AC', userName: 'X' };
    const booked = await sendJson(
      '/bookings',
      'POST',
      polluted({ ...extra, productId: product._id, phone: '01711-234567', location: 'Dhaka' }),
      buyer.auth,
    );
    expect(booked.status).toBe(201);
    const { insertedId } = await booked.json<{ insertedId: string }>();
    expect(await testDb().select().from(bookings).where(eq(bookings.id, insertedId)).get()).toMatchObject({
      buyerId: buyer.user.id,
      priceMinor: 35000,
      paid: false,
    });
    const wished = await sendJson('/wishlist', 'POST', polluted({ ...extra, productId: product._id }), buyer.auth);
    expect(wished.status).toBe(201);
    const wish = await testDb()
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.id, (await wished.json<{ insertedId: string }>()).insertedId))
      .get();
    expect(wish).toMatchObject({ buyerId: buyer.user.id, paid: false });
  });

  it('never change what a payment charges or records', async () => {
    const { product } = await listingForSale(275);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const intent = await sendJson(
      '/create-payment-intent',
      'POST',
      polluted({ ...unknownFields, bookingId: id }),
      buyer.auth,
    );
    expect(await intent.json()).toMatchObject({ amount: 275 });
    const { record } = await pay(buyer, id);
    expect(record!.status).toBe(201);
    expect(await testDb().select().from(payments).where(eq(payments.bookingId, id)).get()).toMatchObject({
      amountMinor: 27500,
      buyerId: buyer.user.id,
    });
  });

  it('never make a self-registered user an admin or verified', async () => {
    const key = await makeSigningKey();
    serveGoogleKeys(key);
    const email = 'newcomer@example.test';
    const proof = { Authorization: `Bearer ${await signedIdToken(key, { email })}` };
    const asAdmin = await sendJson('/users', 'POST', JSON.stringify({ name: 'New', email, role: 'admin' }), proof);
    expect(asAdmin.status).toBe(400);
    const res = await sendJson(
      '/users',
      'POST',
      polluted({ ...unknownFields, name: 'New', email, role: 'seller' }),
      proof,
    );
    expect(res.status).toBe(201);
    expect(await testDb().select().from(users).where(eq(users.email, email)).get()).toMatchObject({
      role: 'seller',
      verified: false,
      deletedAt: null,
    });
    const plain: Record<string, unknown> = {};
    expect([plain.paid, plain.role, plain.isAdmin]).toEqual([undefined, undefined, undefined]);
  });
});
