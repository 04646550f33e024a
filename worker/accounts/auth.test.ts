import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import { bookings, users, wishlistItems } from '../db/schema';
import { api, json, signedInUser, testDb } from '../test/fixtures';
import { emulatorIdToken, makeSigningKey, serveGoogleKeys, signedIdToken, type SigningKey } from '../test/identity';
import { acceptsEmulatorTokens } from '../lib/config';
import { readAccessToken } from './tokens';
import { book, listingForSale } from '../test/orders';

let google: SigningKey;
let stranger: SigningKey;

beforeAll(async () => {
  google = await makeSigningKey('google-1');
  stranger = await makeSigningKey('google-1');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const now = () => Math.floor(Date.now() / 1000);

async function exchange(token: string, query = '') {
  return api(`/jwt${query}`, { headers: bearer(token) });
}

async function userIdOf(res: Response) {
  const { accessToken } = await res.json<{ accessToken: string }>();
  return (await readAccessToken(accessToken, env.JWT_SECRET))?.userId ?? null;
}

describe('GET /api/jwt with Google-signed ID tokens', () => {
  it('registers a new identity as a buyer and answers an access token for it', async () => {
    serveGoogleKeys(google);
    const token = await signedIdToken(google, { email: 'Mina@Example.test', name: 'Mina Rahman' });
    const res = await exchange(token);
    expect(res.status).toBe(200);
    const id = await userIdOf(res);
    const user = await testDb().select().from(users).where(eq(users.id, id!)).get();
    expect(user).toMatchObject({ email: 'mina@example.test', name: 'Mina Rahman', role: 'buyer' });
  });

  it('gives a verified e-mail of ADMIN_EMAILS the admin role', async () => {
    serveGoogleKeys(google);
    const res = await exchange(await signedIdToken(google, { email: 'chief@example.test', email_verified: true }));
    const user = await testDb()
      .select()
      .from(users)
      .where(eq(users.id, (await userIdOf(res))!))
      .get();
    expect(user?.role).toBe('admin');
  });

  it('accepts a matching email query parameter, case aside', async () => {
    serveGoogleKeys(google);
    const res = await exchange(await signedIdToken(google, { email: 'rafi@example.test' }), '?email=Rafi@example.test');
    expect(res.status).toBe(200);
  });

  it('refuses an email query parameter that is not the token’s', async () => {
    serveGoogleKeys(google);
    const res = await exchange(await signedIdToken(google, { email: 'rafi@example.test' }), '?email=admin@thanda.test');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      reason: 'not-your-email',
      params: {},
      message: 'That e-mail address does not belong to the signed-in account.',
    });
  });

  it('refuses a call with no proof at all', async () => {
    const res = await api('/jwt?email=admin@thanda.test');
    expect(res.status).toBe(401);
    expect((await res.json<{ message: string }>()).message).toMatch(/sign in/i);
  });

  it('refuses an unsigned (alg none) token when the emulator is not configured', async () => {
    serveGoogleKeys(google);
    const res = await exchange(emulatorIdToken({ email: 'admin@thanda.test' }));
    expect(res.status).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    serveGoogleKeys(google);
    const res = await exchange(await signedIdToken(stranger, { email: 'admin@thanda.test' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      reason: 'id-token-invalid',
      params: {},
      message: 'The sign-in token is not valid.',
    });
  });

  it('refuses an expired token', async () => {
    serveGoogleKeys(google);
    const token = await signedIdToken(google, { email: 'late@example.test', iat: now() - 7200, exp: now() - 3600 });
    const res = await exchange(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      reason: 'id-token-invalid',
      params: { variant: 'expired' },
      message: 'The sign-in token has expired. Please sign in again.',
    });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    serveGoogleKeys(google);
    const [header, payload, signature] = (await signedIdToken(google, { email: 'me@example.test' })).split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
    const forged = btoa(JSON.stringify({ ...claims, email: 'admin@thanda.test' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const res = await exchange(`${header}.${forged}.${signature}`);
    expect(res.status).toBe(401);
  });

  it('refuses a token issued for another Firebase project', async () => {
    serveGoogleKeys(google);
    for (const claims of [{ aud: 'someone-else' }, { iss: 'https://securetoken.google.com/someone-else' }]) {
      const res = await exchange(await signedIdToken(google, { email: 'x@example.test', ...claims }));
      expect(res.status).toBe(401);
    }
  });

  it('refuses a token signed in the future or with no subject', async () => {
    serveGoogleKeys(google);
    const future = await signedIdToken(google, { email: 'x@example.test', auth_time: now() + 3600 });
    expect((await exchange(future)).status).toBe(401);
    const noSubject = await signedIdToken(google, { email: 'x@example.test', sub: '' });
    expect((await exchange(noSubject)).status).toBe(401);
  });

  it("answers 503, not 500 or a refusal, when Google's keys cannot be fetched", async () => {
    // Hours later the isolate's cached key set is stale, and the network is down: the token is
    // neither good nor bad.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 7 * 60 * 60 * 1000);
      vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost.'));
      const res = await exchange(await signedIdToken(google, { email: 'wait@example.test' }));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        reason: 'identity-provider-unavailable',
        params: {},
        message: 'Sign-in cannot be checked right now. Please try again in a minute.',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an HS256 token signed with our own secret in place of a Firebase token', async () => {
    serveGoogleKeys(google);
    const forged = await new SignJWT({ email: 'admin@thanda.test' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuer('https://securetoken.google.com/demo-thanda')
      .setAudience('demo-thanda')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    expect((await exchange(forged)).status).toBe(401);
  });
});

describe('GET /api/jwt with the Auth emulator', () => {
  const emulatorEnv = { ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it('accepts unsigned emulator tokens when the emulator is configured', async () => {
    const res = await app.request(
      '/api/jwt',
      { headers: bearer(emulatorIdToken({ email: 'emu@example.test' })) },
      emulatorEnv,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('accessToken');
  });

  it('refuses a signed token without asking Google: only the emulator signs people in', async () => {
    const google = vi.spyOn(globalThis, 'fetch');
    const signed = await signedIdToken(stranger, { email: 'emu@example.test' });
    const res = await app.request('/api/jwt', { headers: bearer(signed) }, emulatorEnv);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      reason: 'id-token-invalid',
      params: {},
      message: 'The sign-in token is not valid.',
    });
    expect(google).not.toHaveBeenCalled();
  });

  it('still checks the claims of emulator tokens', async () => {
    const expired = emulatorIdToken({ email: 'emu@example.test', iat: now() - 7200, exp: now() - 3600 });
    expect((await app.request('/api/jwt', { headers: bearer(expired) }, emulatorEnv)).status).toBe(401);
    const otherProject = emulatorIdToken({ email: 'emu@example.test', aud: 'other' });
    expect((await app.request('/api/jwt', { headers: bearer(otherProject) }, emulatorEnv)).status).toBe(401);
  });

  it('never accepts emulator tokens in production, even with the emulator host set', async () => {
    const production = { ...emulatorEnv, ENVIRONMENT: 'production' as const };
    expect(acceptsEmulatorTokens(production, 'http://localhost/api/jwt')).toBe(false);
    // Such a deployment does not even run: the emulator host is a configuration error there.
    const res = await app.request(
      '/api/jwt',
      { headers: bearer(emulatorIdToken({ email: 'emu@example.test' })) },
      production,
    );
    expect(res.status).toBe(503);
  });
});

describe('POST /api/users', () => {
  const register = async (email: string, body: unknown) => {
    serveGoogleKeys(google);
    return api('/users', json(body, bearer(await signedIdToken(google, { email }))));
  };

  it('registers a seller with the name and role chosen at sign-up', async () => {
    const res = await register('nadia@example.test', {
      name: 'Nadia Islam',
      email: 'nadia@example.test',
      role: 'seller',
    });
    expect(res.status).toBe(201);
    const body = await res.json<{ acknowledged: boolean; insertedId: string }>();
    expect(body.acknowledged).toBe(true);
    const user = await testDb().select().from(users).where(eq(users.id, body.insertedId)).get();
    expect(user).toMatchObject({ name: 'Nadia Islam', email: 'nadia@example.test', role: 'seller', verified: false });
  });

  it('refuses self-registration as an admin', async () => {
    const res = await register('sneaky@example.test', { name: 'Sneaky', email: 'sneaky@example.test', role: 'admin' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      reason: 'invalid-input',
      params: {},
      message: 'Choose buyer or seller.',
      issues: [{ path: 'role', message: 'Choose buyer or seller.' }],
    });
    expect(await testDb().select().from(users).where(eq(users.email, 'sneaky@example.test')).get()).toBeUndefined();
  });

  it('never changes the role of an existing account', async () => {
    await register('sumi@example.test', { name: 'Sumi', email: 'sumi@example.test', role: 'seller' });
    const again = await register('sumi@example.test', { name: 'Sumi', email: 'sumi@example.test', role: 'buyer' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ acknowledged: true, insertedId: null });
    const user = await testDb().select().from(users).where(eq(users.email, 'sumi@example.test')).get();
    expect(user?.role).toBe('seller');
  });

  it('refuses to register an e-mail other than the token’s', async () => {
    const res = await register('me@example.test', { name: 'Me', email: 'someone@example.test', role: 'seller' });
    expect(res.status).toBe(403);
  });

  it('refuses registration without a Firebase ID token', async () => {
    const res = await api('/users', json({ name: 'Anon', email: 'anon@example.test', role: 'buyer' }));
    expect(res.status).toBe(401);
  });

  it('answers missing fields with each field’s message', async () => {
    const res = await register('blank@example.test', { email: 'blank@example.test', role: 'buyer' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: 'name', message: 'Name is Required' }] });
  });
});

describe('deleted accounts', () => {
  it('lock out a still-unexpired access token at once', async () => {
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const buyer = await signedInUser('buyer');
    expect((await api(`/users/seller/${buyer.user.email}`, { headers: buyer.auth })).status).toBe(200);

    const res = await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth });
    expect(res.status).toBe(200);

    const after = await api(`/users/seller/${buyer.user.email}`, { headers: buyer.auth });
    expect(after.status).toBe(401);
  });

  it('cannot book, wish or read their lists with a token read in one batch with the work, and nothing is written', async () => {
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth });

    const booking = await book(buyer, product._id);
    const wish = await api('/wishlist', json({ productId: product._id }, buyer.auth));
    expect([booking.status, wish.status]).toEqual([401, 401]);
    expect(await booking.json()).toMatchObject({ acknowledged: false });
    for (const path of ['/myorders', '/wishlist', '/mybuyers'])
      expect((await api(path, { headers: buyer.auth })).status, path).toBe(401);
    expect(await testDb().select().from(bookings).where(eq(bookings.buyerId, buyer.user.id))).toEqual([]);
    expect(await testDb().select().from(wishlistItems).where(eq(wishlistItems.buyerId, buyer.user.id))).toEqual([]);
  });

  it('cannot get a new access token, and are not registered again', async () => {
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const buyer = await signedInUser('buyer', { email: 'gone@example.test' });
    await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth });

    serveGoogleKeys(google);
    const token = await signedIdToken(google, { email: 'gone@example.test' });
    const res = await exchange(token);
    expect(res.status).toBe(403);
    const again = await api(
      '/users',
      json({ name: 'Back', email: 'gone@example.test', role: 'seller' }, bearer(token)),
    );
    expect(again.status).toBe(403);
    const rows = await testDb().select().from(users).where(eq(users.email, 'gone@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.deletedAt).not.toBeNull();
  });
});
