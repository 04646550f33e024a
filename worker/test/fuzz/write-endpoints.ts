/**
 * Every JSON write endpoint with the caller that may use it, the valid body that caller would send,
 * and the kind of each field, so the fuzz test can break one thing at a time and know the answer.
 */
import {
  alertFrequencies,
  disputeOutcomes,
  disputeReasons,
  payoutMethods,
  reportReasons,
  reportTargets,
} from '../../../shared/domain';
import type { Field } from './payloads';
import { rotating, type World } from './world';

export interface Caller {
  headers: Record<string, string>;
  /** The body this caller would validly send. */
  body: Record<string, unknown>;
}

export interface JsonEndpoint {
  /** As `app.routes` names it: method and path pattern. */
  route: string;
  method: string;
  path: string;
  fields: Record<string, Field>;
  /** Fields that may be left out (PATCH: all of them). */
  optional: string[] | 'all';
  /** A field whose length cap a long body can break while staying under the body cap. */
  longField: string;
  acknowledges?: boolean;
  caller: () => Promise<Caller>;
}

const text = (max: number): Field => ({ kind: 'text', max });

const listingFields: Record<string, Field> = {
  name: text(120),
  originalPrice: { kind: 'price' },
  price: { kind: 'price' },
  purchaseYear: { kind: 'year' },
  phone: { kind: 'phone' },
  location: text(120),
  categoryId: text(64),
  condition: { kind: 'enum', values: ['good', 'excellent', 'fair'] },
  img: { kind: 'image' },
  about: text(2000),
};

/** The demo gateway's card form, for a booking's payment or an inspection's fee. */
const cardFields: Record<string, Field> = {
  clientSecret: { kind: 'token' },
  cardNumber: { kind: 'card' },
  expiry: { kind: 'expiry' },
  cvc: { kind: 'cvc' },
};
const testCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** A whole checklist, valid but for which inspection it is about (worker/inspections/inspections.test.ts). */
const report = {
  coolingDropC: 11.5,
  pressurePsi: 120,
  compressorAmps: 6.2,
  ratedAmps: 7,
  noiseOk: true,
  leaksFound: false,
  remoteOk: true,
  displayOk: true,
  serialNumber: 'GR-15-2021-00731',
  photos: [`/api/images/${'a'.repeat(64)}.png`],
  verdict: 'passed',
  notes: '',
};

/**
 * The JSON write endpoints of this world. `identity(n)` gives the n-th fresh Firebase identity's
 * e-mail and bearer header (POST /users needs proof of identity, 20 calls a minute each).
 */
