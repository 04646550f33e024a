/**
 * D1 round trips per request (issue 17): each endpoint below makes at most the number of D1 round
 * trips in README's table, which this test holds, so a new query on a hot path cannot slip in
 * unnoticed. Lower a number when an endpoint gets cheaper; raising one needs a reason.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { insertCategory, json, signedInUser } from '../test/fixtures';
import { countingD1 } from '../test/d1-round-trips';
import { bookingId, listingForSale } from '../test/orders';

/** Today's counts (README, "D1 round trips per request"). */
const ROUND_TRIPS: Record<string, number> = {
  'GET /api/health': 1,
  'GET /api/settings': 0,
  'GET /api/categories': 1,
  'GET /api/allproduct': 1,
  'GET /api/allproduct?q=gree': 2,
  'GET /api/products/:id': 1,
  'GET /api/advertise': 1,
  'GET /api/images/:name': 0,
  'GET /api/myorders': 2,
  'GET /api/wishlist': 3,
  'GET /api/mybuyers': 2,
  'GET /api/bookings/:id': 2,
  'GET /api/product/:sellerEmail': 3,
  'GET /api/dashboard/allseller': 2,
  'POST /api/bookings': 3,
  'POST /api/wishlist': 4,
  'PATCH /api/product/:id': 4,
  'PUT /api/advertise/:id': 3,
  'POST /api/create-payment-intent': 4,
};

async function world() {
  const { seller, category, product } = await listingForSale(275);
  const buyer = await signedInUser('buyer');
  const booked = await bookingId(buyer, product._id);
  const other = await listingForSale(300);
  const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
  await insertCategory();
  return { seller, category, product, buyer, booked, other, admin };
}

describe('the round-trip counter', () => {
  it('counts each statement that reaches D1 once, and a batch once, sessions included', async () => {
    const counter = countingD1(env.DB);
    const db = counter.binding;
    await db.prepare('SELECT 1').first();
    await db.prepare('SELECT ?').bind(2).all();
    expect(counter.count).toBe(2);
    const session = db.withSession('first-primary');
    await session.batch([session.prepare('SELECT 1'), session.prepare('SELECT 2'), db.prepare('SELECT 3')]);
    expect(counter.count).toBe(3);
    // Preparing and binding alone do not reach the database.
    db.prepare('SELECT 4').bind();
    expect(counter.count).toBe(3);
  });
});

describe('D1 round trips per request', () => {
  it('stay within the table for every endpoint measured', async () => {
    const w = await world();
    const image = w.product.img.replace('/api/images/', '');
    const requests: [string, string, RequestInit][] = [
      ['GET /api/health', '/health', {}],
      ['GET /api/settings', '/settings', {}],
      ['GET /api/categories', '/categories', {}],
      ['GET /api/allproduct', '/allproduct', {}],
      ['GET /api/allproduct?q=gree', '/allproduct?q=gree', {}],
      ['GET /api/products/:id', `/products/${w.category.id}`, {}],
      ['GET /api/advertise', '/advertise', {}],
      ['GET /api/images/:name', `/images/${image}`, {}],
      ['GET /api/myorders', '/myorders', { headers: w.buyer.auth }],
      ['GET /api/wishlist', '/wishlist', { headers: w.buyer.auth }],
      ['GET /api/mybuyers', '/mybuyers', { headers: w.seller.auth }],
      ['GET /api/bookings/:id', `/bookings/${w.booked}`, { headers: w.buyer.auth }],
      ['GET /api/product/:sellerEmail', `/product/${w.seller.user.email}`, { headers: w.seller.auth }],
      ['GET /api/dashboard/allseller', '/dashboard/allseller', { headers: w.admin.auth }],
      [
        'POST /api/bookings',
        '/bookings',
        json({ productId: w.other.product._id, phone: '01911-223344', location: 'Mirpur 10, Dhaka' }, w.buyer.auth),
      ],
      ['POST /api/wishlist', '/wishlist', json({ productId: w.other.product._id }, w.buyer.auth)],
      [
        'PATCH /api/product/:id',
        `/product/${w.product._id}`,
        { ...json({ about: 'Serviced last week.' }, w.seller.auth), method: 'PATCH' },
      ],
      ['PUT /api/advertise/:id', `/advertise/${w.product._id}`, { method: 'PUT', headers: w.seller.auth }],
      ['POST /api/create-payment-intent', '/create-payment-intent', json({ bookingId: w.booked }, w.buyer.auth)],
    ];
    const counter = countingD1(env.DB);
    const measured: Record<string, number> = {};
    for (const [name, path, init] of requests) {
      counter.reset();
      const res = await app.request(`/api${path}`, init, { ...env, DB: counter.binding });
      if (res.status >= 300) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
      measured[name] = counter.count;
    }
    for (const [name] of requests) expect(measured[name], name).toBeLessThanOrEqual(ROUND_TRIPS[name]!);
  });
});
