/**
 * D1 round trips per request (decision 011): every endpoint below makes exactly the number of D1
 * round trips in docs/performance-history.md's table, which this test holds, so a new query on a
 * hot path cannot slip in unnoticed; and none exceeds its goal (one for a public GET, two for a
 * signed-in request) unless the table of exceptions says why (docs/decisions/011). Lower a number
 * when an endpoint gets cheaper; raising one needs a reason.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { insertCategory, json, listingInput, signedInUser, uploadedImage } from '../test/fixtures';
import { countingD1 } from '../test/d1-round-trips';
import { makeSigningKey, serveGoogleKeys, signedIdToken } from '../test/identity';
import { uniquePng } from '../test/images';
import { bookingId, listingForSale } from '../test/orders';

/** Today's counts (docs/performance-history.md, "D1 round trips per request"). */
const ROUND_TRIPS: Record<string, number> = {
  'GET /api/health': 1,
  'GET /api/settings': 0,
  'GET /api/categories': 1,
  'GET /api/allproduct': 1,
  'GET /api/allproduct?q=gree': 1,
  'GET /api/products/:categoryId': 1,
  'GET /api/advertise': 1,
  'GET /api/listings/:id': 1,
  'GET /api/images/:name': 0,
  'GET /api/jwt': 1,
  'POST /api/users': 2,
  'GET /api/users/admin/:email': 1,
  'GET /api/users/seller/:email': 2,
  'GET /api/users/me': 1,
  'POST /api/users/me/selling': 2,
  'GET /api/myorders': 1,
  'GET /api/mybuyers': 1,
  'GET /api/bookings/:id': 1,
  'GET /api/wishlist': 1,
  'GET /api/product/:sellerEmail': 2,
  'GET /api/product/mine': 1,
  'GET /api/dashboard/allbuyer': 2,
  'GET /api/dashboard/allseller': 2,
  'GET /api/dashboard/refunds': 2,
  'GET /api/dashboard/payment-reviews': 2,
  'POST /api/bookings': 1,
  'PUT /api/bookings/:id/cancel': 1,
  'POST /api/wishlist': 1,
  'DELETE /api/wishlist/:id': 2,
  'POST /api/saved-searches': 1,
  'GET /api/saved-searches': 1,
  'PATCH /api/saved-searches/:id': 1,
  'DELETE /api/saved-searches/:id': 1,
  'POST /api/upload': 2,
  'POST /api/product': 2,
  'PATCH /api/product/:id': 2,
  'PUT /api/advertise/:id': 2,
  'PUT /api/products/:id/renew': 2,
  'PUT /api/product/:id': 2,
  'DELETE /api/product/:id': 2,
  'PUT /api/verifyseller/:seller': 2,
  'DELETE /api/user/:id': 2,
  'POST /api/create-payment-intent': 2,
  'POST /api/demo-gateway/confirm': 1,
  'POST /api/payments': 2,
  'POST /api/bookings/:id/sold-in-person': 2,
  'POST /api/conversations': 1,
  'GET /api/conversations': 1,
  'GET /api/conversations/unread': 1,
  'GET /api/conversations/:id': 1,
  'PUT /api/conversations/:id/block': 1,
  'DELETE /api/conversations/:id/block': 1,
  'POST /api/conversations/:id/report': 1,
  'POST /api/reports': 1,
  'GET /api/reports/mine': 2,
  'GET /api/account/standing': 1,
  'GET /api/dashboard/moderation': 2,
  'GET /api/dashboard/suspensions': 2,
  'PUT /api/moderation/listings/:id/approve': 2,
  'PUT /api/moderation/listings/:id/reject': 2,
  'POST /api/moderation/dismiss': 2,
  'PUT /api/moderation/listings/:id/hide': 2,
  'PUT /api/moderation/listings/:id/restore': 2,
  'PUT /api/moderation/users/:id/suspend': 2,
  'PUT /api/moderation/users/:id/unsuspend': 2,
  'GET /api/dashboard/audit-log': 2,
  'POST /api/reviews': 1,
  'GET /api/reviews/mine/:sellerId': 1,
  'PATCH /api/reviews/:id': 1,
  'PUT /api/reviews/:id/reply': 1,
  'GET /api/sellers/:id': 1,
  'GET /api/sellers/:id/reviews': 1,
  'PUT /api/moderation/reviews/:id/hide': 2,
  'POST /api/verification-requests': 2,
  'GET /api/verification-requests/mine': 2,
  'PUT /api/moderation/verification-requests/:id/decline': 2,
  'PUT /api/moderation/verification-requests/:id/verify': 2,
};

