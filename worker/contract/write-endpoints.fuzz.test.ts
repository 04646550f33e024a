/**
 * Fuzzes every write endpoint as an attacker would: malformed JSON, wrong types, huge strings,
 * control characters and broken Unicode, SQL and HTML meta-characters, prototype keys, unknown
 * fields and malformed path ids. Every refusal must be a 4xx JSON error with a readable message
 * (never a 5xx, never a rate limit in place of validation), and must write nothing.
 *
 * The cases come from a seeded generator: a failure names its seed and case number, and the same
 * seed replays it. Change FUZZ_SEED to explore other cases.
 */
import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import { fuzzCases } from '../test/fuzz/cases';
import { preview, refusalProblems, type Expectation } from '../test/fuzz/check-answer';
import { badPathSegments } from '../test/fuzz/payloads';
import { seededRandom } from '../test/seeded-random';
import { jsonEndpoints, pathEndpoints } from '../test/fuzz/write-endpoints';
import { FUZZ_IDENTITY_DOMAIN, fuzzWorld, snapshot } from '../test/fuzz/world';
import { makeSigningKey, serveGoogleKeys, signedIdToken } from '../test/identity';
import { issueAccessToken } from '../accounts/tokens';

const FUZZ_SEED = 20261122;

afterEach(() => vi.restoreAllMocks());

/** Firebase identities for POST /users, signed by a key served in place of Google's. */
async function identities() {
  const key = await makeSigningKey();
  serveGoogleKeys(key);
  return async (n: number) => {
    const email = `fuzz-${n}@${FUZZ_IDENTITY_DOMAIN}`;
    return { email, headers: { Authorization: `Bearer ${await signedIdToken(key, { email })}` } };
  };
}

/** Sends one case and answers a failure line, or null when the refusal is right. */
async function attempt(label: string, sent: Request, expectation: Expectation, shown: string) {
  const summary = `${sent.method} ${new URL(sent.url).pathname.slice(0, 120)} ${shown}`;
  const res = await SELF.fetch(sent);
  const { problems, text } = await refusalProblems(res, expectation);
  return problems.length === 0
    ? null
    : `${label}: ${problems.join('; ')}\n    sent ${summary}\n    got ${res.status} ${text.slice(0, 200)}`;
}

function request(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Uint8Array,
  contentType?: string,
) {
  const all = new Headers(headers);
  if (contentType !== undefined) all.set('Content-Type', contentType);
  return new Request(`http://localhost/api${path}`, { method, headers: all, body });
}

