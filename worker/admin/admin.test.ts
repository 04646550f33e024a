import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, products, users } from '../db/schema';
import { api, insertCategory, json, signedInUser, testDb } from '../test/fixtures';
import { adminRoutes } from './admin-routes';

const asAdmin = () => signedInUser('admin', { email: 'admin@thanda.test' });

const adminCalls = [
  { method: 'GET', path: () => '/dashboard/allbuyer' },
  { method: 'GET', path: () => '/dashboard/allseller' },
  { method: 'DELETE', path: (id: string) => `/user/${id}` },
  { method: 'PUT', path: (_id: string, email: string) => `/verifyseller/${email}` },
];

describe('admin calls', () => {
  for (const call of adminCalls) {
    it(`${call.method} ${call.path(':id', ':email')} refuses anonymous callers, buyers and sellers`, async () => {
      const target = await signedInUser('seller');
      const path = call.path(target.user.id, target.user.email);
      expect((await api(path, { method: call.method })).status).toBe(401);
      for (const role of ['buyer', 'seller'] as const) {
        const caller = await signedInUser(role);
        const res = await api(path, { method: call.method, headers: caller.auth });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          reason: 'forbidden',
          params: {},
          message: 'You do not have permission to do that.',
        });
      }
      const [row] = await testDb().select().from(users).where(eq(users.id, target.user.id));
      expect(row).toMatchObject({ deletedAt: null, verified: false });
    });
  }
});

describe('every admin route', () => {
  // Each handler asks for an admin itself (no middleware does): a route that forgot would answer here.
  const routes = adminRoutes.routes.filter((route) => route.method !== 'ALL');

  it('is walked: there are admin routes to check', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  for (const { method, path } of routes) {
    it(`${method} ${path} refuses anonymous callers, buyers and sellers, whatever they send`, async () => {
      const target = await signedInUser('seller');
      const url = path.replace(/:\w+/g, target.user.id);
      const send = (headers: Record<string, string>, body: string) =>
        api(url, {
          method,
          headers: { ...headers, 'Content-Type': 'application/json' },
          ...(method !== 'GET' && { body }),
        });
      expect((await send({}, '{}')).status).toBe(401);
      for (const role of ['buyer', 'seller'] as const) {
        const caller = await signedInUser(role);
        for (const body of ['{}', '{', '{"reason":"Spam listings","until":"2999-01-01T00:00:00.000Z"}']) {
          const res = await send(caller.auth, body);
          expect(res.status, `${role} ${body}`).toBe(403);
        }
      }
      const [row] = await testDb().select().from(users).where(eq(users.id, target.user.id));
      expect(row).toMatchObject({ deletedAt: null, verified: false, suspendedAt: null });
    });
  }
});

describe('GET /api/dashboard/allbuyer and allseller', () => {
  it('list the users of each role with _id, name and e-mail; sellers carry verified', async () => {
    const admin = await asAdmin();
    const buyer = await signedInUser('buyer', { name: 'Farhana' });
    const seller = await signedInUser('seller', { name: 'Rahim', verified: true });

    // Storage is shared by the tests of a file, so other tests' users may be listed too.
    const buyers = await (await api('/dashboard/allbuyer', { headers: admin.auth })).json<{ role: string }[]>();
    expect(buyers).toContainEqual({
      _id: buyer.user.id,
      name: 'Farhana',
      email: buyer.user.email,
      role: 'buyer',
      configuredAdmin: false,
      technician: false,
    });
    expect(buyers.every((user) => user.role === 'buyer')).toBe(true);

    const sellers = await (await api('/dashboard/allseller', { headers: admin.auth })).json<{ role: string }[]>();
    expect(sellers).toContainEqual({
      _id: seller.user.id,
      name: 'Rahim',
      email: seller.user.email,
      role: 'seller',
      configuredAdmin: false,
      technician: false,
      verified: true,
    });
    expect(sellers.every((user) => user.role === 'seller')).toBe(true);
  });
});

/** A listing's row, written straight to the table. */
const productRow = (id: string, sellerId: string, categoryId: string) => ({
  id,
  sellerId,
  categoryId,
  name: `AC ${id}`,
  about: 'Works well.',
  priceMinor: 30000,
  originalPriceMinor: 60000,
  purchaseYear: 2021,
  location: 'Mirpur, Dhaka',
  phone: '01711-000000',
  img: '/api/images/x.webp',
});

describe('DELETE /api/user/:id', () => {
  it('blocks the user, takes their unsold products off the listings and keeps bookings', async () => {
    const admin = await asAdmin();
    const seller = await signedInUser('seller');
    const buyer = await signedInUser('buyer');
    const category = await insertCategory();
    const product = (id: string, paid: boolean) => ({
      ...productRow(id, seller.user.id, category.id),
      paid,
      advertise: true,
    });
    const db = testDb();
    await db.insert(products).values([product('unsold', false), product('sold', true)]);
    await db.insert(bookings).values({
      id: 'booking-1',
      productId: 'sold',
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      phone: '01800-000000',
      location: 'Dhaka',
      priceMinor: 30000,
      paid: true,
    });

    const res = await api(`/user/${seller.user.id}`, { method: 'DELETE', headers: admin.auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ acknowledged: true, deletedCount: 1 });

    const [unsold] = await db.select().from(products).where(eq(products.id, 'unsold'));
    const [sold] = await db.select().from(products).where(eq(products.id, 'sold'));
    expect(unsold?.removedAt).not.toBeNull();
    expect(unsold?.advertise).toBe(false);
    expect(sold?.removedAt).toBeNull();
    expect(await db.select().from(bookings).where(eq(bookings.id, 'booking-1'))).toHaveLength(1);
    const sellers = await (await api('/dashboard/allseller', { headers: admin.auth })).json<{ _id: string }[]>();
    expect(sellers.map((s) => s._id)).not.toContain(seller.user.id);
  });

  it('does not let an admin delete themself', async () => {
    const admin = await asAdmin();
    const res = await api(`/user/${admin.user.id}`, { method: 'DELETE', headers: admin.auth });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      reason: 'cannot-remove-self',
      params: {},
      message: 'You cannot delete your own account.',
    });
  });

  it('refuses to delete or suspend another configured admin, and changes nothing of theirs', async () => {
    const admin = await asAdmin();
    // Registered as a seller before the address went into ADMIN_EMAILS: listed among the sellers.
    const chief = await signedInUser('seller', { email: 'chief@example.test' });
    const category = await insertCategory();
    await testDb()
      .insert(products)
      .values(productRow('chief-listing', chief.user.id, category.id));

    const deletion = await api(`/user/${chief.user.id}`, { method: 'DELETE', headers: admin.auth });
    expect(deletion.status).toBe(403);
    expect(await deletion.json()).toEqual({
      reason: 'cannot-remove-admin',
      params: {},
      message: 'An admin of this deployment (ADMIN_EMAILS) cannot be deleted.',
    });
    const suspension = await api(`/moderation/users/${chief.user.id}/suspend`, {
      ...json({ reason: 'Spam' }, admin.auth),
      method: 'PUT',
    });
    expect(suspension.status).toBe(403);
    expect(await suspension.json()).toEqual({
      reason: 'cannot-suspend-admin',
      params: {},
      message: 'An admin cannot be suspended.',
    });

    const db = testDb();
    const [row] = await db.select().from(users).where(eq(users.id, chief.user.id));
    expect(row).toMatchObject({ deletedAt: null, suspendedAt: null });
    const [listing] = await db.select().from(products).where(eq(products.id, 'chief-listing'));
    expect(listing?.removedAt).toBeNull();
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, chief.user.id))).toEqual([]);
    expect((await api('/users/me', { headers: chief.auth })).status).toBe(200);
    // The admins' table says so, and the SPA offers no Delete or Suspend on them.
    const sellers = await (await api('/dashboard/allseller', { headers: admin.auth })).json<{ _id: string }[]>();
    expect(sellers).toContainEqual(expect.objectContaining({ _id: chief.user.id, configuredAdmin: true }));
  });

  it('answers 404 for an unknown or already deleted user', async () => {
    const admin = await asAdmin();
    expect((await api('/user/no-such-user', { method: 'DELETE', headers: admin.auth })).status).toBe(404);
    const buyer = await signedInUser('buyer');
    await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth });
    const again = await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth });
    expect(again.status).toBe(404);
  });
});

