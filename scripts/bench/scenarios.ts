/**
 * What the benchmark asks of the Worker: each endpoint the performance targets name, as autocannon
 * request steps, with the answer one request must get before its load counts.
 */
import type { RawRequest, RequestStep } from 'autocannon';
import { issueAccessToken } from '../../worker/accounts/tokens';
import type { Catalogue } from './catalogue';

export interface Scenario {
  name: string;
  /** A public GET that production serves from the edge cache, so it is measured with it too. */
  cacheable: boolean;
  /** A list endpoint: its cost must not grow with the catalogue. */
  list: boolean;
  steps: RequestStep[];
  /** Why one answer is wrong, or null when it is what the endpoint should give. */
  expect: (status: number, body: unknown, headers: Headers) => string | null;
}

const pageSize = 24;

export const fullPage = (status: number, body: unknown, headers: Headers) =>
  status !== 200
    ? `status ${status}`
    : !Array.isArray(body) || body.length !== pageSize
      ? 'not a full page'
      : headers.get('Link')
        ? null
        : 'no next page';
export const someItems = (status: number, body: unknown) =>
  status !== 200 ? `status ${status}` : Array.isArray(body) && body.length > 0 ? null : 'an empty list';

export const get = (
  name: string,
  path: string,
  options: Pick<Scenario, 'cacheable' | 'list' | 'expect'>,
): Scenario => ({
  name,
  ...options,
  steps: [{ method: 'GET', path }],
});

/** The minimal Worker's request. */
export const baseline: Scenario = get('minimal Worker (fixed JSON)', '/api/baseline', {
  cacheable: false,
  list: false,
  expect: (status) => (status === 200 ? null : `status ${status}`),
});

/** The one-read Worker's request: its one D1 read answers 24 rows. */
export const oneReadBaseline: Scenario = get('one-read Worker (24 rows, one D1 read)', '/api/baseline', {
  cacheable: false,
  list: false,
  expect: (status, body) =>
    status !== 200 ? `status ${status}` : Array.isArray(body) && body.length === 24 ? null : 'not 24 rows',
});

/** One step that calls `next` for each request, so every request can differ. */
const rotating = (next: () => RawRequest): RequestStep[] => [
  { setupRequest: (request) => ({ ...request, ...next() }) },
];

/**
 * Bookings already made in each catalogue's database, so that a later mode (the latency model)
 * books new (buyer, product) pairs rather than ones the last mode booked.
 */
const bookingsMade = new WeakMap<Catalogue, number>();

/**
 * Every endpoint of the run, in order: reads first, the booking writes last. Access tokens are
 * minted here with the bench Worker's secret, exactly as the Worker issues them.
 */
export async function scenarios(catalogue: Catalogue, jwtSecret: string): Promise<Scenario[]> {
  const buyers = await Promise.all(
    catalogue.buyers.map(async (b) => ({ ...b, auth: `Bearer ${await issueAccessToken(b.id, jwtSecret)}` })),
  );
  let order = 0;
  let booking = bookingsMade.get(catalogue) ?? 0;
  const publicList = { cacheable: true, list: true };

  return [
    get('GET /api/categories', '/api/categories', { ...publicList, expect: someItems }),
    get('GET /api/allproduct (first page)', '/api/allproduct', { ...publicList, expect: fullPage }),
    get('GET /api/allproduct (filtered)', '/api/allproduct?condition=excellent&minPrice=200&maxPrice=600', {
      ...publicList,
      expect: fullPage,
    }),
    get('GET /api/allproduct (district=chattogram)', '/api/allproduct?district=chattogram', {
      ...publicList,
      expect: fullPage,
    }),
    get('GET /api/allproduct (division=dhaka)', '/api/allproduct?division=dhaka', { ...publicList, expect: fullPage }),
    get('GET /api/allproduct (tons=1.5, inverter)', '/api/allproduct?tons=1.5&inverter=yes', {
      ...publicList,
      expect: fullPage,
    }),
    get('GET /api/allproduct (brand=gree)', '/api/allproduct?brand=gree', {
      ...publicList,
      expect: fullPage,
    }),
    get('GET /api/allproduct (search q=daikin)', '/api/allproduct?q=daikin', { ...publicList, expect: fullPage }),
    get('GET /api/allproduct (deep cursor)', `/api/allproduct?cursor=${catalogue.deepCursor}`, {
      ...publicList,
      expect: fullPage,
    }),
    get('GET /api/products/:categoryId', `/api/products/${catalogue.categoryId}`, { ...publicList, expect: fullPage }),
    get('GET /api/advertise', '/api/advertise', { ...publicList, expect: someItems }),
    {
      name: 'GET /api/myorders (signed in)',
      cacheable: false,
      list: true,
      steps: rotating(() => {
        const buyer = buyers[order++ % buyers.length]!;
        return {
          method: 'GET',
          path: `/api/myorders?email=${encodeURIComponent(buyer.email)}`,
          headers: { authorization: buyer.auth },
        };
      }),
      expect: (status, body) => (status === 200 && Array.isArray(body) ? null : `status ${status}`),
    },
    {
      name: 'POST /api/bookings (new booking)',
      cacheable: false,
      list: false,
      // Every request books a new (buyer, product) pair. The buyer changes on every request, so at
      // 300 buyers and 300 requests a second each books about once a second: a few seconds' run
      // stays far under WRITE_LIMITER's 60 a minute per user.
      steps: rotating(() => {
        const buyer = buyers[booking % buyers.length]!;
        const product = catalogue.bookable[Math.floor(booking / buyers.length) % catalogue.bookable.length]!;
        booking++;
        bookingsMade.set(catalogue, booking);
        return {
          method: 'POST',
          path: '/api/bookings',
          headers: { authorization: buyer.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ productId: product, phone: '01711-234567', location: 'Mirpur 10, Dhaka' }),
        };
      }),
      expect: (status) => (status === 201 ? null : `status ${status}`),
    },
  ];
}
