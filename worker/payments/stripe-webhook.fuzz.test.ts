/**
 * Fuzzes POST /api/stripe/webhook: unsigned, forged and signed-but-malformed events all get a 4xx
 * JSON error and record nothing; where Stripe is not configured the route refuses them all as unsigned (400).
 */
import { env, SELF } from 'cloudflare:test';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { badDocuments } from '../test/fuzz/documents';
import { preview, refusalProblems } from '../test/fuzz/check-answer';
import { hostileText } from '../test/fuzz/payloads';
import { seededRandom } from '../test/seeded-random';
import { FUZZ_EVENT_PREFIX, fuzzWorld, snapshot } from '../test/fuzz/world';

const FUZZ_SEED = 20261124;
const SECRET = 'whsec_fuzz_secret';
const stripeEnv = { ...env, STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_WEBHOOK_SECRET: SECRET };

async function signature(payload: string, secret = SECRET) {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}

const event = (id: string, extra: Record<string, unknown> = {}) => ({
  id: `${FUZZ_EVENT_PREFIX}${id}`,
  object: 'event',
  type: 'payment_intent.succeeded',
  ...extra,
});

/** Signed bodies that are not events fulfilment can read. */
const signedJunk = [
  '{',
  'null',
  '[]',
  '"event"',
  '{"type":"payment_intent.succeeded"}',
  JSON.stringify(event('no-data')),
  JSON.stringify(event('no-object', { data: {} })),
  JSON.stringify(event('no-metadata', { data: { object: { id: 'pi_1' } } })),
  JSON.stringify(event('metadata-not-strings', { data: { object: { id: 'pi_1', metadata: { bookingId: 5 } } } })),
  JSON.stringify(event('no-intent-id', { data: { object: { metadata: {} } } })),
  JSON.stringify({ id: 5, type: 7, data: { object: {} } }),
  JSON.stringify(event('x'.repeat(20_000), { data: { object: {} } })),
  JSON.stringify({ ...event('type-object'), type: { $ne: null }, data: { object: {} } }),
];

describe('POST /api/stripe/webhook under fuzzing', { timeout: 30_000 }, () => {
  it('answers 400 JSON whatever is sent where Stripe is not configured: nothing is signed with a key it has', async () => {
    const random = seededRandom(FUZZ_SEED);
    for (const doc of badDocuments({ id: 'evt', type: 'payment_intent.succeeded' }, random, 'id').filter(
      (d) => d.expect[0] === 400,
    )) {
      const headers = new Headers({ 'Stripe-Signature': 't=1,v1=abc' });
      if (doc.contentType !== undefined) headers.set('Content-Type', doc.contentType);
      const res = await SELF.fetch('http://localhost/api/stripe/webhook', { method: 'POST', headers, body: doc.body });
      expect((await refusalProblems(res, { statuses: [400] })).problems, doc.label).toEqual([]);
    }
  });

  it('refuses unsigned, forged and signed-but-malformed events with a 4xx JSON error, recording nothing', async () => {
    const world = await fuzzWorld();
    const before = await snapshot(world);
    const random = seededRandom(FUZZ_SEED);
    const genuine = JSON.stringify(
      event('genuine', { data: { object: { id: 'pi_fuzz', metadata: { bookingId: world.bookingId } } } }),
    );
    const now = Math.floor(Date.now() / 1000);
    const cases: { label: string; body: string | Uint8Array; headers: Record<string, string>; expect: number[] }[] = [
      ...badDocuments(JSON.parse(genuine), random, 'id').map((doc) => ({
        label: `unsigned ${doc.label}`,
        body: doc.body,
        headers: doc.contentType === undefined ? {} : ({ 'Content-Type': doc.contentType } as Record<string, string>),
        expect: doc.expect,
      })),
      ...[
        '',
        'garbage',
        't=1,v1=abc',
        `t=${now},v1=${'0'.repeat(64)}`,
        `t=${now},v0=${'0'.repeat(64)}`,
        `t=${'9'.repeat(400)},v1=${'f'.repeat(64)}`,
        'x'.repeat(8000),
        random.pick(hostileText),
      ].map((header) => ({
        label: `forged signature ${header.slice(0, 30)}`,
        body: genuine,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
        expect: [400],
      })),
      {
        label: 'signed with another secret',
        body: genuine,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': await signature(genuine, 'whsec_other') },
        expect: [400],
      },
      ...(await Promise.all(
        signedJunk.map(async (body) => ({
          label: `signed ${body.slice(0, 60)}`,
          body,
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': await signature(body) },
          expect: [400],
        })),
      )),
    ];
    const failures: string[] = [];
    for (const [n, fuzzCase] of cases.entries()) {
      const res = await app.request(
        '/api/stripe/webhook',
        { method: 'POST', headers: fuzzCase.headers, body: fuzzCase.body },
        stripeEnv,
      );
      const { problems, text } = await refusalProblems(res, { statuses: fuzzCase.expect });
      if (problems.length > 0)
        failures.push(
          `seed ${FUZZ_SEED} case ${n} (${fuzzCase.label}): ${problems.join('; ')}\n    sent ${preview(fuzzCase.body)}\n    got ${res.status} ${text.slice(0, 200)}`,
        );
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await snapshot(world), 'a refused webhook recorded something').toEqual(before);
  });
});
