import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, json, listingInput, signedInUser } from '../test/fixtures';
import { listingForSale } from '../test/orders';
import { callerAddress } from './rate-limit';
import { makeSigningKey, serveGoogleKeys, signedIdToken } from '../test/identity';
import { WITHIN_ONE_WINDOW_TIMEOUT, withinOneRateWindow } from '../test/rate-window';

afterEach(() => vi.restoreAllMocks());

describe('abuse limits', () => {
  it(
    'answer 429 with Retry-After once an identity exchanges tokens too often',
    { timeout: WITHIN_ONE_WINDOW_TIMEOUT },
    async () => {
      const key = await makeSigningKey();
      serveGoogleKeys(key);
      const token = await signedIdToken(key, { email: 'hammer@example.test' });
      await withinOneRateWindow();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await api('/jwt', { headers: { Authorization: `Bearer ${token}` } })).status);
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      const refused = await api('/jwt', { headers: { Authorization: `Bearer ${token}` } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('60');
      expect(await refused.json()).toEqual({
        reason: 'too-many-requests',
        params: {},
        message: 'Too many requests. Please wait a minute and try again.',
      });

      const other = await signedIdToken(key, { email: 'calm@example.test' });
      expect((await api('/jwt', { headers: { Authorization: `Bearer ${other}` } })).status).toBe(200);
    },
  );

  it('count wish-list writes per user, and say acknowledged false', async () => {
    const buyer = await signedInUser('buyer');
    // Until refused, for at most twice the budget and one more (the calls may span two minute windows).
    let last: Response | null = null;
    for (let i = 0; i < 121 && last?.status !== 429; i++)
      last = await api('/wishlist', json({ productId: `missing-${i}` }, buyer.auth));
    expect(last!.status).toBe(429);
    expect(await last!.json()).toEqual({
      reason: 'too-many-requests',
      params: {},
      message: 'Too many requests. Please wait a minute and try again.',
      acknowledged: false,
    });
  });

  it('count listing creates, edits and advertising per seller', { timeout: WITHIN_ONE_WINDOW_TIMEOUT }, async () => {
    await withinOneRateWindow();
    const { seller, category, product } = await listingForSale();
    const img = product.img;
    const statuses: number[] = [];
    // One listing is posted already; 29 more reach the budget of 30 a minute.
    for (let i = 0; i < 29; i++)
      statuses.push((await api('/product', json(listingInput(category.id, img), seller.auth))).status);
    expect(statuses.every((status) => status === 201)).toBe(true);
    for (const refused of [
      await api('/product', json(listingInput(category.id, img), seller.auth)),
      await api(`/product/${product._id}`, { ...json({ name: 'Renamed' }, seller.auth), method: 'PATCH' }),
      await api(`/advertise/${product._id}`, { method: 'PUT', headers: seller.auth }),
    ]) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('60');
    }
    const other = await listingForSale();
    expect(other.product._id).toBeTruthy();
  });

  it('never trust a CF-Connecting-IP sent by the client outside production', async () => {
    expect(callerAddress(env, '203.0.113.7')).toBe('local');
    expect(callerAddress({ ...env, ENVIRONMENT: 'production' }, '203.0.113.7')).toBe('203.0.113.7');
    // Anonymous card-form calls spoofing a new address each time still share one budget locally.
    // Twice the budget and one more: however the calls fall across the limiter's minute windows,
    // one window holds more than the budget.
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await api(
        '/demo-gateway/confirm',
        json(
          { clientSecret: 'x', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
          { 'CF-Connecting-IP': `198.51.100.${i}` },
        ),
      );
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });

  it('refuse a write body over the cap before reading it', async () => {
    const buyer = await signedInUser('buyer');
    const res = await api(
      '/bookings',
      json({ productId: 'x', phone: '01711-000000', location: 'x'.repeat(40_000) }, buyer.auth),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      reason: 'request-too-large',
      params: {},
      message: 'The request is too large.',
      acknowledged: false,
    });
  });
});

describe('write bodies', () => {
  it('must be JSON', async () => {
    const buyer = await signedInUser('buyer');
    const res = await api('/bookings', {
      method: 'POST',
      headers: { ...buyer.auth, 'Content-Type': 'text/plain' },
      body: 'productId=x',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      reason: 'body-not-json',
      params: {},
      message: 'Send the request body as JSON (Content-Type: application/json).',
      acknowledged: false,
    });
  });

  it('must say so: a body without a Content-Type is refused, a write without a body is not', async () => {
    const seller = await signedInUser('seller');
    const untyped = await api('/bookings', {
      method: 'POST',
      headers: seller.auth,
      body: new TextEncoder().encode('{}'),
    });
    expect(untyped.status).toBe(415);
    const bodiless = await api('/product/no-such-product', { method: 'PUT', headers: seller.auth });
    expect(bodiless.status).toBe(404);
  });
});
