import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { api, json, postListing, signedInUser, testDb } from '../test/fixtures';
import { sendOverHttp, startConversation } from '../test/conversations';
import { bookingId, listingForSale, type Account } from '../test/orders';

const startSelling = (who?: Account) => api('/users/me/selling', { method: 'POST', headers: who?.auth ?? {} });

const entriesAbout = (userId: string) => testDb().select().from(auditLog).where(eq(auditLog.targetId, userId)).all();

const storedRole = async (userId: string) =>
  (await testDb().select({ role: users.role }).from(users).where(eq(users.id, userId)).get())?.role;

describe('POST /api/users/me/selling', () => {
  it('makes a buyer a seller who keeps their orders, wish list and conversations, and records it', async () => {
    const buyer = await signedInUser('buyer', { name: 'Karim Ahmed' });
    const booked = await listingForSale(300);
    const wished = await listingForSale(320);
    const talked = await listingForSale(340);
    const booking = await bookingId(buyer, booked.product._id);
    expect((await api('/wishlist', json({ productId: wished.product._id }, buyer.auth))).status).toBe(201);
    const conversationId = await startConversation(buyer, talked.product._id);
    expect((await sendOverHttp(buyer, conversationId, 'Is it still cold?')).status).toBe(201);

    const res = await startSelling(buyer);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      _id: buyer.user.id,
      name: 'Karim Ahmed',
      email: buyer.user.email,
      role: 'seller',
      technician: false,
    });

    // The same access token now carries a seller: the role is read from the row on every request.
    expect(await (await api('/users/me', { headers: buyer.auth })).json()).toMatchObject({ role: 'seller' });
    expect(await (await api('/myorders', { headers: buyer.auth })).json()).toEqual([
      expect.objectContaining({ _id: booking, productId: booked.product._id }),
    ]);
    expect(await (await api('/wishlist', { headers: buyer.auth })).json()).toEqual([
      expect.objectContaining({ productId: wished.product._id }),
    ]);
    expect(await (await api('/conversations', { headers: buyer.auth })).json()).toMatchObject({
      conversations: [{ _id: conversationId, productId: talked.product._id, side: 'buyer' }],
    });
    // And they may list now.
    const listing = await postListing(buyer, booked.category.id, { name: 'My old Gree' });
    expect(listing).toMatchObject({ name: 'My old Gree', sellerId: buyer.user.id });

    expect(await entriesAbout(buyer.user.id)).toEqual([
      expect.objectContaining({
        adminId: buyer.user.id,
        action: 'user-started-selling',
        targetType: 'user',
        targetId: buyer.user.id,
      }),
    ]);
  });

  it('answers a seller with their account and changes nothing: calling again is harmless', async () => {
    const buyer = await signedInUser('buyer');
    expect((await startSelling(buyer)).status).toBe(200);
    const again = await startSelling(buyer);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ _id: buyer.user.id, role: 'seller' });
    expect(await entriesAbout(buyer.user.id)).toHaveLength(1);

    const seller = await signedInUser('seller');
    const res = await startSelling(seller);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ _id: seller.user.id, role: 'seller' });
    expect(await entriesAbout(seller.user.id)).toEqual([]);
  });

  it('refuses an admin, whose role comes from the deployment', async () => {
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const res = await startSelling(admin);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      reason: 'admin-cannot-sell',
      params: {},
      message: 'An admin account cannot post ads. To sell, sign in with an account of your own.',
    });
    expect(await storedRole(admin.user.id)).toBe('admin');
    expect(await entriesAbout(admin.user.id)).toEqual([]);
  });

  it('refuses a suspended buyer, as other writes do, and lets them once the suspension ends', async () => {
    const buyer = await signedInUser('buyer');
    await testDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, buyer.user.id));
    const res = await startSelling(buyer);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ reason: 'account-suspended' });
    expect(await storedRole(buyer.user.id)).toBe('buyer');
    expect(await entriesAbout(buyer.user.id)).toEqual([]);

    const ended = new Date(Date.now() - 60_000);
    await testDb().update(users).set({ suspendedUntil: ended }).where(eq(users.id, buyer.user.id));
    expect((await startSelling(buyer)).status).toBe(200);
    expect(await storedRole(buyer.user.id)).toBe('seller');
  });

  it('requires a signed-in, active account', async () => {
    const signedOut = await startSelling();
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ reason: 'sign-in-required' });

    const garbage = await api('/users/me/selling', {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.token' },
    });
    expect(garbage.status).toBe(401);

    const leaving = await signedInUser('buyer');
    await testDb().update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.user.id));
    const deleted = await startSelling(leaving);
    expect(deleted.status).toBe(401);
    expect(await deleted.json()).toMatchObject({ reason: 'account-inactive' });
    expect(await storedRole(leaving.user.id)).toBe('buyer');
  });
});