/** Decision 011's goal: one round trip for a public GET, two for anything else (a signed-in request, a write). */
const goal = (name: string, init: RequestInit) =>
  name.startsWith('GET') && !new Headers(init.headers).has('Authorization') ? 1 : 2;

async function world() {
  const { seller, category, product } = await listingForSale(275);
  const buyer = await signedInUser('buyer');
  const booked = await bookingId(buyer, product._id);
  const other = await listingForSale(300);
  const spare = await listingForSale(320);
  const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
  const unverified = await signedInUser('seller');
  const leaving = await signedInUser('buyer');
  const payer = await signedInUser('buyer');
  const paying = await bookingId(payer, other.product._id);
  const meeting = await signedInUser('buyer');
  const met = await bookingId(meeting, spare.product._id);
  const newImage = await uploadedImage(seller.auth);
  const talk = await listingForSale(290);
  // Two new listings of a deployment that reviews them first (LISTING_REVIEW=on): one to approve, one to reject.
  const [waiting, refused] = await Promise.all(
    ['Gree waiting for approval', 'Gree to be refused'].map(async (name) => {
      const img = await uploadedImage(seller.auth);
      const res = await app.request('/api/product', json(listingInput(category.id, img, { name }), seller.auth), {
        ...env,
        LISTING_REVIEW: 'on',
      });
      return (await res.json<{ insertedId: string }>()).insertedId;
    }),
  );
  await insertCategory();
  return {
    waiting: waiting!,
    refused: refused!,
    talk,
    seller,
    category,
    product,
    buyer,
    booked,
    other,
    spare,
    admin,
    unverified,
    leaving,
    payer,
    paying,
    met,
    newImage,
  };
}

type Step = [name: string, path: string, init: RequestInit];

describe('the round-trip counter', () => {
  it('counts each statement that reaches D1 once, and a batch once, sessions included', async () => {
    const counter = countingD1(env.DB);
    const db = counter.binding;
    await db.prepare('SELECT 1').first();
    await db.prepare('SELECT ?').bind(2).all();
    expect(counter.count).toBe(2);
    const session = db.withSession('first-primary');
    await session.batch([session.prepare('SELECT 1'), session.prepare('SELECT 2'), db.prepare('SELECT 3')]);
    expect(counter.count).toBe(3);
    // Preparing and binding alone do not reach the database.
    db.prepare('SELECT 4').bind();
    expect(counter.count).toBe(3);
  });
});

