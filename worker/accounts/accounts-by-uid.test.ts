/**
 * Accounts are keyed by the Firebase uid and privilege needs a verified e-mail
 * (docs/decisions/007-identity-and-money.md). Each case is a hole an attacker could use before.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import { users } from '../db/schema';
import { readAccessToken } from './tokens';
import { api, insertCategory, json, listingInput, signedInUser, testDb, uploadedImage } from '../test/fixtures';
import {
  emulatorIdToken,
  makeSigningKey,
  serveGoogleKeys,
  signedIdToken,
  type IdTokenClaims,
  type SigningKey,
} from '../test/identity';
import { listingForSale } from '../test/orders';

let google: SigningKey;
beforeAll(async () => {
  google = await makeSigningKey('google-uid');
});
afterEach(() => vi.restoreAllMocks());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs in with Firebase claims and answers our API's headers for that account, or the refusal. */
async function signIn(claims: IdTokenClaims) {
  serveGoogleKeys(google);
  const res = await api('/jwt', { headers: bearer(await signedIdToken(google, claims)) });
  vi.restoreAllMocks();
  if (res.status !== 200) return { res, auth: null, userId: null };
  const { accessToken } = await res.json<{ accessToken: string }>();
  return {
    res,
    auth: bearer(accessToken),
    userId: (await readAccessToken(accessToken, env.JWT_SECRET))?.userId ?? null,
  };
}

const row = async (id: string) => (await testDb().select().from(users).where(eq(users.id, id)).get())!;

describe('admin rights from ADMIN_EMAILS', () => {
  it('are not given to an unverified sign-up with an admin address', async () => {
    const { auth, userId } = await signIn({ email: 'chief@example.test', sub: 'uid-squatter', email_verified: false });
    expect((await row(userId!)).role).toBe('buyer');
    expect(await (await api('/users/admin/chief@example.test', { headers: auth! })).json()).toEqual({ isAdmin: false });
    expect((await api('/dashboard/allbuyer', { headers: auth! })).status).toBe(403);
  });

  it('are given while the address is verified, and lost when the owner moves to an unverified address', async () => {
    const admin = await signIn({ email: 'admin@thanda.test', sub: 'uid-real-admin', email_verified: true });
    expect((await api('/dashboard/allbuyer', { headers: admin.auth! })).status).toBe(200);
    // The same Firebase account, its e-mail changed to an address it has not verified.
    const moved = await signIn({ email: 'elsewhere@example.test', sub: 'uid-real-admin', email_verified: false });
    expect(moved.userId).toBe(admin.userId);
    expect((await api('/dashboard/allbuyer', { headers: moved.auth! })).status).toBe(403);
    expect((await row(admin.userId!)).email).toBe('admin@thanda.test');
  });
});

describe('a different Firebase uid with an e-mail that has an account', () => {
  it('never takes over the account, its listings or its buyers', async () => {
    const { seller } = await listingForSale();
    const intruder = await signIn({ email: seller.user.email, sub: 'uid-intruder', email_verified: true });
    expect(intruder.res.status).toBe(409);
    expect(await intruder.res.json()).toMatchObject({ reason: 'email-taken' });
    const unverified = await signIn({ email: seller.user.email, sub: 'uid-intruder-2', email_verified: false });
    expect(unverified.res.status).toBe(409);
  });

  it('gets nothing from a deleted account with that e-mail', async () => {
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const { seller } = await listingForSale();
    await api(`/user/${seller.user.id}`, { method: 'DELETE', headers: admin.auth });
    const newcomer = await signIn({ email: seller.user.email, sub: 'uid-new-owner-of-address', email_verified: true });
    expect(newcomer.res.status).toBe(403);
    expect(
      (await testDb().select().from(users).where(eq(users.email, seller.user.email))).map((u) => u.firebaseUid),
    ).toEqual([seller.user.firebaseUid]);
  });

  it('gets nothing from a deleted account that never verified the e-mail either', async () => {
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const banned = await signIn({ email: 'banned@example.test', sub: 'uid-banned', email_verified: false });
    await api(`/user/${banned.userId}`, { method: 'DELETE', headers: admin.auth });
    // The same person with a new Firebase account, this time verified.
    const again = await signIn({ email: 'banned@example.test', sub: 'uid-banned-again', email_verified: true });
    expect(again.res.status).toBe(403);
    expect(await again.res.json()).toMatchObject({ reason: 'account-deleted' });
    expect(await row(banned.userId!)).toMatchObject({ email: 'banned@example.test', firebaseUid: 'uid-banned' });
  });

  it('cannot squat an address: an account that never verified it gives it up to its verified owner', async () => {
    const squatter = await signIn({ email: 'owner@example.test', sub: 'uid-squatter-2', email_verified: false });
    // The squatter's Firebase account is deleted or renamed; the owner signs up and verifies.
    const owner = await signIn({ email: 'owner@example.test', sub: 'uid-real-owner', email_verified: true });
    expect(owner.res.status).toBe(200);
    expect(owner.userId).not.toBe(squatter.userId);
    expect(await row(owner.userId!)).toMatchObject({
      email: 'owner@example.test',
      emailVerified: true,
      firebaseUid: 'uid-real-owner',
    });
    expect((await row(squatter.userId!)).email).toMatch(/@accounts\.thanda\.invalid$/);
  });

  it('cannot take another account’s address by changing its own e-mail to it unverified', async () => {
    const victim = await signedInUser('seller');
    const attacker = await signIn({ email: 'attacker@example.test', sub: 'uid-attacker', email_verified: true });
    const renamed = await signIn({ email: victim.user.email, sub: 'uid-attacker', email_verified: false });
    expect(renamed.userId).toBe(attacker.userId);
    expect((await row(attacker.userId!)).email).toBe('attacker@example.test');
    const mine = await api(`/product/${victim.user.email}`, { headers: renamed.auth! });
    expect(mine.status).toBe(403);
  });
});

