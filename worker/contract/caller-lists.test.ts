/**
 * The e-mail-free ways to the caller's own things (the review of December 2026): the token says who
 * is asking, so no address goes into a URL, and each answers about the caller only. The SPEC's
 * e-mail-shaped addresses keep working beside them, with the same rules (users.test.ts,
 * listings.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { api, json, signedInUser } from '../test/fixtures';
import { bookingId, listingForSale, type Account } from '../test/orders';

const asAdmin = () => signedInUser('admin', { email: 'admin@thanda.test' });
const get = async <T>(path: string, who: Account) => {
  const res = await api(path, { headers: who.auth });
  expect(res.status, path).toBe(200);
  return res.json<T>();
};
const ids = (items: { _id: string }[]) => items.map((item) => item._id);

describe('GET /api/users/me', () => {
  it("answers the caller's own account and role, and nobody's without a token", async () => {
    const seller = await signedInUser('seller', { name: 'Rahim' });
    const buyer = await signedInUser('buyer', { name: 'Farhana' });
    const admin = await asAdmin();
    expect(await get('/users/me', seller)).toEqual({
      _id: seller.user.id,
      name: 'Rahim',
      email: seller.user.email,
      role: 'seller',
      technician: false,
    });
    expect(await get('/users/me', buyer)).toMatchObject({ _id: buyer.user.id, role: 'buyer' });
    expect(await get('/users/me', admin)).toMatchObject({ _id: admin.user.id, role: 'admin' });
    expect((await api('/users/me')).status).toBe(401);
  });
});

describe('GET /api/product/mine', () => {
  it("answers the caller's listings only, sold ones included", async () => {
    const mine = await listingForSale();
    const theirs = await listingForSale();
    const buyer = await signedInUser('buyer');
    expect((await api(`/product/${mine.product._id}`, { method: 'PUT', headers: mine.seller.auth })).status).toBe(200);

    const listed = await get<{ _id: string; paid: boolean; email: string }[]>('/product/mine', mine.seller);
    expect(listed).toEqual([expect.objectContaining({ _id: mine.product._id, paid: true })]);
    expect(ids(await get('/product/mine', theirs.seller))).toEqual([theirs.product._id]);
    expect(await get('/product/mine', buyer)).toEqual([]);
    expect((await api('/product/mine')).status).toBe(401);
    // The SPEC's address answers the same, and only to the seller or an admin.
    expect(await get(`/product/${mine.seller.user.email}`, mine.seller)).toEqual(listed);
    expect(await get(`/product/${mine.seller.user.email}`, await asAdmin())).toEqual(listed);
    expect((await api(`/product/${mine.seller.user.email}`, { headers: theirs.seller.auth })).status).toBe(403);
  });
});

describe('GET /api/myorders and /api/wishlist without ?email=', () => {
  it("answer the caller's own bookings and wishes, never another buyer's", async () => {
    const { product } = await listingForSale();
    const other = await listingForSale();
    const [first, second] = [await signedInUser('buyer'), await signedInUser('buyer')];
    const firstBooking = await bookingId(first, product._id);
    const secondBooking = await bookingId(second, other.product._id);
    expect((await api('/wishlist', json({ productId: other.product._id }, first.auth))).status).toBe(201);

    expect(ids(await get('/myorders', first))).toEqual([firstBooking]);
    expect(ids(await get('/myorders', second))).toEqual([secondBooking]);
    expect(await get('/wishlist', first)).toEqual([expect.objectContaining({ productId: other.product._id })]);
    expect(await get('/wishlist', second)).toEqual([]);
    for (const path of ['/myorders', '/wishlist']) {
      expect((await api(path)).status).toBe(401);
      const someoneElse = `${path}?email=${encodeURIComponent(second.user.email)}`;
      expect((await api(someoneElse, { headers: first.auth })).status).toBe(403);
    }
  });
});

describe('PUT /api/verifyseller/:seller', () => {
  it("takes the seller's id as well as the SPEC's e-mail address", async () => {
    const admin = await asAdmin();
    const [byId, byEmail] = [await signedInUser('seller'), await signedInUser('seller')];
    const put = (seller: string) => api(`/verifyseller/${seller}`, { method: 'PUT', headers: admin.auth });
    expect(await (await put(byId.user.id)).json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(await (await put(byEmail.user.email)).json()).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
    });
    expect(await (await put(byId.user.id)).json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    const sellers = await get<{ _id: string; verified: boolean }[]>('/dashboard/allseller', admin);
    for (const seller of [byId, byEmail])
      expect(sellers).toContainEqual(expect.objectContaining({ _id: seller.user.id, verified: true }));
    expect((await put('no-such-seller')).status).toBe(404);
    const buyer = await signedInUser('buyer');
    expect((await put(buyer.user.id)).status).toBe(404);
  });
});