export function jsonEndpoints(
  world: World,
  identity: (n: number) => Promise<{ email: string; headers: Record<string, string> }>,
): JsonEndpoint[] {
  const seller = async (): Promise<Caller> => ({ headers: world.seller.auth, body: world.listing });
  // Fresh actors in turn, so the write rate limit never answers in place of validation.
  const actors = (role: 'buyer' | 'seller') => (body: Record<string, unknown>) => {
    const next = rotating(() => world.actor(role));
    return async (): Promise<Caller> => ({ headers: (await next()).auth, body });
  };
  const buyers = actors('buyer');
  const sellers = actors('seller');
  const identities = rotating(identity, 15);
  return [
    {
      route: 'POST /api/users',
      method: 'POST',
      path: '/users',
      fields: { name: text(80), email: { kind: 'email' }, role: { kind: 'enum', values: ['buyer', 'seller'] } },
      optional: [],
      longField: 'name',
      caller: async () => {
        const { email, headers } = await identities();
        return { headers, body: { name: 'Fuzz Person', email, role: 'buyer' } };
      },
    },
    {
      route: 'POST /api/product',
      method: 'POST',
      path: '/product',
      fields: listingFields,
      optional: ['condition'],
      longField: 'about',
      caller: seller,
    },
    {
      route: 'PATCH /api/product/:id',
      method: 'PATCH',
      path: `/product/${world.product._id}`,
      fields: listingFields,
      optional: 'all',
      longField: 'about',
      caller: seller,
    },
    {
      route: 'POST /api/bookings',
      method: 'POST',
      path: '/bookings',
      fields: { productId: { kind: 'id' }, phone: { kind: 'phone' }, location: text(120) },
      optional: [],
      longField: 'location',
      acknowledges: true,
      caller: buyers({ productId: world.product._id, phone: '01711-234567', location: 'Mirpur 10, Dhaka' }),
    },
    {
      route: 'POST /api/wishlist',
      method: 'POST',
      path: '/wishlist',
      fields: { productId: { kind: 'id' } },
      optional: [],
      longField: 'productId',
      acknowledges: true,
      caller: buyers({ productId: world.product._id }),
    },
    {
      route: 'POST /api/saved-searches',
      method: 'POST',
      path: '/saved-searches',
      fields: { name: text(60), frequency: { kind: 'enum', values: alertFrequencies } },
      optional: ['frequency'],
      longField: 'name',
      caller: buyers({ name: '1.5 ton in Dhaka', filters: { district: 'dhaka', tons: '1.5' }, frequency: 'daily' }),
    },
    {
      route: 'PATCH /api/saved-searches/:id',
      method: 'PATCH',
      path: `/saved-searches/${world.savedSearchId}`,
      fields: { name: text(60), frequency: { kind: 'enum', values: alertFrequencies } },
      optional: 'all',
      longField: 'name',
      caller: buyers({ name: 'Renamed', frequency: 'off' }),
    },
    {
      route: 'POST /api/conversations',
      method: 'POST',
      path: '/conversations',
      fields: { productId: { kind: 'id' } },
      optional: [],
      longField: 'productId',
      caller: buyers({ productId: world.product._id }),
    },
    {
      route: 'POST /api/conversations/:id/messages',
      method: 'POST',
      path: `/conversations/${world.conversationId}/messages`,
      fields: { clientId: { kind: 'id' }, text: text(2000) },
      optional: [],
      longField: 'text',
      caller: async () => ({
        headers: world.buyer.auth,
        body: { clientId: '0b0e3c52-6f0c-4f5e-9a43-8d1f5f7c2a10', text: 'Still for sale?' },
      }),
    },
    {
      route: 'POST /api/conversations/:id/read',
      method: 'POST',
      path: `/conversations/${world.conversationId}/read`,
      fields: { seq: { kind: 'count' } },
      optional: [],
      longField: 'seq',
      caller: async () => ({ headers: world.buyer.auth, body: { seq: 1 } }),
    },
    {
      route: 'POST /api/conversations/:id/report',
      method: 'POST',
      path: `/conversations/${world.conversationId}/report`,
      fields: { reason: { kind: 'enum', values: reportReasons }, note: text(1000) },
      optional: ['note'],
      longField: 'note',
      caller: async () => ({ headers: world.buyer.auth, body: { reason: 'scam', note: 'Asked for an advance' } }),
    },
    {
      route: 'POST /api/reports',
      method: 'POST',
      path: '/reports',
      fields: {
        targetType: { kind: 'enum', values: reportTargets },
        targetId: { kind: 'id' },
        reason: { kind: 'enum', values: reportReasons },
        note: text(1000),
      },
      optional: ['note'],
      longField: 'note',
      caller: buyers({ targetType: 'listing', targetId: world.product._id, reason: 'scam', note: 'Wants bKash first' }),
    },
    {
      route: 'POST /api/moderation/dismiss',
      method: 'POST',
      path: '/moderation/dismiss',
      fields: { targetType: { kind: 'enum', values: reportTargets }, targetId: { kind: 'id' }, reason: text(500) },
      optional: ['reason'],
      longField: 'reason',
      caller: async () => ({
        headers: world.admin.auth,
        body: { targetType: 'listing', targetId: world.product._id, reason: 'Nothing wrong' },
      }),
    },
    {
      route: 'PUT /api/moderation/listings/:id/hide',
      method: 'PUT',
      path: `/moderation/listings/${world.product._id}/hide`,
      fields: { reason: text(500) },
      optional: [],
      longField: 'reason',
      caller: async () => ({ headers: world.admin.auth, body: { reason: 'Asks for an advance' } }),
    },
    {
      route: 'PUT /api/moderation/users/:id/suspend',
      method: 'PUT',
      path: `/moderation/users/${world.seller.user.id}/suspend`,
      fields: { reason: text(500) },
      optional: [],
      longField: 'reason',
      caller: async () => ({ headers: world.admin.auth, body: { reason: 'Fake listings' } }),
    },
    {
      route: 'POST /api/reviews',
      method: 'POST',
      path: '/reviews',
      fields: { sellerId: { kind: 'id' }, rating: { kind: 'rating' }, text: text(1000) },
      optional: ['text'],
      longField: 'text',
      caller: buyers({ sellerId: world.seller.user.id, rating: 5, text: 'Honest seller.' }),
    },
    {
      route: 'POST /api/verification-requests',
      method: 'POST',
      path: '/verification-requests',
      fields: { idToken: { kind: 'id-token' }, note: text(500) },
      optional: ['note'],
      longField: 'note',
      caller: sellers({ idToken: 'x.y.z', note: 'Shop in Mirpur 10' }),
    },
    {
      route: 'PUT /api/notifications/sms-phone',
      method: 'PUT',
      path: '/notifications/sms-phone',
      fields: { idToken: { kind: 'id-token' } },
      optional: [],
      longField: 'idToken',
      caller: buyers({ idToken: 'x.y.z' }),
    },
    {
      route: 'PUT /api/moderation/verification-requests/:id/decline',
      method: 'PUT',
      path: '/moderation/verification-requests/no-such-request/decline',
      fields: { reason: text(500) },
      optional: [],
      longField: 'reason',
      caller: async () => ({ headers: world.admin.auth, body: { reason: 'The number does not answer' } }),
    },
    {
      route: 'POST /api/create-payment-intent',
      method: 'POST',
      path: '/create-payment-intent',
      fields: { bookingId: { kind: 'id' } },
      optional: [],
      longField: 'bookingId',
      caller: buyers({ bookingId: world.bookingId }),
    },
    {
      route: 'POST /api/payments',
      method: 'POST',
      path: '/payments',
      fields: { bookingId: { kind: 'id' }, transactionId: { kind: 'reference' } },
      optional: [],
      longField: 'transactionId',
      caller: buyers({ bookingId: 'no-such-booking', transactionId: 'pi_demo_unknown' }),
    },
    {
      route: 'POST /api/payments/:id/dispute',
      method: 'POST',
      path: '/payments/no-such-payment/dispute',
      fields: { reason: { kind: 'enum', values: disputeReasons }, details: text(1000) },
      optional: [],
      longField: 'details',
      caller: buyers({ reason: 'not-cooling', details: 'It blows warm air after ten minutes.' }),
    },
    {
      route: 'POST /api/disputes/:id/resolve',
      method: 'POST',
      path: '/disputes/no-such-payment/resolve',
      fields: { outcome: { kind: 'enum', values: disputeOutcomes }, note: text(1000) },
      optional: [],
      longField: 'note',
      caller: async () => ({ headers: world.admin.auth, body: { outcome: 'release', note: 'The unit cools.' } }),
    },
    {
      route: 'POST /api/payouts',
      method: 'POST',
      path: '/payouts',
      fields: {
        sellerId: { kind: 'id' },
        amount: { kind: 'price', max: 100_000_000 },
        method: { kind: 'enum', values: payoutMethods },
        reference: text(64),
      },
      optional: [],
      longField: 'reference',
      caller: async () => ({
        headers: world.admin.auth,
        body: { sellerId: world.seller.user.id, amount: 100, method: 'bkash', reference: 'TRX-FUZZ-1' },
      }),
    },
    {
      route: 'POST /api/demo-gateway/confirm',
      method: 'POST',
      path: '/demo-gateway/confirm',
      fields: cardFields,
      optional: [],
      longField: 'clientSecret',
      // Anonymous, so its budget is the caller's address, which is one locally: the card form's
      // validation comes before its rate limit, so malformed bodies never spend it.
      caller: async () => ({ headers: {}, body: { clientSecret: world.clientSecret, ...testCard } }),
    },
    // Inspected by Thanda. Its writes count against the budget before the body is read, so strangers
    // in turn call them: each case is refused for its body before whose inspection it is matters.
    {
      route: 'POST /api/inspections',
      method: 'POST',
      path: '/inspections',
      fields: { productId: { kind: 'id' }, slot: { kind: 'instant' }, phone: { kind: 'phone' } },
      optional: [],
      longField: 'productId',
      caller: buyers({ productId: world.product._id, slot: world.inspection.slot, phone: '01711-223344' }),
    },
    {
      route: 'POST /api/inspections/:id/demo-card',
      method: 'POST',
      path: `/inspections/${world.inspection.unpaid.id}/demo-card`,
      fields: cardFields,
      optional: [],
      longField: 'clientSecret',
      caller: buyers({ clientSecret: world.inspection.unpaid.clientSecret, ...testCard }),
    },
    {
      route: 'PUT /api/inspections/:id/schedule',
      method: 'PUT',
      path: `/inspections/${world.inspection.requestedId}/schedule`,
      fields: { address: text(300), phone: { kind: 'phone' } },
      optional: [],
      longField: 'address',
      caller: sellers(world.inspection.visit),
    },
    {
      route: 'PUT /api/inspections/:id/assign',
      method: 'PUT',
      path: `/inspections/${world.inspection.scheduledId}/assign`,
      fields: { technicianId: { kind: 'id' } },
      optional: [],
      longField: 'technicianId',
      caller: async () => ({ headers: world.admin.auth, body: { technicianId: world.inspection.technician.user.id } }),
    },
  ];
}

