import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';

describe('GET /api/settings', () => {
  it("answers the deployment's currency, cacheable for five minutes", async () => {
    const res = await app.request('/api/settings', {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual({ currency: 'bdt', social: {}, feePercent: 5, inspectionFee: 800 });
  });

  it('answers usd for a deployment in dollars, whatever its case', async () => {
    const res = await app.request('/api/settings', {}, { ...env, CURRENCY: 'USD' });
    expect(await res.json()).toMatchObject({ currency: 'usd' });
  });

  it('refuses to run with a currency it cannot take payments in', async () => {
    const res = await app.request('/api/settings', {}, { ...env, CURRENCY: 'eur' });
    expect(res.status).toBe(503);
  });

  it('names only the social pages configured as https links to a page, never a bare home page', async () => {
    const SOCIAL_LINKS =
      'facebook=https://www.facebook.com/thanda.bd, youtube=https://www.youtube.com/, x=http://x.com/thanda, myspace=https://myspace.com/thanda';
    const res = await app.request('/api/settings', {}, { ...env, SOCIAL_LINKS });
    expect(await res.json()).toMatchObject({ social: { facebook: 'https://www.facebook.com/thanda.bd' } });
  });
});
