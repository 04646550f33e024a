import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { api, insertCategory, postListing, signedInUser, testDb } from '../test/fixtures';

describe('GET /api/listings/:id', () => {
  it('answers the listing, its seller panel and the nearest-priced listings of its category', async () => {
    const seller = await signedInUser('seller', { name: 'Rahim Uddin', verified: true });
    const category = await insertCategory();
    const other = await insertCategory();
    const listing = await postListing(seller, category.id, { price: 300 });
    const prices = [100, 250, 290, 320, 400, 900];
    const near: Record<number, string> = {};
    for (const price of prices) near[price] = (await postListing(seller, category.id, { price }))._id;
    await postListing(seller, other.id, { price: 300 });

    const res = await api(`/listings/${listing._id}`);
    expect(res.status).toBe(200);
    const page = await res.json<{
      _id: string;
      price: number;
      seller: { name: string; verified: boolean; activeListings: number; memberSince: string };
      similar: { _id: string; price: number }[];
    }>();
    expect(page).toMatchObject({ _id: listing._id, price: 300, sellerName: 'Rahim Uddin' });
    expect(page.seller).toMatchObject({ name: 'Rahim Uddin', verified: true, activeListings: 8 });
    expect(page.similar.map((item) => item.price)).toEqual([290, 320, 250, 400]);
    expect(page.similar.map((item) => item._id)).not.toContain(listing._id);
  });

  it('keeps a sold listing readable, and does not find a removed or unknown one', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const sold = await postListing(seller, category.id);
    await api(`/product/${sold._id}`, { method: 'PUT', headers: seller.auth });
    expect(await (await api(`/listings/${sold._id}`)).json()).toMatchObject({ _id: sold._id, paid: true });

    const removed = await postListing(seller, category.id);
    await api(`/product/${removed._id}`, { method: 'DELETE', headers: seller.auth });
    expect((await api(`/listings/${removed._id}`)).status).toBe(404);
    expect((await api('/listings/no-such-listing')).status).toBe(404);
  });

  it("leaves a deleted seller's listings out", async () => {
    const seller = await signedInUser('seller');
    const listing = await postListing(seller, (await insertCategory()).id);
    const admin = await signedInUser('buyer', { email: 'admin@thanda.test' });
    await api(`/user/${seller.user.id}`, { method: 'DELETE', headers: admin.auth });
    expect((await testDb().select().from(users).where(eq(users.id, seller.user.id)))[0]?.deletedAt).toBeTruthy();
    expect((await api(`/listings/${listing._id}`)).status).toBe(404);
  });
});