describe('accounts made before uids were stored', () => {
  async function legacyAccount(email: string) {
    const { user } = await signedInUser('seller', { email });
    await testDb().update(users).set({ firebaseUid: null, emailVerified: false }).where(eq(users.id, user.id));
    return user;
  }

  it('are bound to the first uid that signs in with the address verified', async () => {
    const old = await legacyAccount('legacy@example.test');
    const owner = await signIn({ email: 'legacy@example.test', sub: 'uid-legacy-owner', email_verified: true });
    expect(owner.userId).toBe(old.id);
    expect(await row(old.id)).toMatchObject({ firebaseUid: 'uid-legacy-owner', emailVerified: true });
    const other = await signIn({ email: 'legacy@example.test', sub: 'uid-legacy-other', email_verified: true });
    expect(other.res.status).toBe(409);
  });

  it('are not bound to an unverified sign-in, which is told to verify', async () => {
    const old = await legacyAccount('legacy2@example.test');
    const attempt = await signIn({ email: 'legacy2@example.test', sub: 'uid-legacy2', email_verified: false });
    expect(attempt.res.status).toBe(403);
    expect(await attempt.res.json()).toMatchObject({ reason: 'email-unverified' });
    expect((await row(old.id)).firebaseUid).toBeNull();
  });
});

describe('publishing needs a verified e-mail', () => {
  it('refuses an unverified seller’s new listing, edit and sale, but lets them upload, and lets buyers book unverified', async () => {
    const seller = await signedInUser('seller', { emailVerified: false });
    const category = await insertCategory();
    const img = await uploadedImage(seller.auth);
    const create = await api('/product', json(listingInput(category.id, img), seller.auth));
    expect(create.status).toBe(403);
    expect(await create.json()).toEqual({
      reason: 'email-unverified',
      params: {},
      message: 'Verify your e-mail address before you publish or edit listings.',
    });

    const { product, seller: verifiedSeller } = await listingForSale();
    await testDb().update(users).set({ emailVerified: false }).where(eq(users.id, verifiedSeller.user.id));
    const edit = await api(`/product/${product._id}`, {
      ...json({ name: 'Changed' }, verifiedSeller.auth),
      method: 'PATCH',
    });
    expect(edit.status).toBe(403);

    const buyer = await signedInUser('buyer', { emailVerified: false });
    const booking = await api(
      '/bookings',
      json({ productId: product._id, phone: '01911-223344', location: 'Dhaka' }, buyer.auth),
    );
    expect(booking.status).toBe(201);
    // Nor may the unverified seller mark it sold, to anyone or to this buyer at the meet-up (which
    // would let the buyer review them).
    const { insertedId } = await booking.clone().json<{ insertedId: string }>();
    for (const sold of [
      await api(`/product/${product._id}`, { method: 'PUT', headers: verifiedSeller.auth }),
      await api(`/bookings/${insertedId}/sold-in-person`, { method: 'POST', headers: verifiedSeller.auth }),
    ]) {
      expect(sold.status).toBe(403);
      expect(await sold.json()).toMatchObject({ reason: 'email-unverified' });
    }
    expect((await api('/wishlist', json({ productId: product._id }, buyer.auth))).status).toBe(201);
  });

  it('lets a seller publish once the e-mail is verified at the next sign-in', async () => {
    serveGoogleKeys(google);
    const idToken = await signedIdToken(google, { email: 'newseller@example.test', sub: 'uid-newseller' });
    expect(
      (
        await api(
          '/users',
          json({ name: 'New Seller', email: 'newseller@example.test', role: 'seller' }, bearer(idToken)),
        )
      ).status,
    ).toBe(201);
    vi.restoreAllMocks();
    const unverified = await signIn({ email: 'newseller@example.test', sub: 'uid-newseller', email_verified: false });
    const category = await insertCategory();
    const early = await uploadedImage(unverified.auth!);
    expect((await api('/product', json(listingInput(category.id, early), unverified.auth!))).status).toBe(403);
    const verified = await signIn({ email: 'newseller@example.test', sub: 'uid-newseller', email_verified: true });
    const img = await uploadedImage(verified.auth!);
    expect((await api('/product', json(listingInput(category.id, img), verified.auth!))).status).toBe(201);
  });
});

describe('emulator tokens', () => {
  const emulatorEnv = { ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
  const token = () => emulatorIdToken({ email: 'emu-host@example.test' });

  it('are accepted on a loopback host only', async () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(
        (await app.request(`http://${host}/api/jwt`, { headers: bearer(token()) }, emulatorEnv)).status,
        host,
      ).toBe(200);
    }
    for (const host of ['thanda-local.example.workers.dev', 'thanda.com.bd', 'localhost.evil.test']) {
      expect(
        (await app.request(`https://${host}/api/jwt`, { headers: bearer(token()) }, emulatorEnv)).status,
        host,
      ).toBe(401);
    }
  });
});
