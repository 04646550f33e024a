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
    throw new Refusal(c.req.param('reason') as never, c.req.query('message'));
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
      const unavailable = ['not-configured', 'gateway-unsure', 'payment-start-failed', 'identity-provider-unavailable'];
      if (!unavailable.includes(reason)) expect(rule.status, reason).toBeLessThan(500);
      const body = await res.json<{ message: string; reason?: string }>();
      expect(body.message, reason).toBe(rule.message);
      expect(body.message.length, reason).toBeGreaterThan(10);
      // Only the reasons a screen acts on are sent.
      expect(body.reason, reason).toBe('exposed' in rule ? reason : undefined);
      // A refusal about a form field names it, as a validation failure would.
      if ('field' in rule)
        expect(body, reason).toMatchObject({ issues: [{ path: rule.field, message: rule.message }] });
      else expect(body, reason).not.toHaveProperty('issues');
    }
  });

  it('carry a more precise message when the service has one', async () => {
    const res = await probe.request('/plain/listing-held?message=Try%20again%20in%203%20minutes.');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Try again in 3 minutes.', reason: 'listing-held' });
  });

  it('say acknowledged false on the writes that declare it, and only there', async () => {
    const declared = await probe.request('/ack/already-booked', { method: 'POST' });
    expect(await declared.json()).toEqual({ message: 'You have already booked this product.', acknowledged: false });
    const plain = await probe.request('/plain/already-booked');
    expect(await plain.json()).toEqual({ message: 'You have already booked this product.' });
  });
});
