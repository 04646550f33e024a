import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken } from './access-token';
import { api, ApiRequestError, configureSession, readJson } from './api-client';

const authHeaders: (string | null)[] = [];

function stubFetch(statuses: number[]) {
  authHeaders.length = 0;
  const queue = [...statuses];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      authHeaders.push(new Headers(init?.headers ?? request.headers).get('Authorization'));
      const status = queue.shift() ?? 200;
      return Response.json(status === 200 ? { isSeller: true } : { message: 'Your session has expired.' }, { status });
    }),
  );
}

const lookUp = () => api.users.seller[':email'].$get({ param: { email: 'me@example.test' } });

beforeEach(() => accessToken.set('old-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  configureSession(null);
  localStorage.clear();
});

describe('the API client', () => {
  it('sends the stored access token', async () => {
    stubFetch([200]);
    await readJson(await lookUp());
    expect(authHeaders).toEqual(['Bearer old-token']);
  });

  it('renews the token once on a 401 and retries', async () => {
    stubFetch([401, 200]);
    const refresh = vi.fn(async () => 'new-token');
    const lost = vi.fn();
    configureSession({ refresh, lost });
    expect(await readJson(await lookUp())).toEqual({ isSeller: true });
    expect(authHeaders).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(lost).not.toHaveBeenCalled();
  });

  it('ends the session when renewal does not help', async () => {
    stubFetch([401, 401]);
    const lost = vi.fn();
    configureSession({ refresh: async () => 'new-token', lost });
    await expect(readJson(await lookUp())).rejects.toThrow('Your session has expired.');
    expect(authHeaders).toHaveLength(2);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('ends the session when no new token can be had', async () => {
    stubFetch([401]);
    const lost = vi.fn();
    configureSession({ refresh: async () => null, lost });
    await expect(readJson(await lookUp())).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('leaves calls that bring their own proof alone', async () => {
    stubFetch([401]);
    const refresh = vi.fn(async () => 'new-token');
    configureSession({ refresh, lost: vi.fn() });
    const res = await api.jwt.$get({ query: {} }, { headers: { Authorization: 'Bearer firebase-id-token' } });
    expect(res.status).toBe(401);
    expect(authHeaders).toEqual(['Bearer firebase-id-token']);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("hands on the server's reason with its message", async () => {
    const body = {
      message: 'Verify your e-mail address before you publish or edit listings.',
      reason: 'email-unverified',
    };
    await expect(readJson(Response.json(body, { status: 403 }))).rejects.toMatchObject({ status: 403, ...body });
  });

  it("hands on when a refusal lifts, counted from Retry-After on this device's clock, whatever its time", async () => {
    const message = 'Another buyer is paying for this product right now. Please try again in 15 minutes.';
    const refused = (retryAfter: string) =>
      readJson(Response.json({ message }, { status: 409, headers: { 'Retry-After': retryAfter } }));
    const before = Date.now();
    const error = await refused('120').catch((caught: unknown) => caught as ApiRequestError);
    expect(error.retryAt!.getTime() - before).toBeGreaterThanOrEqual(120_000);
    expect(error.retryAt!.getTime() - Date.now()).toBeLessThanOrEqual(120_000);
    await expect(refused('Sat, 28 Nov 2026 22:45:00 GMT')).rejects.toMatchObject({ retryAt: undefined });
    await expect(readJson(Response.json({ message }, { status: 409 }))).rejects.toMatchObject({ retryAt: undefined });
  });
});
