/**
 * Fuzzes SSLCOMMERZ's form endpoints (POST /api/sslcommerz/ipn and the buyer's return): unsigned,
 * forged, tampered and malformed forms get a 4xx JSON error (the return: back to the orders), and
 * nothing is recorded; where SSLCOMMERZ is not configured the IPN answers 404.
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import { preview, refusalProblems } from '../test/fuzz/check-answer';
import { brokenText, hostileText } from '../test/fuzz/payloads';
import { fuzzWorld, snapshot } from '../test/fuzz/world';
import { seededRandom } from '../test/seeded-random';
import { SslcommerzStandIn } from '../test/sslcommerz-stand-in';

const FUZZ_SEED = 20261123;
const STORE = { storeId: 'thanda0fuzz', storePassword: 'fuzz-password' };
const sslEnv = { ...env, SSLCOMMERZ_STORE_ID: STORE.storeId, SSLCOMMERZ_STORE_PASSWORD: STORE.storePassword };
const FORM = 'application/x-www-form-urlencoded';

async function md5(text: string) {
  const digest = await crypto.subtle.digest('MD5', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

afterEach(() => vi.restoreAllMocks());

function standIn(storePassword = STORE.storePassword) {
  const gateway = new SslcommerzStandIn({ ...STORE, storePassword, baseUrl: 'https://sandbox.sslcommerz.com', md5 });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => gateway.fetch(new Request(input, init)));
  return gateway;
}

describe('SSLCOMMERZ notifications under fuzzing', { timeout: 30_000 }, () => {
  it('answers 404 JSON where SSLCOMMERZ is not configured', async () => {
    const res = await app.request(
      '/api/sslcommerz/ipn',
      { method: 'POST', headers: { 'Content-Type': FORM }, body: 'a=b' },
      env,
    );
    expect((await refusalProblems(res, { statuses: [404] })).problems).toEqual([]);
  });

  it('refuses unsigned, forged, tampered and malformed forms with a 4xx JSON error, recording nothing', async () => {
    const world = await fuzzWorld();
    const before = await snapshot(world);
    const random = seededRandom(FUZZ_SEED);
    const genuine = {
      status: 'VALID',
      tran_id: 'TH0123456789abcdef0123456789ab',
      val_id: '2611231200001ABCDEFGHJKLMN',
      amount: '12500.00',
      currency: 'BDT',
      value_a: world.bookingId,
    };
    const signed = await standIn().sign(genuine);
    const otherStore = await standIn('another-password').sign(genuine);
    standIn();

    const tampered = Object.keys(genuine).flatMap((field) =>
      [random.pick(hostileText), random.pick(brokenText), ''].map((value) => {
        const form = new URLSearchParams(signed);
        form.set(field, value);
        return { label: `${field} changed to ${value.slice(0, 20)}`, body: form.toString(), type: FORM, expect: [400] };
      }),
    );
    const cases = [
      { label: 'empty', body: '', type: FORM, expect: [400] },
      { label: 'garbage', body: '%%%&&&===', type: FORM, expect: [400] },
      { label: 'unsigned', body: new URLSearchParams(genuine).toString(), type: FORM, expect: [400] },
      { label: 'another store', body: otherStore.toString(), type: FORM, expect: [400] },
      { label: 'as JSON', body: JSON.stringify(Object.fromEntries(signed)), type: 'application/json', expect: [415] },
      { label: 'no type', body: signed.toString(), type: undefined, expect: [415] },
      { label: 'oversized', body: `${signed}&pad=${'x'.repeat(40_000)}`, type: FORM, expect: [413] },
      ...['', 'Z'.repeat(32), `${'0'.repeat(31)}`, random.pick(hostileText)].map((sign) => {
        const form = new URLSearchParams(signed);
        form.set('verify_sign', sign);
        return { label: `verify_sign ${sign.slice(0, 20)}`, body: form.toString(), type: FORM, expect: [400] };
      }),
      ...['', 'status', 'store_passwd', 'x'.repeat(3000), random.pick(hostileText)].map((keys) => {
        const form = new URLSearchParams(signed);
        form.set('verify_key', keys);
        return { label: `verify_key ${keys.slice(0, 20)}`, body: form.toString(), type: FORM, expect: [400] };
      }),
      ...tampered,
    ];

    const failures: string[] = [];
    for (const [n, fuzzCase] of cases.entries()) {
      const headers: Record<string, string> = fuzzCase.type ? { 'Content-Type': fuzzCase.type } : {};
      const ipn = await app.request('/api/sslcommerz/ipn', { method: 'POST', headers, body: fuzzCase.body }, sslEnv);
      const { problems, text } = await refusalProblems(ipn, { statuses: fuzzCase.expect });
      if (problems.length > 0)
        failures.push(
          `seed ${FUZZ_SEED} case ${n} (${fuzzCase.label}): ${problems.join('; ')}\n    sent ${preview(fuzzCase.body)}\n    got ${ipn.status} ${text.slice(0, 200)}`,
        );
      if (fuzzCase.expect[0] === 400) {
        const back = await app.request(
          '/api/sslcommerz/return',
          { method: 'POST', headers, body: fuzzCase.body },
          sslEnv,
        );
        if (back.status !== 303 || back.headers.get('Location') !== '/dashboard/myorders')
          failures.push(`seed ${FUZZ_SEED} case ${n} (${fuzzCase.label}): the return answered ${back.status}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await snapshot(world), 'a refused notification recorded something').toEqual(before);
  });

  it('records nothing for a genuinely signed notification of a payment SSLCOMMERZ does not know, and asks for it again', async () => {
    const world = await fuzzWorld();
    const before = await snapshot(world);
    const gateway = standIn();
    const form = await gateway.sign({
      status: 'VALID',
      tran_id: 'TH1',
      val_id: 'UNKNOWN0VALID0ID',
      value_a: world.bookingId,
    });
    const res = await app.request(
      '/api/sslcommerz/ipn',
      { method: 'POST', headers: { 'Content-Type': FORM }, body: form.toString() },
      sslEnv,
    );
    // An error answer: SSLCOMMERZ sends an IPN again until its payment can be confirmed.
    expect(res.status).toBe(402);
    expect(await snapshot(world)).toEqual(before);
  });
});