describe('PUT /api/verifyseller/:email', () => {
  it('verifies a seller once', async () => {
    const admin = await asAdmin();
    const seller = await signedInUser('seller');
    const first = await api(`/verifyseller/${seller.user.email}`, { method: 'PUT', headers: admin.auth });
    expect(await first.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const second = await api(`/verifyseller/${seller.user.email}`, { method: 'PUT', headers: admin.auth });
    expect(await second.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    const [row] = await testDb().select().from(users).where(eq(users.id, seller.user.id));
    expect(row?.verified).toBe(true);
  });

  it('refuses a suspended seller until the suspension ends, writing nothing', async () => {
    const admin = await asAdmin();
    const seller = await signedInUser('seller');
    const suspension = (body: object) => ({ ...json(body, admin.auth), method: 'PUT' });
    await api(`/moderation/users/${seller.user.id}/suspend`, suspension({ reason: 'Fake listings' }));

    const refused = await api(`/verifyseller/${seller.user.email}`, { method: 'PUT', headers: admin.auth });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/suspended/) });
    const [row] = await testDb().select().from(users).where(eq(users.id, seller.user.id));
    expect(row?.verified).toBe(false);
    const entries = await testDb().select().from(auditLog).where(eq(auditLog.targetId, seller.user.id));
    expect(entries.map((entry) => entry.action)).toEqual(['user-suspended']);

    await api(`/moderation/users/${seller.user.id}/unsuspend`, suspension({}));
    const verified = await api(`/verifyseller/${seller.user.email}`, { method: 'PUT', headers: admin.auth });
    expect(await verified.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
  });

  it('answers 404 for a buyer or an unknown e-mail, and 400 for a malformed one', async () => {
    const admin = await asAdmin();
    const buyer = await signedInUser('buyer');
    expect((await api(`/verifyseller/${buyer.user.email}`, { method: 'PUT', headers: admin.auth })).status).toBe(404);
    expect((await api('/verifyseller/nobody@example.test', { method: 'PUT', headers: admin.auth })).status).toBe(404);
    // Without an @ it names a seller by id (caller-lists.test.ts); with one, it must be an address.
    expect((await api('/verifyseller/not@an-email', { method: 'PUT', headers: admin.auth })).status).toBe(400);
  });
});
