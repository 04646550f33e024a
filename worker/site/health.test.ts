import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('GET /api/health', () => {
  it('reports ok when the database answers', async () => {
    const res = await SELF.fetch('http://localhost/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: true });
  });

  it('tags every answer with a request id', async () => {
    const res = await SELF.fetch('http://localhost/api/health');
    expect(res.headers.get('X-Request-Id')).toMatch(/\S+/);
  });
});