// Thousands of requests per test: a busy 2-core machine needs more than the default 5 s.
describe('every write endpoint under fuzzing', { timeout: 30_000 }, () => {
  it('covers every write route the API has', async () => {
    const world = await fuzzWorld();
    const fuzzed = new Set([
      ...jsonEndpoints(world, async () => ({ email: '', headers: {} })).map((e) => e.route),
      ...pathEndpoints(world).map((e) => e.route),
      'POST /api/upload',
      'POST /api/1/upload',
      'POST /api/payments/:id/dispute-photos',
      'POST /api/stripe/webhook',
      'POST /api/sslcommerz/ipn',
      'POST /api/sslcommerz/return',
      // Gateway forms and a visit's photos: worker/inspections/inspection-fees.sslcommerz.test.ts
      // refuses a forged notification, worker/inspections/inspections.test.ts a photo that is none.
      'POST /api/inspections/sslcommerz/ipn',
      'POST /api/inspections/sslcommerz/return',
      'POST /api/inspections/:id/photos',
      // No input at all: nothing to fuzz.
      'PUT /api/notifications/read-all',
      'POST /api/users/me/selling',
      'DELETE /api/notifications/sms-phone',
      // Nested bodies these field kinds cannot describe: worker/notifications/notifications.test.ts
      // refuses their malformed and hostile bodies.
      'PUT /api/notifications/settings',
      'POST /api/push/subscriptions',
      'DELETE /api/push/subscriptions',
      // Lists, booleans and readings, and a reason an empty body may leave out: their ids are fuzzed
      // with the path ids below, and worker/inspections/inspections.test.ts refuses their malformed
      // and hostile bodies.
      'PUT /api/products/:id/inspection-slots',
      'PUT /api/inspections/:id/report',
      'PUT /api/inspections/:id/cancel',
    ]);
    const writes = app.routes
      .filter((route) => !['GET', 'HEAD', 'ALL', 'OPTIONS'].includes(route.method))
      .map((route) => `${route.method} ${route.path}`);
    expect(writes.filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  // One test per endpoint, so a failure names it; each builds its own world.
  const names = [
    'POST /api/users',
    'POST /api/product',
    'PATCH /api/product/:id',
    'POST /api/bookings',
    'POST /api/wishlist',
    'POST /api/create-payment-intent',
    'POST /api/payments',
    'POST /api/demo-gateway/confirm',
    'POST /api/conversations',
    'POST /api/conversations/:id/messages',
    'POST /api/conversations/:id/read',
    'POST /api/conversations/:id/report',
    'POST /api/reports',
    'POST /api/moderation/dismiss',
    'PUT /api/moderation/listings/:id/hide',
    'PUT /api/moderation/users/:id/suspend',
    'POST /api/reviews',
    'POST /api/verification-requests',
    'PUT /api/moderation/verification-requests/:id/decline',
    'POST /api/payments/:id/dispute',
    'POST /api/disputes/:id/resolve',
    'POST /api/payouts',
    'POST /api/saved-searches',
    'PATCH /api/saved-searches/:id',
    'PUT /api/notifications/sms-phone',
    'POST /api/inspections',
    'POST /api/inspections/:id/demo-card',
    'PUT /api/inspections/:id/schedule',
    'PUT /api/inspections/:id/assign',
  ];
  for (const [index, name] of names.entries()) {
    it(`${name} refuses every malformed, mistyped, oversized or hostile body with a 4xx JSON error and writes nothing`, async () => {
      const seed = FUZZ_SEED + index;
      const random = seededRandom(seed);
      const world = await fuzzWorld();
      const endpoint = jsonEndpoints(world, await identities()).find((e) => e.route === name)!;
      const before = await snapshot(world);
      const sample = (await endpoint.caller()).body;
      const failures: string[] = [];
      const cases = fuzzCases(endpoint, random, sample);
      for (const [n, fuzzCase] of cases.entries()) {
        const caller = await endpoint.caller();
        const { body, contentType } = fuzzCase.build(caller.body);
        const sent = request(endpoint.method, endpoint.path, caller.headers, body, contentType);
        const failure = await attempt(
          `seed ${seed} case ${n} (${fuzzCase.label})`,
          sent,
          { statuses: fuzzCase.expect, acknowledges: endpoint.acknowledges },
          preview(body),
        );
        if (failure) failures.push(failure);
      }
      expect(failures, `${failures.length} of ${cases.length} cases failed:\n${failures.join('\n')}`).toEqual([]);
      expect(await snapshot(world), 'a refused request wrote something').toEqual(before);
      // Prototype keys in bodies must stay data: nothing leaks onto every object.
      const plain: Record<string, unknown> = {};
      expect([plain.role, plain.paid, plain.isAdmin, plain.x]).toEqual([undefined, undefined, undefined, undefined]);
    });
  }

  it('answers malformed path ids with 400 or 404 JSON, and changes nothing', async () => {
    const world = await fuzzWorld();
    const before = await snapshot(world);
    const failures: string[] = [];
    for (const endpoint of pathEndpoints(world)) {
      for (const segment of [...badPathSegments, world.buyer.user.email]) {
        // PATCH and the moderation actions read a body after the id; give them a valid one so only the id is wrong.
        const valid = 'body' in endpoint ? endpoint.body : endpoint.method === 'PATCH' ? { price: 1 } : undefined;
        const body = valid && JSON.stringify(valid);
        const sent = request(
          endpoint.method,
          endpoint.prefix + segment + (endpoint.suffix ?? ''),
          await endpoint.headers(),
          body,
          body && 'application/json',
        );
        const failure = await attempt(
          `${endpoint.route} with id ${segment.slice(0, 40)}`,
          sent,
          { statuses: endpoint.expect },
          '',
        );
        if (failure) failures.push(failure);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await snapshot(world)).toEqual(before);
  });

  it('answers a missing, forged or under-privileged caller with 401 or 403 JSON before reading the body, and changes nothing', async () => {
    const world = await fuzzWorld();
    const before = await snapshot(world);
    const forged = await issueAccessToken(world.seller.user.id, 'another-secret-0123456789abcdef0123456789abcdef');
    const strangers: { label: string; headers: Record<string, string>; expect: number[] }[] = [
      { label: 'no token', headers: {}, expect: [401] },
      { label: 'a garbage token', headers: { Authorization: 'Bearer not.a.token' }, expect: [401] },
      { label: 'Basic credentials', headers: { Authorization: 'Basic dXNlcjpwYXNz' }, expect: [401] },
      { label: 'a token signed with another secret', headers: { Authorization: `Bearer ${forged}` }, expect: [401] },
      { label: 'a 10 KB token', headers: { Authorization: `Bearer ${'a'.repeat(10_000)}` }, expect: [401] },
      { label: 'a token with a NUL', headers: { Authorization: 'Bearer abc%00def' }, expect: [401] },
    ];
    const failures: string[] = [];
    const check = async (label: string, sent: Request, expectation: Expectation) => {
      const failure = await attempt(label, sent, expectation, '');
      if (failure) failures.push(failure);
    };
    const signedIn = jsonEndpoints(world, async () => ({ email: '', headers: {} })).filter(
      (e) => e.route !== 'POST /api/demo-gateway/confirm',
    );
    for (const endpoint of signedIn) {
      for (const stranger of strangers) {
        const sent = request(endpoint.method, endpoint.path, stranger.headers, '{"garbage', 'application/json');
        await check(`${endpoint.route} with ${stranger.label}`, sent, {
          statuses: stranger.expect,
          acknowledges: endpoint.acknowledges,
        });
      }
    }
    for (const endpoint of pathEndpoints(world)) {
      for (const stranger of strangers) {
        await check(
          `${endpoint.route} with ${stranger.label}`,
          request(endpoint.method, `${endpoint.prefix}x${endpoint.suffix ?? ''}`, stranger.headers),
          { statuses: stranger.expect },
        );
      }
    }
    // Signed in, but not allowed: a buyer at seller and admin writes, an access token where Firebase proof is needed.
    const wrongRole: [string, string, Record<string, string>][] = [
      ['POST', '/product', world.buyer.auth],
      ['PATCH', `/product/${world.product._id}`, world.buyer.auth],
      ['PUT', `/product/${world.product._id}`, world.buyer.auth],
      ['DELETE', `/product/${world.product._id}`, world.buyer.auth],
      ['PUT', `/advertise/${world.product._id}`, world.buyer.auth],
      ['PUT', `/products/${world.product._id}/renew`, world.buyer.auth],
      ['DELETE', `/user/${world.seller.user.id}`, world.buyer.auth],
      ['PUT', `/verifyseller/${world.seller.user.email}`, world.seller.auth],
      ['POST', '/users', world.buyer.auth],
      ['POST', '/moderation/dismiss', world.seller.auth],
      ['PUT', `/moderation/listings/${world.product._id}/hide`, world.seller.auth],
      ['PUT', `/moderation/listings/${world.product._id}/restore`, world.buyer.auth],
      ['PUT', `/moderation/users/${world.buyer.user.id}/suspend`, world.seller.auth],
      ['PUT', `/moderation/users/${world.buyer.user.id}/unsuspend`, world.buyer.auth],
      ['PUT', '/moderation/reviews/no-such-review/hide', world.seller.auth],
      ['PUT', `/moderation/listings/${world.product._id}/approve`, world.seller.auth],
      ['PUT', `/moderation/listings/${world.product._id}/reject`, world.buyer.auth],
      ['PUT', `/user/${world.buyer.user.id}/technician`, world.seller.auth],
      ['DELETE', `/user/${world.inspection.technician.user.id}/technician`, world.inspection.technician.auth],
      ['PUT', `/inspections/${world.inspection.scheduledId}/assign`, world.inspection.seller.auth],
      ['PUT', `/inspections/${world.inspection.requestedId}/publish`, world.inspection.requester.auth],
    ];
    for (const [method, path, headers] of wrongRole) {
      const body =
        method === 'POST' || method === 'PATCH' || path.startsWith('/moderation/')
          ? JSON.stringify({ ...world.listing, name: 'x', email: world.buyer.user.email, role: 'buyer', reason: 'x' })
          : undefined;
      await check(
        `${method} ${path} by the wrong person`,
        request(method, path, headers, body, body && 'application/json'),
        { statuses: [401, 403] },
      );
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await snapshot(world)).toEqual(before);
  });

  it('refuses a body of the wrong type or size on writes that read none, before acting', async () => {
    const world = await fuzzWorld();
    const before = await snapshot(world);
    const targets: [string, string, Record<string, string>][] = [
      ['PUT', `/product/${world.product._id}`, world.seller.auth],
      ['DELETE', `/product/${world.product._id}`, world.seller.auth],
      ['PUT', `/advertise/${world.product._id}`, world.seller.auth],
      ['PUT', `/products/${world.product._id}/renew`, world.seller.auth],
      ['DELETE', `/wishlist/${world.wishId}`, world.buyer.auth],
      ['DELETE', `/user/${world.seller.user.id}`, world.admin.auth],
      ['PUT', `/verifyseller/${world.seller.user.email}`, world.admin.auth],
      ['PUT', `/user/${world.buyer.user.id}/technician`, world.admin.auth],
      ['DELETE', `/user/${world.inspection.technician.user.id}/technician`, world.admin.auth],
      ['PUT', `/inspections/${world.inspection.requestedId}/publish`, world.inspection.seller.auth],
    ];
    const failures: string[] = [];
    for (const [method, path, headers] of targets) {
      const bodies = [
        { body: 'sold=true', contentType: 'text/plain', expect: [415] },
        { body: '<a/>', contentType: 'application/xml', expect: [415] },
        { body: new TextEncoder().encode('{}'), contentType: undefined, expect: [415] },
        { body: JSON.stringify({ padding: 'x'.repeat(40_000) }), contentType: 'application/json', expect: [413] },
      ];
      for (const { body, contentType, expect: statuses } of bodies) {
        const failure = await attempt(
          `${method} ${path} with ${contentType ?? 'no type'}`,
          request(method, path, headers, body, contentType),
          { statuses },
          preview(body),
        );
        if (failure) failures.push(failure);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await snapshot(world), 'a refused write still acted').toEqual(before);
  });
});