describe('D1 round trips per request', () => {
  it('are those of the table for every endpoint, and within the goal', async () => {
    const w = await world();
    const google = await makeSigningKey();
    const counter = countingD1(env.DB);
    const measured: Record<string, string[]> = {};
    const goals: Record<string, number> = {};
    const answers: Record<string, unknown> = {};
    const run = async ([name, path, init]: Step) => {
      counter.reset();
      const res = await app.request(`/api${path}`, init, { ...env, DB: counter.binding });
      if (res.status >= 300) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
      measured[name] = counter.queries;
      goals[name] = goal(name, init);
      answers[name] = res.headers.get('Content-Type')?.includes('json') ? await res.json() : null;
    };
    const image = w.product.img.replace('/api/images/', '');
    const upload = new FormData();
    upload.set('image', new File([uniquePng()], 'unit.png'));
    const steps: (Step | (() => Step))[] = [
      ['GET /api/health', '/health', {}],
      ['GET /api/settings', '/settings', {}],
      ['GET /api/categories', '/categories', {}],
      ['GET /api/allproduct', '/allproduct', {}],
      ['GET /api/allproduct?q=gree', '/allproduct?q=gree', {}],
      ['GET /api/products/:categoryId', `/products/${w.category.id}`, {}],
      ['GET /api/advertise', '/advertise', {}],
      ['GET /api/listings/:id', `/listings/${w.product._id}`, {}],
      ['GET /api/images/:name', `/images/${image}`, {}],
      ['GET /api/users/admin/:email', `/users/admin/${w.buyer.user.email}`, { headers: w.buyer.auth }],
      ['GET /api/users/seller/:email', `/users/seller/${w.seller.user.email}`, { headers: w.admin.auth }],
      ['GET /api/users/me', '/users/me', { headers: w.buyer.auth }],
      ['GET /api/myorders', '/myorders', { headers: w.buyer.auth }],
      ['GET /api/mybuyers', '/mybuyers', { headers: w.seller.auth }],
      ['GET /api/bookings/:id', `/bookings/${w.booked}`, { headers: w.buyer.auth }],
      ['GET /api/wishlist', '/wishlist', { headers: w.buyer.auth }],
      ['GET /api/product/:sellerEmail', `/product/${w.seller.user.email}`, { headers: w.seller.auth }],
      ['GET /api/product/mine', '/product/mine', { headers: w.seller.auth }],
      ['GET /api/dashboard/allbuyer', '/dashboard/allbuyer', { headers: w.admin.auth }],
      ['GET /api/dashboard/allseller', '/dashboard/allseller', { headers: w.admin.auth }],
      ['GET /api/dashboard/refunds', '/dashboard/refunds', { headers: w.admin.auth }],
      ['GET /api/dashboard/payment-reviews', '/dashboard/payment-reviews', { headers: w.admin.auth }],
      [
        'POST /api/bookings',
        '/bookings',
        json({ productId: w.other.product._id, phone: '01911-223344', location: 'Mirpur 10, Dhaka' }, w.buyer.auth),
      ],
      () => [
        'PUT /api/bookings/:id/cancel',
        `/bookings/${(answers['POST /api/bookings'] as { insertedId: string }).insertedId}/cancel`,
        { method: 'PUT', headers: w.buyer.auth },
      ],
      ['POST /api/wishlist', '/wishlist', json({ productId: w.other.product._id }, w.buyer.auth)],
      () => [
        'DELETE /api/wishlist/:id',
        `/wishlist/${(answers['POST /api/wishlist'] as { insertedId: string }).insertedId}`,
        { method: 'DELETE', headers: w.buyer.auth },
      ],
      [
        'POST /api/saved-searches',
        '/saved-searches',
        json({ name: '1.5 ton in Dhaka', filters: { district: 'dhaka', tons: '1.5' } }, w.buyer.auth),
      ],
      ['GET /api/saved-searches', '/saved-searches', { headers: w.buyer.auth }],
      ...(['PATCH', 'DELETE'].map((method) => () => {
        const id = (answers['POST /api/saved-searches'] as { insertedId: string }).insertedId;
        const body = method === 'PATCH' ? json({ frequency: 'daily' }, w.buyer.auth) : { headers: w.buyer.auth };
        return [`${method} /api/saved-searches/:id`, `/saved-searches/${id}`, { ...body, method }];
      }) satisfies (() => Step)[]),
      ['POST /api/upload', '/upload', { method: 'POST', body: upload, headers: w.seller.auth }],
      ['POST /api/product', '/product', json(listingInput(w.category.id, w.newImage), w.seller.auth)],
      [
        'PATCH /api/product/:id',
        `/product/${w.product._id}`,
        { ...json({ about: 'Serviced last week.', price: 280 }, w.seller.auth), method: 'PATCH' },
      ],
      ['PUT /api/advertise/:id', `/advertise/${w.product._id}`, { method: 'PUT', headers: w.seller.auth }],
      ['PUT /api/products/:id/renew', `/products/${w.product._id}/renew`, { method: 'PUT', headers: w.seller.auth }],
      ['PUT /api/product/:id', `/product/${w.product._id}`, { method: 'PUT', headers: w.seller.auth }],
      () => [
        'DELETE /api/product/:id',
        `/product/${(answers['POST /api/product'] as { insertedId: string }).insertedId}`,
        { method: 'DELETE', headers: w.seller.auth },
      ],
      [
        'PUT /api/verifyseller/:seller',
        `/verifyseller/${w.unverified.user.email}`,
        { method: 'PUT', headers: w.admin.auth },
      ],
      ['DELETE /api/user/:id', `/user/${w.leaving.user.id}`, { method: 'DELETE', headers: w.admin.auth }],
      ['POST /api/create-payment-intent', '/create-payment-intent', json({ bookingId: w.paying }, w.payer.auth)],
      () => [
        'POST /api/demo-gateway/confirm',
        '/demo-gateway/confirm',
        json({
          clientSecret: (answers['POST /api/create-payment-intent'] as { clientSecret: string }).clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/34',
          cvc: '123',
        }),
      ],
      () => [
        'POST /api/payments',
        '/payments',
        json(
          { bookingId: w.paying, transactionId: (answers['POST /api/demo-gateway/confirm'] as { id: string }).id },
          w.payer.auth,
        ),
      ],
      [
        'POST /api/bookings/:id/sold-in-person',
        `/bookings/${w.met}/sold-in-person`,
        { method: 'POST', headers: w.spare.seller.auth },
      ],
      ['POST /api/conversations', '/conversations', json({ productId: w.talk.product._id }, w.buyer.auth)],
      ['GET /api/conversations', '/conversations', { headers: w.buyer.auth }],
      ['GET /api/conversations/unread', '/conversations/unread', { headers: w.buyer.auth }],
      ...(['GET /api/conversations/:id', 'PUT /api/conversations/:id/block', 'DELETE /api/conversations/:id/block'].map(
        (name) => () => {
          const id = (answers['POST /api/conversations'] as { conversationId: string }).conversationId;
          const method = name.split(' ')[0]!;
          return [name, `/conversations/${id}${method === 'GET' ? '' : '/block'}`, { method, headers: w.buyer.auth }];
        },
      ) satisfies (() => Step)[]),
      () => [
        'POST /api/conversations/:id/report',
        `/conversations/${(answers['POST /api/conversations'] as { conversationId: string }).conversationId}/report`,
        json({ reason: 'scam' }, w.buyer.auth),
      ],
      [
        'POST /api/reports',
        '/reports',
        json({ targetType: 'listing', targetId: w.talk.product._id, reason: 'misleading' }, w.buyer.auth),
      ],
      ['GET /api/reports/mine', '/reports/mine', { headers: w.buyer.auth }],
      ['GET /api/account/standing', '/account/standing', { headers: w.buyer.auth }],
      ['GET /api/dashboard/moderation', '/dashboard/moderation', { headers: w.admin.auth }],
      ['GET /api/dashboard/suspensions', '/dashboard/suspensions', { headers: w.admin.auth }],
      [
        'PUT /api/moderation/listings/:id/approve',
        `/moderation/listings/${w.waiting}/approve`,
        { method: 'PUT', headers: w.admin.auth },
      ],
      [
        'PUT /api/moderation/listings/:id/reject',
        `/moderation/listings/${w.refused}/reject`,
        { ...json({ reason: 'Stock photo' }, w.admin.auth), method: 'PUT' },
      ],
      () => [
        'POST /api/moderation/dismiss',
        '/moderation/dismiss',
        json(
          {
            targetType: 'conversation',
            targetId: (answers['POST /api/conversations'] as { conversationId: string }).conversationId,
          },
          w.admin.auth,
        ),
      ],
      ...(['hide', 'restore'].map((action) => [
        `PUT /api/moderation/listings/:id/${action}`,
        `/moderation/listings/${w.talk.product._id}/${action}`,
        { ...json({ reason: 'Misleading photos' }, w.admin.auth), method: 'PUT' },
      ]) satisfies Step[]),
      ...(['suspend', 'unsuspend'].map((action) => [
        `PUT /api/moderation/users/:id/${action}`,
        `/moderation/users/${w.unverified.user.id}/${action}`,
        { ...json({ reason: 'Spam listings' }, w.admin.auth), method: 'PUT' },
      ]) satisfies Step[]),
      ['GET /api/dashboard/audit-log', '/dashboard/audit-log', { headers: w.admin.auth }],
      // The payer paid for the other seller's listing above: they may review that seller.
      [
        'POST /api/reviews',
        '/reviews',
        json({ sellerId: w.other.seller.user.id, rating: 4, text: 'Fair price.' }, w.payer.auth),
      ],
      ['GET /api/reviews/mine/:sellerId', `/reviews/mine/${w.other.seller.user.id}`, { headers: w.payer.auth }],
      () => [
        'PATCH /api/reviews/:id',
        `/reviews/${(answers['POST /api/reviews'] as { insertedId: string }).insertedId}`,
        { ...json({ rating: 5 }, w.payer.auth), method: 'PATCH' },
      ],
      () => [
        'PUT /api/reviews/:id/reply',
        `/reviews/${(answers['POST /api/reviews'] as { insertedId: string }).insertedId}/reply`,
        { ...json({ text: 'Thank you!' }, w.other.seller.auth), method: 'PUT' },
      ],
      ['GET /api/sellers/:id', `/sellers/${w.other.seller.user.id}`, {}],
      ['GET /api/sellers/:id/reviews', `/sellers/${w.other.seller.user.id}/reviews`, {}],
      () => [
        'PUT /api/moderation/reviews/:id/hide',
        `/moderation/reviews/${(answers['POST /api/reviews'] as { insertedId: string }).insertedId}/hide`,
        { ...json({ reason: 'Test' }, w.admin.auth), method: 'PUT' },
      ],
    ];
    for (const step of steps) await run(typeof step === 'function' ? step() : step);

    // Signing in last: the Google keys are served by a stand-in for fetch.
    const keys = serveGoogleKeys(google);
    const idToken = await signedIdToken(google, { email: 'newcomer@example.test', email_verified: true });
    const bearer = { Authorization: `Bearer ${idToken}` };
    await run([
      'POST /api/users',
      '/users',
      json({ name: 'Newcomer', email: 'newcomer@example.test', role: 'buyer' }, bearer),
    ]);
    await run(['GET /api/jwt', '/jwt', { headers: bearer }]);
    // A verification request carries the seller's ID token with their confirmed phone number.
    const applicant = await signedInUser('seller');
    const phoneProof = await signedIdToken(google, {
      email: applicant.user.email,
      sub: applicant.user.firebaseUid!,
      phone_number: '+8801711234567',
    });
    const verificationRequest = json({ idToken: phoneProof, note: 'Shop in Mirpur' }, applicant.auth);
    await run(['POST /api/verification-requests', '/verification-requests', verificationRequest]);
    const requestId = () => (answers['POST /api/verification-requests'] as { insertedId: string }).insertedId;
    await run(['GET /api/verification-requests/mine', '/verification-requests/mine', { headers: applicant.auth }]);
    await run([
      'PUT /api/moderation/verification-requests/:id/decline',
      `/moderation/verification-requests/${requestId()}/decline`,
      { ...json({ reason: 'The number does not answer.' }, w.admin.auth), method: 'PUT' },
    ]);
    await run(['POST /api/verification-requests', '/verification-requests', verificationRequest]);
    await run([
      'PUT /api/moderation/verification-requests/:id/verify',
      `/moderation/verification-requests/${requestId()}/verify`,
      { method: 'PUT', headers: w.admin.auth },
    ]);
    keys.mockRestore();
    // A buyer starts selling (issue 64): their row, then the role change with its audit entry.
    const starter = await signedInUser('buyer');
    await run(['POST /api/users/me/selling', '/users/me/selling', { method: 'POST', headers: starter.auth }]);

    // Batched reads answer every column right (D1's batch keys rows by column name: db/batch-columns.ts).
    expect((answers['PATCH /api/product/:id'] as { product: unknown }).product).toMatchObject({
      _id: w.product._id,
      name: w.product.name,
      about: 'Serviced last week.',
      price: 280,
      categoryName: w.category.name,
      sellerName: w.seller.user.name,
      sellerId: w.seller.user.id,
    });
    expect(answers['GET /api/myorders']).toEqual([
      expect.objectContaining({ _id: w.booked, productId: w.product._id, productName: w.product.name, price: 275 }),
    ]);
    expect(answers['GET /api/mybuyers']).toEqual([
      expect.objectContaining({ _id: w.booked, userName: w.buyer.user.name, email: w.buyer.user.email }),
    ]);

    expect(answers['GET /api/conversations']).toMatchObject({
      conversations: [{ productName: w.talk.product.name, otherName: w.talk.seller.user.name, side: 'buyer' }],
    });
    expect((answers['GET /api/dashboard/moderation'] as { reported: unknown }).reported).toEqual([
      expect.objectContaining({
        targetType: 'listing',
        listing: expect.objectContaining({ name: w.talk.product.name, sellerName: w.talk.seller.user.name }),
      }),
      expect.objectContaining({
        targetType: 'conversation',
        conversation: expect.objectContaining({
          productName: w.talk.product.name,
          buyerName: w.buyer.user.name,
          sellerName: w.talk.seller.user.name,
        }),
        reports: [expect.objectContaining({ reporterName: w.buyer.user.name, reason: 'scam' })],
      }),
    ]);
    expect(answers['GET /api/sellers/:id']).toMatchObject({
      name: w.other.seller.user.name,
      rating: { average: 5, count: 1 },
      reviews: [{ rating: 5, text: 'Fair price.', reply: 'Thank you!', buyerName: w.payer.user.name }],
    });
    expect(Object.keys(measured).sort()).toEqual(Object.keys(ROUND_TRIPS).sort());
    for (const [name, queries] of Object.entries(measured)) {
      expect(queries.length, `${name}:\n${queries.join('\n')}`).toBe(ROUND_TRIPS[name]);
      expect(queries.length, `${name} is over its goal`).toBeLessThanOrEqual(goals[name]!);
    }
  });
});
