import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { acknowledgesFailures, handleError } from '../middleware/error-handler';
import { Refusal, refusalReasons, refusalRules } from './refusal';

// A small app wired like the real one: each reason thrown from a handler, as a service would.
const probe = new Hono<AppEnv>()
  .use('/ack/*', acknowledgesFailures())
  .post('/ack/:reason', (c) => {
    throw new Refusal(c.req.param('reason') as never);
  })
  .get('/plain/:reason', (c) => {
    const minutes = c.req.query('minutes');
    throw new Refusal(c.req.param('reason') as never, {
      params: { ...(minutes && { variant: c.req.query('variant'), minutes: Number(minutes) }) },
    });
  });
probe.onError(handleError);

describe('refusals', () => {
  it('answer every reason with its own status and a readable message', async () => {
    expect(refusalReasons.length).toBeGreaterThan(0);
    for (const reason of refusalReasons) {
      const rule = refusalRules[reason];
      const res = await probe.request(`/plain/${reason}`);
      expect(res.status, reason).toBe(rule.status);
      expect(rule.status, reason).toBeGreaterThanOrEqual(400);
      // A refusal is about the request, except a deployment that is not configured yet, and a
      // payment gateway or Google's sign-in keys that cannot be had now (ask again later).
      const unavailable = [
        'server-error',
        'not-configured',
        'gateway-unsure',
        'payment-start-failed',
        'identity-provider-unavailable',
      ];
      if (!unavailable.includes(reason)) expect(rule.status, reason).toBeLessThan(500);
      const body = await res.json<{ message: string; reason?: string; params?: object }>();
      if (reason === 'no-route') continue; // its text needs the request's method and path
      expect(body.message, reason).toBe(rule.message);
      expect(body.message.length, reason).toBeGreaterThan(10);
      // Every refusal names its reason, so a client shows it in its own language.
      expect(body.reason, reason).toBe(reason);
      expect(body.params, reason).toEqual({});
      // A refusal about a form field names it, as a validation failure would.
      if ('field' in rule)
        expect(body, reason).toMatchObject({ issues: [{ path: rule.field, message: rule.message }] });
      else expect(body, reason).not.toHaveProperty('issues');
    }
  });

  it('carry a more precise message, made from their params, when the service has one', async () => {
    const res = await probe.request('/plain/listing-held?variant=change&minutes=3');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      reason: 'listing-held',
      params: { variant: 'change', minutes: 3 },
      message: 'A buyer is paying for this product right now, so you cannot change it. Please try again in 3 minutes.',
    });
    const one = await probe.request('/plain/hold-taken?variant=wait&minutes=1');
    expect(await one.json()).toMatchObject({
      message: 'Another buyer is paying for this product right now. Please try again in 1 minute.',
    });
  });

  it('say acknowledged false on the writes that declare it, and only there', async () => {
    const declared = await probe.request('/ack/already-booked', { method: 'POST' });
    expect(await declared.json()).toEqual({
      reason: 'already-booked',
      params: {},
      message: 'You have already booked this product.',
      acknowledged: false,
    });
    const plain = await probe.request('/plain/already-booked');
    expect(await plain.json()).toEqual({
      reason: 'already-booked',
      params: {},
      message: 'You have already booked this product.',
    });
  });
});
