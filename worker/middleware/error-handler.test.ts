import { SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { handleError, handleNotFound } from './error-handler';
import { validate } from './validate';

// A small app wired like the real one, to reach the shared error paths no public route has yet.
const probe = new Hono<AppEnv>()
  .post('/echo', validate('json', z.object({ phone: z.string().min(1, 'phone is Required') })), (c) =>
    c.json(c.req.valid('json')),
  )
  .get('/boom', () => {
    throw new Error('database password is hunter2 at line 42');
  })
  .get('/query-failed', () => {
    // What Drizzle throws when D1 refuses a statement: the SQL and its bound values in the message.
    throw new Error('Failed query: select * from users where email = ?\nparams: rahim@example.test', {
      cause: new Error('D1_ERROR: no such column'),
    });
  });
probe.notFound(handleNotFound);
probe.onError(handleError);

describe('API error shapes', () => {
  it('answers an unknown API route with 404 JSON, not the SPA page', async () => {
    const res = await SELF.fetch('http://localhost/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      reason: 'no-route',
      params: { method: 'GET', path: '/api/no-such-thing' },
      message: 'No API route for GET /api/no-such-thing.',
    });
    // The API's own root too: wrangler.toml's run_worker_first names it beside /api/*.
    const root = await SELF.fetch('http://localhost/api');
    expect(root.status).toBe(404);
    expect(root.headers.get('Content-Type')).toMatch(/application\/json/);
  });

  it('answers a validation failure with 400, the message and every issue by field', async () => {
    const res = await probe.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: '' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      reason: 'invalid-input',
      params: {},
      message: 'phone is Required',
      issues: [{ path: 'phone', message: 'phone is Required' }],
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await probe.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"phone": ',
    });
    expect(res.status).toBe(400);
    const body = await res.json<{ message: string }>();
    expect(body.message).toMatch(/json/i);
  });

  it('answers an unexpected error with a generic 500 and no internals', async () => {
    const res = await probe.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      reason: 'server-error',
      params: {},
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(text).not.toMatch(/hunter2|line 42|at /);
  });

  it('logs an unexpected error by name only: never bound SQL values or personal data', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      expect((await probe.request('/query-failed')).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'unhandled_error', error: 'Error', cause: 'Error' });
    expect(lines[0]).not.toMatch(/rahim|params|select|no such column/);
  });

  it('answers a body that is not a JSON object with one plain message', async () => {
    for (const body of ['null', '[]', '42', '"text"']) {
      const res = await probe.request('/echo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect((await res.json<{ message: string }>()).message).toBe('Send the request body as a JSON object.');
    }
  });

  it('says acknowledged false on every failure of POST /bookings and /wishlist, whatever failed', async () => {
    const refusals: { method: string; headers: Record<string, string>; body: string }[] = [
      { method: 'POST', headers: {}, body: '{}' },
      {
        method: 'POST',
        headers: { Authorization: 'Bearer forged', 'Content-Type': 'application/json' },
        body: '{"productId":',
      },
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'productId=x' },
    ];
    for (const path of ['/bookings', '/wishlist']) {
      for (const init of refusals) {
        const res = await SELF.fetch(`http://localhost/api${path}`, init);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(await res.json(), `${path} ${init.body}`).toMatchObject({ acknowledged: false });
      }
    }
    const other = await SELF.fetch('http://localhost/api/create-payment-intent', { method: 'POST', body: '{}' });
    expect(await other.json()).not.toHaveProperty('acknowledged');
  });
});
