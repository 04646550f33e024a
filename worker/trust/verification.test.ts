import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, users, verificationRequests } from '../db/schema';
import { api, json, signedInUser, testDb } from '../test/fixtures';
import { makeSigningKey, serveGoogleKeys, signedIdToken, type SigningKey } from '../test/identity';
import type { Account } from '../test/orders';

const asAdmin = () => signedInUser('admin', { email: 'admin@thanda.test' });
const put = (path: string, body: unknown, auth: Record<string, string>) =>
  api(path, { ...json(body, auth), method: 'PUT' });

let google: SigningKey;
beforeAll(async () => {
  google = await makeSigningKey('google-verification');
});
beforeEach(() => {
  serveGoogleKeys(google);
});
afterEach(() => vi.restoreAllMocks());

/** The ID token the seller's Firebase account gives once it holds a confirmed number. */
const phoneProof = (who: Account, phone = '+8801711234567', uid = who.user.firebaseUid ?? '') =>
  signedIdToken(google, { email: who.user.email, sub: uid, email_verified: true, phone_number: phone });

const request = async (who: Account, idToken: string | Promise<string>, note?: string) =>
  api('/verification-requests', json({ idToken: await idToken, ...(note && { note }) }, who.auth));

async function mine(who: Account) {
  return (await api('/verification-requests/mine', { headers: who.auth })).json<{
    verified: boolean;
    request: { _id: string; phone: string; note: string | null; outcome: string | null; reason: string | null } | null;
  }>();
}

async function waiting(admin: Account) {
  const queue = await (
    await api('/dashboard/moderation', { headers: admin.auth })
  ).json<{
    verifications: {
      _id: string;
      sellerId: string;
      phone: string;
      note: string | null;
      suspended: boolean;
      sameNumberSellers: number;
    }[];
  }>();
  return queue.verifications;
}

const auditOf = (sellerId: string) =>
  testDb().select().from(auditLog).where(eq(auditLog.targetId, sellerId)).orderBy(auditLog.createdAt);