/** Path-addressed writes with no body: each with the caller that owns the target. */
export function pathEndpoints(world: World) {
  const buyerDeletes = rotating(() => world.actor('buyer'));
  const sellerTurns = rotating(() => world.actor('seller'));
  return [
    {
      route: 'PUT /api/product/:id',
      method: 'PUT',
      prefix: '/product/',
      headers: async () => world.seller.auth,
      expect: [404],
    },
    {
      route: 'DELETE /api/product/:id',
      method: 'DELETE',
      prefix: '/product/',
      headers: async () => world.seller.auth,
      expect: [404],
    },
    {
      route: 'PATCH /api/product/:id',
      method: 'PATCH',
      prefix: '/product/',
      headers: async () => world.seller.auth,
      expect: [404],
    },
    {
      route: 'PUT /api/advertise/:id',
      method: 'PUT',
      prefix: '/advertise/',
      headers: async () => world.seller.auth,
      expect: [404],
    },
    {
      route: 'PUT /api/products/:id/renew',
      method: 'PUT',
      prefix: '/products/',
      suffix: '/renew',
      headers: async () => world.seller.auth,
      expect: [404],
    },
    {
      route: 'POST /api/bookings/:id/sold-in-person',
      method: 'POST',
      prefix: '/bookings/',
      suffix: '/sold-in-person',
      headers: async () => world.seller.auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/bookings/:id/purchase-confirmed',
      method: 'PUT',
      prefix: '/bookings/',
      suffix: '/purchase-confirmed',
      // A fresh buyer every WRITE_BUDGET calls: the world's buyer spends theirs on the other routes.
      headers: async () => (await buyerDeletes()).auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/payments/:id/handed-over',
      method: 'PUT',
      prefix: '/payments/',
      suffix: '/handed-over',
      // Sellers in turn: the world's seller spends their write budget on the other routes.
      headers: async () => (await sellerTurns()).auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/payments/:id/received',
      method: 'PUT',
      prefix: '/payments/',
      suffix: '/received',
      headers: async () => (await buyerDeletes()).auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/bookings/:id/cancel',
      method: 'PUT',
      prefix: '/bookings/',
      suffix: '/cancel',
      headers: async () => world.buyer.auth,
      expect: [400, 404],
    },
    {
      route: 'DELETE /api/wishlist/:id',
      method: 'DELETE',
      prefix: '/wishlist/',
      headers: async () => (await buyerDeletes()).auth,
      expect: [400, 404],
    },
    {
      route: 'PATCH /api/saved-searches/:id',
      method: 'PATCH',
      prefix: '/saved-searches/',
      headers: async () => (await buyerDeletes()).auth,
      body: { name: 'Renamed' },
      expect: [400, 404],
    },
    {
      route: 'PUT /api/notifications/:id/read',
      method: 'PUT',
      prefix: '/notifications/',
      suffix: '/read',
      headers: async () => (await buyerDeletes()).auth,
      expect: [400, 404],
    },
    {
      route: 'DELETE /api/saved-searches/:id',
      method: 'DELETE',
      prefix: '/saved-searches/',
      headers: async () => (await buyerDeletes()).auth,
      expect: [400, 404],
    },
    {
      route: 'DELETE /api/user/:id',
      method: 'DELETE',
      prefix: '/user/',
      headers: async () => world.admin.auth,
      expect: [400, 404],
    },
    {
      route: 'POST /api/payment-reviews/:id/approve',
      method: 'POST',
      prefix: '/payment-reviews/',
      suffix: '/approve',
      headers: async () => world.admin.auth,
      expect: [400, 404],
    },
    {
      route: 'POST /api/payment-reviews/:id/decline',
      method: 'POST',
      prefix: '/payment-reviews/',
      suffix: '/decline',
      headers: async () => world.admin.auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/verifyseller/:seller',
      method: 'PUT',
      prefix: '/verifyseller/',
      headers: async () => world.admin.auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/conversations/:id/block',
      method: 'PUT',
      prefix: '/conversations/',
      suffix: '/block',
      headers: async () => (await buyerDeletes()).auth,
      expect: [400, 404],
    },
    {
      route: 'DELETE /api/conversations/:id/block',
      method: 'DELETE',
      prefix: '/conversations/',
      suffix: '/block',
      headers: async () => (await buyerDeletes()).auth,
      expect: [400, 404],
    },
    {
      route: 'PATCH /api/reviews/:id',
      method: 'PATCH',
      prefix: '/reviews/',
      body: { rating: 4 },
      headers: async () => world.buyer.auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/reviews/:id/reply',
      method: 'PUT',
      prefix: '/reviews/',
      suffix: '/reply',
      body: { text: 'Thank you.' },
      headers: async () => world.seller.auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/moderation/reviews/:id/hide',
      method: 'PUT',
      prefix: '/moderation/reviews/',
      suffix: '/hide',
      body: { reason: 'Insults' },
      headers: async () => world.admin.auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/moderation/listings/:id/approve',
      method: 'PUT',
      prefix: '/moderation/listings/',
      suffix: '/approve',
      headers: async () => world.admin.auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/moderation/listings/:id/reject',
      method: 'PUT',
      prefix: '/moderation/listings/',
      suffix: '/reject',
      body: { reason: 'Stock photo' },
      headers: async () => world.admin.auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/moderation/verification-requests/:id/verify',
      method: 'PUT',
      prefix: '/moderation/verification-requests/',
      suffix: '/verify',
      headers: async () => world.admin.auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/moderation/verification-requests/:id/decline',
      method: 'PUT',
      prefix: '/moderation/verification-requests/',
      suffix: '/decline',
      body: { reason: 'The number does not answer' },
      headers: async () => world.admin.auth,
      expect: [400, 404],
    },
    // The moderation actions read a body after the id: a valid one, so only the id is wrong.
    ...(['hide', 'restore'] as const).map((action) => ({
      route: `PUT /api/moderation/listings/:id/${action}`,
      method: 'PUT',
      prefix: '/moderation/listings/',
      suffix: `/${action}`,
      body: { reason: 'Misleading photos' },
      headers: async () => world.admin.auth,
      expect: [400, 404],
    })),
    ...(['suspend', 'unsuspend'] as const).map((action) => ({
      route: `PUT /api/moderation/users/:id/${action}`,
      method: 'PUT',
      prefix: '/moderation/users/',
      suffix: `/${action}`,
      body: { reason: 'Fake listings' },
      headers: async () => world.admin.auth,
      expect: [400, 404],
    })),
    // Inspected by Thanda: each with a valid body where it reads one, so only the id is wrong.
    {
      route: 'PUT /api/products/:id/inspection-slots',
      method: 'PUT',
      prefix: '/products/',
      suffix: '/inspection-slots',
      body: { slots: [world.inspection.slot] },
      headers: async () => (await sellerTurns()).auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/inspections/:id/schedule',
      method: 'PUT',
      prefix: '/inspections/',
      suffix: '/schedule',
      body: world.inspection.visit,
      headers: async () => (await sellerTurns()).auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/inspections/:id/assign',
      method: 'PUT',
      prefix: '/inspections/',
      suffix: '/assign',
      body: { technicianId: world.inspection.technician.user.id },
      headers: async () => world.admin.auth,
      expect: [400, 404],
    },
    {
      route: 'POST /api/inspections/:id/photos',
      method: 'POST',
      prefix: '/inspections/',
      suffix: '/photos',
      headers: async () => world.inspection.technician.auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/inspections/:id/report',
      method: 'PUT',
      prefix: '/inspections/',
      suffix: '/report',
      body: report,
      headers: async () => world.inspection.technician.auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/inspections/:id/publish',
      method: 'PUT',
      prefix: '/inspections/',
      suffix: '/publish',
      headers: async () => (await sellerTurns()).auth,
      expect: [400, 404],
    },
    {
      route: 'PUT /api/inspections/:id/cancel',
      method: 'PUT',
      prefix: '/inspections/',
      suffix: '/cancel',
      body: { reason: 'Bought another unit' },
      headers: async () => (await buyerDeletes()).auth,
      expect: [400, 404],
    },
    ...(['PUT', 'DELETE'] as const).map((method) => ({
      route: `${method} /api/user/:id/technician`,
      method,
      prefix: '/user/',
      suffix: '/technician',
      headers: async () => world.admin.auth,
      expect: [400, 404],
    })),
  ];
}
