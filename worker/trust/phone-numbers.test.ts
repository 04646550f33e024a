import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, products } from '../db/schema';
import { formatPhone, normalisePhone } from '../../shared/phone-numbers';
import { api, signedInUser, testDb } from '../test/fixtures';
import { book, listingForSale } from '../test/orders';

describe('phone numbers are Bangladeshi mobile numbers', () => {
  it('accepts 01[3-9] and eight digits, with +880 or 880 and any spacing, and stores one form', () => {
    for (const typed of ['01711234567', '01711-234567', '+880 1711-234567', '8801711234567', '(017) 1123.4567'])
      expect(normalisePhone(typed)).toBe('+8801711234567');
    // As a Bangla keyboard types it, and mixed.
    for (const typed of ['০১৭১১২৩৪৫৬৭', '+৮৮০ ১৭১১-২৩৪৫৬৭', '০১৭১১-234567'])
      expect(normalisePhone(typed)).toBe('+8801711234567');
    expect(formatPhone('+8801911223344')).toBe('01911-223344');
  });

  it('refuses anything else: landlines, other countries, a wrong operator digit, a digit short', () => {
    for (const typed of ['029123456', '+1 415 555 0100', '01211234567', '0171123456', '+88001711234567'])
      expect(normalisePhone(typed)).toBeNull();
  });

  it('books with a +880 number, stores it normalised and answers it formatted', async () => {
    const { product, seller } = await listingForSale(300);
    const buyer = await signedInUser('buyer');
    const res = await book(buyer, product._id, { phone: '+880 1811-556677' });
    expect(res.status).toBe(201);
    const { insertedId } = await res.json<{ insertedId: string }>();
    const [row] = await testDb().select().from(bookings).where(eq(bookings.id, insertedId));
    expect(row!.phone).toBe('+8801811556677');
    const buyers = await api('/mybuyers', { headers: seller.auth });
    expect(await buyers.json()).toEqual([expect.objectContaining({ phone: '01811-556677' })]);
  });

  it('refuses a booking with a number that is not a Bangladeshi mobile, saying what it expects', async () => {
    const { product } = await listingForSale(300);
    const buyer = await signedInUser('buyer');
    const res = await book(buyer, product._id, { phone: '+44 20 7946 0958' });
    expect(res.status).toBe(400);
    const body = await res.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.issues).toContainEqual({
      path: 'phone',
      message: 'Enter a Bangladeshi mobile number, like 01711-234567 or +880 1711-234567.',
    });
    expect(await testDb().select().from(bookings).where(eq(bookings.buyerId, buyer.user.id))).toHaveLength(0);
  });

  it("shows a listing's number formatted in the public lists", async () => {
    const { product } = await listingForSale(300);
    const [row] = await testDb().select({ phone: products.phone }).from(products).where(eq(products.id, product._id));
    const list = await api('/allproduct');
    const shown = (await list.json<{ _id: string; phone: string }[]>()).find((p) => p._id === product._id);
    expect(shown!.phone).toBe(formatPhone(row!.phone));
    expect(shown!.phone).toMatch(/^01[3-9]\d{2}-\d{6}$/);
  });
});

// The migration's SQL, run again on rows written the old way (migrations already ran on this D1).
describe('migration 0005: numbers stored before the rule', () => {
  it('stores what reads as a Bangladeshi mobile number in the one form, and leaves the rest as typed', async () => {
    const { product } = await listingForSale(300);
    const set = (phone: string) => testDb().update(products).set({ phone }).where(eq(products.id, product._id));
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0005'))!;
    const productsUpdate = migration.queries.find((q) => q.includes('UPDATE products'))!;
    const read = async () =>
      (await testDb().select({ phone: products.phone }).from(products).where(eq(products.id, product._id)))[0]!.phone;

    for (const [before, after] of [
      ['01711-234567', '+8801711234567'],
      ['+880 1811 556677', '+8801811556677'],
      ['880-1911-223344', '+8801911223344'],
      ['02-9123456', '02-9123456'],
    ] as const) {
      await set(before);
      await env.DB.prepare(productsUpdate).run();
      expect(await read()).toBe(after);
    }
  });
});