describe('verification requests', () => {
  it('come from a seller with a phone number confirmed on their own Firebase account, one waiting at a time', async () => {
    const seller = await signedInUser('seller');
    expect(await mine(seller)).toEqual({ sellerId: seller.user.id, verified: false, request: null });
    expect((await api('/verification-requests', json({ idToken: await phoneProof(seller) }))).status).toBe(401);
    const buyer = await signedInUser('buyer');
    expect((await request(buyer, phoneProof(buyer))).status).toBe(403);
    expect((await api('/verification-requests/mine', { headers: buyer.auth })).status).toBe(403);

    const noPhone = await request(
      seller,
      signedIdToken(google, { email: seller.user.email, sub: seller.user.firebaseUid! }),
    );
    expect(noPhone.status).toBe(400);
    expect(await noPhone.json()).toMatchObject({
      message: 'Confirm your phone number with the code we text you first.',
    });
    const someoneElse = await signedInUser('seller');
    expect((await request(seller, phoneProof(someoneElse))).status).toBe(403);
    expect((await request(seller, phoneProof(seller, '+14155550100'))).status).toBe(400);
    expect((await request(seller, 'not-a-token')).status).toBe(401);
    expect((await request(seller, phoneProof(seller), 'x'.repeat(501))).status).toBe(400);

    const sent = await request(seller, phoneProof(seller), 'I sell from my shop in Mirpur 10.');
    expect(sent.status).toBe(201);
    expect((await request(seller, phoneProof(seller))).status).toBe(409);
    expect(await mine(seller)).toMatchObject({
      verified: false,
      request: { phone: '+8801711234567', note: 'I sell from my shop in Mirpur 10.', outcome: null },
    });

    const verified = await signedInUser('seller', { verified: true });
    const again = await request(verified, phoneProof(verified));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'You are verified already.' });
  });

  it('are refused to a suspended seller, who cannot be verified from the queue either', async () => {
    const seller = await signedInUser('seller');
    const suspend = () =>
      testDb()
        .update(users)
        .set({ suspendedAt: new Date(), suspensionReason: 'Reported' })
        .where(eq(users.id, seller.user.id));
    await suspend();
    const refused = await request(seller, phoneProof(seller));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ reason: 'account-suspended' });

    // Suspended after asking: the queue says so, and only a decline goes through.
    await testDb().update(users).set({ suspendedAt: null }).where(eq(users.id, seller.user.id));
    expect((await request(seller, phoneProof(seller))).status).toBe(201);
    await suspend();
    const admin = await asAdmin();
    const [waitingRequest] = (await waiting(admin)).filter((r) => r.sellerId === seller.user.id);
    expect(waitingRequest).toMatchObject({ suspended: true });
    const verify = await put(`/moderation/verification-requests/${waitingRequest!._id}/verify`, {}, admin.auth);
    expect(verify.status).toBe(409);
    expect(await verify.json()).toMatchObject({
      message: 'This seller is suspended: lift the suspension before you verify them, or decline.',
    });
    expect((await mine(seller)).verified).toBe(false);
    expect(
      (
        await put(
          `/moderation/verification-requests/${waitingRequest!._id}/decline`,
          { reason: 'Suspended' },
          admin.auth,
        )
      ).status,
    ).toBe(200);
  });

  it('show the admin how many other sellers gave the same number', async () => {
    const admin = await asAdmin();
    const phone = '+8801811000111';
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => signedInUser('seller')));
    for (const seller of [first!, second!]) expect((await request(seller, phoneProof(seller, phone))).status).toBe(201);
    expect((await request(third!, phoneProof(third!, '+8801811000222'))).status).toBe(201);
    const rows = await waiting(admin);
    const of = (seller: Account) => rows.find((r) => r.sellerId === seller.user.id)?.sameNumberSellers;
    expect([of(first!), of(second!), of(third!)]).toEqual([1, 1, 0]);
  });

  it('wait in the queue until an admin declines with a reason or verifies, and the seller reads the answer', async () => {
    const admin = await asAdmin();
    const seller = await signedInUser('seller');
    await request(seller, phoneProof(seller), 'Shop in Chattogram');
    const [first] = (await waiting(admin)).filter((r) => r.sellerId === seller.user.id);
    expect(first).toMatchObject({ phone: '+8801711234567', note: 'Shop in Chattogram' });
    const id = first!._id;

    for (const caller of [seller, await signedInUser('buyer')]) {
      expect((await api('/dashboard/moderation', { headers: caller.auth })).status).toBe(403);
      expect((await put(`/moderation/verification-requests/${id}/verify`, {}, caller.auth)).status).toBe(403);
      expect((await put(`/moderation/verification-requests/${id}/decline`, { reason: 'x' }, caller.auth)).status).toBe(
        403,
      );
    }
    expect((await put(`/moderation/verification-requests/${id}/decline`, {}, admin.auth)).status).toBe(400);
    const declined = await put(
      `/moderation/verification-requests/${id}/decline`,
      { reason: 'The number does not answer.' },
      admin.auth,
    );
    expect(declined.status).toBe(200);
    expect(await mine(seller)).toMatchObject({
      verified: false,
      request: { outcome: 'declined', reason: 'The number does not answer.' },
    });
    expect((await put(`/moderation/verification-requests/${id}/verify`, {}, admin.auth)).status).toBe(404);
    expect((await waiting(admin)).some((r) => r._id === id)).toBe(false);

    // Declined, they may ask again; this time the admin verifies them.
    expect((await request(seller, phoneProof(seller))).status).toBe(201);
    const second = (await mine(seller)).request!._id;
    expect((await put(`/moderation/verification-requests/${second}/verify`, {}, admin.auth)).status).toBe(200);
    expect(await mine(seller)).toMatchObject({ verified: true, request: { outcome: 'verified', reason: null } });
    const sellers = await (
      await api('/dashboard/allseller', { headers: admin.auth })
    ).json<{ _id: string; verified: boolean }[]>();
    expect(sellers.find((s) => s._id === seller.user.id)).toMatchObject({ verified: true });
    expect((await put(`/moderation/verification-requests/${second}/decline`, { reason: 'x' }, admin.auth)).status).toBe(
      404,
    );
    expect((await auditOf(seller.user.id)).map((e) => [e.action, e.reason, e.adminId])).toEqual([
      ['verification-declined', 'The number does not answer.', admin.user.id],
      ['seller-verified', null, admin.user.id],
    ]);
  });

  it('are answered by a verification from All Sellers too, and not for a removed seller', async () => {
    const admin = await asAdmin();
    const seller = await signedInUser('seller');
    await request(seller, phoneProof(seller));
    expect((await api(`/verifyseller/${seller.user.email}`, { method: 'PUT', headers: admin.auth })).status).toBe(200);
    expect(await mine(seller)).toMatchObject({ verified: true, request: { outcome: 'verified' } });
    expect((await auditOf(seller.user.id)).map((e) => e.action)).toEqual(['seller-verified']);

    const removed = await signedInUser('seller');
    await request(removed, phoneProof(removed));
    const id = (await mine(removed)).request!._id;
    expect((await api(`/user/${removed.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    // Verifying a removed seller from All Sellers changes nothing, their request included.
    expect((await api(`/verifyseller/${removed.user.email}`, { method: 'PUT', headers: admin.auth })).status).toBe(404);
    const [stillWaiting] = await testDb()
      .select({ decidedAt: verificationRequests.decidedAt })
      .from(verificationRequests)
      .where(eq(verificationRequests.id, id));
    expect(stillWaiting).toEqual({ decidedAt: null });
    expect((await waiting(admin)).some((r) => r._id === id)).toBe(false);
    expect((await put(`/moderation/verification-requests/${id}/verify`, {}, admin.auth)).status).toBe(404);
    expect((await auditOf(removed.user.id)).map((e) => e.action)).toEqual(['user-deleted']);
  });
});
