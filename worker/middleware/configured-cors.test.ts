import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { api } from '../test/fixtures';

const preflight = (origin: string) => ({
  method: 'OPTIONS',
  headers: {
    Origin: origin,
    'Access-Control-Request-Method': 'POST',
    'Access-Control-Request-Headers': 'authorization,content-type',
  },
});

describe('CORS', () => {
  it('gives no other site access by default', async () => {
    const simple = await api('/categories', { headers: { Origin: 'https://evil.example' } });
    expect(simple.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const res = await api('/bookings', preflight('https://evil.example'));
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('lets exactly the configured origins call from a browser', async () => {
    const configured = { ...env, CORS_ORIGINS: 'https://admin.thanda.example, https://partner.example' };
    const allowed = await app.request('/api/bookings', preflight('https://admin.thanda.example'), configured);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://admin.thanda.example');
    expect(allowed.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');

    const other = await app.request('/api/bookings', preflight('https://evil.example'), configured);
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const read = await app.request('/api/health', { headers: { Origin: 'https://partner.example' } }, configured);
    expect(read.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
  });
});
