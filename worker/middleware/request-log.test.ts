import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, signedInUser } from '../test/fixtures';

afterEach(() => vi.restoreAllMocks());

describe('request log', () => {
  it('writes one JSON line per request with its id and route pattern, and no e-mail or token', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    const buyer = await signedInUser('buyer');
    const res = await api(`/users/seller/${buyer.user.email}?email=${buyer.user.email}`, { headers: buyer.auth });
    const entry = lines.map((line) => JSON.parse(line)).find((e) => e.event === 'request');
    expect(entry).toMatchObject({ level: 'info', method: 'GET', route: '/api/users/seller/:email', status: 200 });
    expect(entry.requestId).toBe(res.headers.get('X-Request-Id'));
    const text = lines.join('\n');
    expect(text).not.toContain(buyer.user.email);
    expect(text).not.toContain(buyer.token);
  });
});
