/**
 * The API's OpenAPI 3.1 description (docs/decisions/025-openapi.md), made from the app's own route
 * list: every route under /api with its method and path, its parameters and body from the zod
 * schemas its `validate()` middleware checks (converted by zod's own `z.toJSONSchema`), whether it
 * needs a token and is rate limited (from the marks its middleware sets, lib/route-marks.ts), and
 * the refusal every failure answers. What a
 * route's code cannot say (a summary, its group, a body no schema reads) comes from the table below,
 * keyed by "METHOD path" as the route file writes it; a route missing from it fails openapi.test.ts.
 */
import type { RouterRoute } from 'hono/types';
import { findTargetHandler } from 'hono/utils/handler';
import * as z from 'zod';
import { refusalReasons, refusalRules } from '../lib/refusal';
import { markOf, type RouteMark } from '../lib/route-marks';
import { validationOf, type Validation } from '../middleware/validate';

type Json = Record<string, unknown>;

/** The ways a caller proves who they are (components.securitySchemes). */
type Scheme = 'accessToken' | 'firebaseIdToken' | 'imgbbKey' | 'socketProtocol';

interface Note {
  summary: string;
  description?: string;
  /** The status of success, when not 200. */
  status?: number;
  /** What success answers, when not JSON. */
  answers?: 'image' | 'redirect' | 'websocket';
  /** The ways to sign in, alternatives, when the middleware's marks do not say it. */
  security?: Scheme[];
  /** The handler counts a rate limit itself, once the caller's policy allowed the call. */
  limited?: true;
  /** A body read without `validate()`. */
  requestBody?: Json;
  /** Failures answered in imgbb's shape rather than as refusals. */
  imgbbErrors?: true;
}

/** The admins' tables (issue 64). */
const ADMIN_PAGES =
  "Newest first; `q` (up to 100 characters) finds a part of a name, an e-mail address or a phone number, in any case (refunds: the product, the buyer, the booking's phone). Without `limit`, a page holds up to 200. The next page's address, when there is one, is in the `Link` header (rel=\"next\"); a search's page may hold fewer rows than `limit`, even none, and still link to the next.";

const UPLOAD_FORM = {
  type: 'object',
  required: ['image'],
  properties: {
    image: { description: 'The image: a file, or its base64 text (a data: URL too). At most 5 MB.' },
    source: { description: 'The same as `image`, as Chevereto-style clients name it.' },
    name: { type: 'string', description: "The image's title." },
    key: { type: 'string', description: 'The access token, where the client cannot send it as a header.' },
  },
};

const upload: Note = {
  summary: "Upload a picture (imgbb's contract)",
  description:
    "Answers imgbb's shape, `{ data, success, status }`, and its error shape on failure. Sellers and admins only. The access token may come as the Authorization header, `?key=` or the form's `key`.",
  security: ['accessToken', 'imgbbKey'],
  imgbbErrors: true,
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': { schema: UPLOAD_FORM },
      'application/x-www-form-urlencoded': { schema: UPLOAD_FORM },
    },
  },
};

const gatewayForm = (who: string): Json => ({
  required: true,
  description: `${who}'s fields, as SSLCOMMERZ posts them (checked with SSLCOMMERZ before anything is believed).`,
  content: {
    'application/x-www-form-urlencoded': { schema: { type: 'object', additionalProperties: { type: 'string' } } },
  },
});

/** By tag: its description, and its routes' notes (a string is a summary). */
const notesByTag: Record<string, { description: string; routes: Record<string, string | Note> }> = {
  Site: {
    description: 'The API itself: its health, settings and this description.',
    routes: {
      'GET /health': {
        summary: 'Check that the API and its database answer',
        description: 'Answers 503 when the database does not.',
      },
      'GET /settings': "Read the deployment's settings (currency, social pages)",
      'GET /openapi.json': 'This description of the API, as OpenAPI 3.1',
      'GET /docs': { summary: 'This reference, as a page', description: 'Answers HTML.' },
    },
  },
  Accounts: {
    description:
      'Signing in: a Firebase ID token is exchanged for an access token (GET /api/jwt), which every other call that needs one sends as `Authorization: Bearer <token>`.',
    routes: {
      'GET /jwt': {
        summary: 'Exchange a Firebase ID token for an access token',
        description: 'Send the Firebase ID token as the bearer token; `email`, if sent, must be its address.',
      },
      'POST /users': 'Register your account (as a buyer or a seller)',
      'GET /users/me': 'Read your own account',
      'POST /users/me/selling': {
        summary: 'Start selling: your account becomes a seller account',
        description:
          "Anyone can sell (issue 64). Your orders, wish list and conversations stay yours, and a seller can still buy. Answers your account as `GET /users/me` does; a seller's call changes nothing. Refused to an admin and to a suspended account.",
      },
      'GET /users/admin/:email': 'Whether an e-mail address is an admin of this deployment',
      'GET /users/seller/:email': "Whether an e-mail address is a seller's",
      'GET /account/standing': "Read your account's standing (a suspension, why and until when)",
    },
  },
  Listings: {
    description: 'Products for sale: search, the categories, a seller publishing and managing listings.',
    routes: {
      'GET /categories': 'List the categories',
      'GET /allproduct': {
        summary: 'Search the products, a page at a time',
        description: 'The next page\'s address, when there is one, is in the `Link` header (rel="next").',
      },
      'GET /products/:categoryId': {
        summary: "List a category's products, a page at a time",
        description: 'The next page\'s address, when there is one, is in the `Link` header (rel="next").',
      },
      'GET /advertise': 'List the advertised products',
      'GET /listings/:id': "Read a listing's page: the product, its seller and its photos",
      'GET /product/mine': 'List your own listings',
      'GET /product/:sellerEmail': "List a seller's listings",
      'POST /product': { summary: 'Publish a listing', status: 201, limited: true },
      'PATCH /product/:id': { summary: 'Edit your listing', limited: true },
      'PUT /product/:id': 'Mark your listing sold',
      'DELETE /product/:id': 'Delete a listing',
      'PUT /advertise/:id': {
        summary: 'Advertise your listing',
        description: 'The promotion runs PROMOTION_DAYS (7) from now; advertising again renews it from now.',
        limited: true,
      },
      'PUT /products/:id/renew': {
        summary: 'Renew your listing: it is still available',
        description:
          'Listed LISTING_DAYS (30) more from now, and back on the lists if it had expired. Allowed until it is sold or deleted.',
        limited: true,
      },
    },
  },
  Advisor: {
    description: 'The AC advisor: what comparable units ask and sold for.',
    routes: {
      'GET /price-band': {
        summary: "Read the fair-price band of a unit's comparable asking prices and sales",
        description:
          'Comparable units: the same type, within a quarter ton, the same inverter kind, bought within two years, in the same condition or the one beside it (an air cooler: type, year and condition). With fewer than 5, `enough` is false and there are no figures. No sign-in; browsers may keep the answer 5 minutes.',
      },
    },
  },
  Wishlist: {
    description: "A buyer's wish list.",
    routes: {
      'POST /wishlist': { summary: 'Add a product to your wish list', status: 201 },
      'GET /wishlist': 'List your wish list',
      'DELETE /wishlist/:id': { summary: 'Remove an item from your wish list', limited: true },
    },
  },
  'Saved searches': {
    description:
      "Searches of /allproduct saved with a name, and how often their owner hears of new listings that match: at once, in a daily digest, or not at all. Anyone signed in; each person's own only.",
    routes: {
      'GET /saved-searches': 'List your saved searches',
      'POST /saved-searches': {
        summary: 'Save a search',
        description: "`filters` as /allproduct's query string holds them. At most 20 a person.",
        status: 201,
      },
      'PATCH /saved-searches/:id': 'Rename a saved search, or change how often it alerts you',
      'DELETE /saved-searches/:id': 'Delete a saved search',
    },
  },
  Bookings: {
    description: 'A buyer booking a product, and the lists of orders and buyers.',
    routes: {
      'POST /bookings': { summary: 'Book a product', status: 201 },
      'GET /bookings/:id': 'Read a booking',
      'PUT /bookings/:id/cancel': 'Cancel your booking',
      'GET /myorders': 'List your orders',
      'GET /mybuyers': 'List the bookings of your products',
    },
  },
  Payments: {
    description: 'Paying for a booking, sales in person, and the payment gateways calling back.',
    routes: {
      'POST /create-payment-intent': {
        summary: 'Start paying for a booking',
        description: 'Holds the product for the buyer while they pay.',
      },
      'POST /payments': { summary: 'Record the payment of a booking', status: 201 },
      'POST /bookings/:id/sold-in-person': {
        summary: 'Record a booking as sold in person',
        status: 201,
        limited: true,
      },
      'PUT /bookings/:id/purchase-confirmed': 'Confirm a purchase made in person (as its buyer)',
      'POST /demo-gateway/confirm': 'Pay with a test card on the demo gateway (deployments without a real one)',
      'POST /stripe/webhook': {
        summary: "Receive Stripe's webhook events",
        description: 'For Stripe only: the raw event, signed in the `Stripe-Signature` header.',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      },
      // Thanda Protect: the money is held until the buyer confirms, or 72 hours after the hand-over.
      'PUT /payments/:id/handed-over': { summary: 'Mark a protected sale handed over (as its seller)', limited: true },
      'PUT /payments/:id/received': {
        summary: 'Confirm the unit was received, installed and cools (as its buyer): the money is released',
        limited: true,
      },
      'POST /payments/:id/dispute': {
        summary: 'Dispute a protected payment (as its buyer), with a reason and photos',
        status: 201,
        limited: true,
      },
      'POST /payments/:id/dispute-photos': {
        summary: 'Upload a photo of the problem for a dispute (as the buyer who may dispute)',
        description: "Answers imgbb's shape, as POST /upload does; only while the payment can be disputed.",
        limited: true,
        requestBody: { required: true, content: { 'multipart/form-data': { schema: UPLOAD_FORM } } },
      },
      'GET /seller/money': 'Read what Thanda holds for you, owes you and paid you out, sale by sale (sellers)',
      'POST /sslcommerz/ipn': {
        summary: "Receive SSLCOMMERZ's payment notification (IPN)",
        requestBody: gatewayForm('The notification'),
      },
      'POST /sslcommerz/return': {
        summary: "Come back from SSLCOMMERZ's checkout",
        description: "The buyer's browser, posted back by SSLCOMMERZ: answered with a redirect to the order's page.",
        answers: 'redirect',
        requestBody: gatewayForm('The checkout'),
      },
    },
  },
  Images: {
    description: 'Product photos: uploading them, and their stored files and smaller copies.',
    routes: {
      'GET /images/:name': { summary: 'Download a picture', answers: 'image' },
      'GET /images/:size/:name': { summary: "Download one of a picture's smaller copies", answers: 'image' },
      'POST /upload': upload,
      'POST /1/upload': { ...upload, summary: "Upload a picture (imgbb's /1/upload address)" },
    },
  },
  Conversations: {
    description: 'Messages between a buyer and a seller about a listing.',
    routes: {
      'POST /conversations': {
        summary: 'Start a conversation about a listing',
        status: 201,
        description: 'Answers 200 with the conversation that already exists.',
      },
      'GET /conversations': 'List your conversations',
      'GET /conversations/unread': 'Count your unread messages',
      'GET /conversations/:id': "Read a conversation's messages",
      'POST /conversations/:id/messages': { summary: 'Send a message', status: 201 },
      'POST /conversations/:id/read': 'Mark the messages up to one as read',
      'PUT /conversations/:id/block': 'Block a conversation',
      'DELETE /conversations/:id/block': 'Unblock a conversation',
      'POST /conversations/:id/report': { summary: 'Report a conversation', status: 201 },
      'GET /conversations/:id/socket': {
        summary: "Open a conversation's WebSocket",
        description:
          'A WebSocket upgrade: offer the subprotocols `thanda.v1` and `access-token.<access token>` (a browser cannot set headers on a WebSocket).',
        answers: 'websocket',
        security: ['socketProtocol'],
      },
    },
  },
  Notifications: {
    description:
      "What concerns you, in the app, by Web Push and by SMS (docs/decisions/028): your notifications, your choices of how you hear of them, and your browsers' push subscriptions.",
    routes: {
      'GET /notifications': 'List your notifications, newest first, 20 a page, with the unread count',
      'GET /notifications/unread': 'Count your unread notifications',
      'PUT /notifications/read-all': 'Mark all your notifications read',
      'PUT /notifications/:id/read': 'Mark one of your notifications read',
      'GET /notifications/settings':
        'Read how you hear of each kind: push and SMS, quiet hours, language, the number texts go to',
      'PUT /notifications/settings': 'Change how you hear of each kind, your quiet hours or language',
      'PUT /notifications/sms-phone': {
        summary: 'Have texts sent to the phone number confirmed on your account',
        description: 'Send a fresh Firebase ID token of your account, which carries the number Firebase confirmed.',
        limited: true,
      },
      'DELETE /notifications/sms-phone': 'Stop texts: forget your number',
      'GET /notifications/socket': {
        summary: 'Open your notifications WebSocket (the bell)',
        description:
          'A WebSocket upgrade with the subprotocols `thanda.v1` and `access-token.<access token>`. It sends `{ type: "unread", unread }` on opening and `{ type: "notification", unread, notification }` for each new one.',
        answers: 'websocket',
        security: ['socketProtocol'],
      },
      'GET /push/key': "The deployment's Web Push (VAPID) public key, or null when push is off",
      'POST /push/subscriptions': {
        summary: "Keep this browser's push subscription (PushSubscription.toJSON(), with the key it was made for)",
        status: 201,
      },
      'DELETE /push/subscriptions': "Forget this browser's push subscription",
    },
  },
  Trust: {
    description: 'Reports, reviews of sellers, public profiles and sellers asking to be verified.',
    routes: {
      'POST /reports': { summary: 'Report a listing or a user', status: 201 },
      'GET /reports/mine': 'List your reports',
      'GET /sellers/:id': "Read a seller's public profile",
      'GET /sellers/:id/reviews': "List a seller's reviews, a page at a time",
      'POST /reviews': { summary: 'Review a seller you bought from', status: 201 },
      'GET /reviews/mine/:sellerId': 'Read your review of a seller',
      'PATCH /reviews/:id': 'Edit your review',
      'PUT /reviews/:id/reply': 'Reply to a review of you',
      'POST /verification-requests': {
        summary: 'Ask to be verified as a seller',
        status: 201,
        limited: true,
        description: 'Send the Firebase ID token that holds your confirmed phone number in the body.',
      },
      'GET /verification-requests/mine': 'Read your verification request',
    },
  },
  Inspections: {
    description:
      'Inspected by Thanda: a technician checks a listed AC before the buyer pays. The requester pays the fee (refunded in full if the inspection never happens); the seller confirms the time, an admin assigns a technician, who records the report.',
    routes: {
      'GET /listings/:id/inspection':
        "Read a listing's inspection panel: the fee, the seller's times, an inspection on its way, its published report",
      'PUT /products/:id/inspection-slots':
        'Offer times for an inspection of your listing (replaces the times offered)',
      'POST /inspections': {
        summary: 'Request an inspection at one of the seller’s times, and start paying its fee',
        status: 201,
        description:
          "Answers the gateway's checkout: `redirectUrl` (SSLCOMMERZ's page) or the demo card form's `clientSecret`.",
      },
      'GET /inspections/mine': 'List the inspections you requested and those of your listings',
      'POST /inspections/sslcommerz/ipn': {
        summary: "Receive SSLCOMMERZ's notification of an inspection fee (IPN)",
        requestBody: gatewayForm('The notification'),
      },
      'POST /inspections/sslcommerz/return': {
        summary: "Come back from SSLCOMMERZ's checkout of an inspection fee",
        description:
          "The requester's browser, posted back by SSLCOMMERZ: answered with a redirect to the inspection's page.",
        answers: 'redirect',
        requestBody: gatewayForm('The checkout'),
      },
      'GET /inspections/:id': 'Read an inspection: its people, or anyone once its report is published',
      'POST /inspections/:id/demo-card': "Pay an inspection's fee with the demo gateway's card form (local only)",
      'PUT /inspections/:id/schedule':
        "Confirm an inspection's time, with the address and phone for the technician (the seller)",
      'PUT /inspections/:id/assign': 'Assign a technician to an inspection (admins)',
      'POST /inspections/:id/photos': {
        summary: 'Upload a photo for the report (the assigned technician)',
        description: "Answers imgbb's shape, as POST /upload does; only while the inspection waits for its report.",
        limited: true,
        requestBody: { required: true, content: { 'multipart/form-data': { schema: UPLOAD_FORM } } },
      },
      'PUT /inspections/:id/report': 'Record the inspection report (the assigned technician)',
      'PUT /inspections/:id/publish': 'Publish a failed report on the listing (the seller)',
      'PUT /inspections/:id/cancel': 'Cancel an inspection before it is done; a paid fee is refunded in full',
      'GET /technician/inspections': 'List your visits as a technician',
      'GET /dashboard/inspections': 'List the inspections on their way (admins)',
      'GET /dashboard/technicians': 'List the technicians (admins)',
      'PUT /user/:id/technician': 'Make a user a technician (admins, logged)',
      'DELETE /user/:id/technician': "Take back a user's technician role (admins, logged)",
    },
  },
  Admin: {
    description: "The admins' dashboard and moderation: admins only.",
    routes: {
      'GET /dashboard/allbuyer': { summary: 'List the buyers, a page at a time', description: ADMIN_PAGES },
      'GET /dashboard/allseller': { summary: 'List the sellers, a page at a time', description: ADMIN_PAGES },
      'GET /dashboard/refunds': { summary: 'List the refunds, a page at a time', description: ADMIN_PAGES },
      'GET /dashboard/payment-reviews': 'List the payments waiting for review',
      'GET /dashboard/disputes': 'List the disputes waiting for a decision',
      'GET /dashboard/payouts': 'List the sellers Thanda owes money to',
      'POST /disputes/:id/resolve': 'Decide a dispute: release, refund, or refund part (logged)',
      'POST /payouts': {
        summary: "Record a payout of what a seller is owed, with the transfer's reference",
        status: 201,
      },
      'GET /dashboard/moderation': 'Read the moderation queue',
      'GET /dashboard/suspensions': 'List the current suspensions',
      'GET /dashboard/audit-log': 'Read the audit log, a page at a time',
      'POST /moderation/dismiss': 'Dismiss the reports about something',
      'PUT /moderation/listings/:id/hide': 'Hide a listing',
      'PUT /moderation/listings/:id/restore': 'Show a hidden listing again',
      'PUT /moderation/listings/:id/approve': 'Approve a listing waiting for review',
      'PUT /moderation/listings/:id/reject': 'Refuse a listing waiting for review',
      'PUT /moderation/reviews/:id/hide': 'Hide a review',
      'PUT /moderation/verification-requests/:id/verify': 'Verify a seller who asked',
      'PUT /moderation/verification-requests/:id/decline': 'Decline a verification request',
      'PUT /moderation/users/:id/suspend': 'Suspend a user',
      'PUT /moderation/users/:id/unsuspend': "Lift a user's suspension",
      'POST /payment-reviews/:id/approve': 'Approve a payment under review',
      'POST /payment-reviews/:id/decline': 'Decline a payment under review (it is refunded)',
      'DELETE /user/:id': 'Delete a user',
      'PUT /verifyseller/:seller': 'Give a seller the verified badge (by id or e-mail)',
    },
  },
};

const PREFIX = '/api';

const notes = new Map<string, { tag: string; note: Note }>(
  Object.entries(notesByTag).flatMap(([tag, { routes }]) =>
    Object.entries(routes).map(([key, note]) => [
      key,
      { tag, note: typeof note === 'string' ? { summary: note } : note },
    ]),
  ),
);

/** The table's keys, "METHOD path" with the path under /api: the test holds them to the app's routes. */
export const describedRoutes = () => [...notes.keys()];

/** A route of the API: a method and a path as Hono writes it (`/api/product/:id`). */
export interface ApiRoute {
  method: string;
  path: string;
}

/** Every route under /api, once each: not the middleware (`use`, method ALL) nor the pages outside. */
export function apiRoutes(routes: readonly RouterRoute[]): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const { method, path } of routes) {
    if (method === 'ALL' || path.includes('*') || !path.startsWith(`${PREFIX}/`)) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** The table's key of a route: "METHOD path", the path under /api. */
export const routeKey = ({ method, path }: ApiRoute) => `${method} ${path.slice(PREFIX.length)}`;

/** Hono's `:name` (with a `{regex}` or `?`) to OpenAPI's `{name}`. */
const pathParams = (path: string) => [...path.matchAll(/:(\w+)(?:\{[^/]*\})?\??/g)].map((m) => m[1]!);
const toTemplate = (path: string, rename: (name: string) => string = (name) => name) =>
  path.replace(/:(\w+)(?:\{[^/]*\})?\??/g, (_, name: string) => `{${rename(name)}}`);

/** Whether a middleware mounted at `pattern` (`/api/*`, `/api/users/*`) runs for the route at `path`. */
function covers(pattern: string, path: string) {
  if (pattern === path) return true;
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
    // Hono's `/users/*` also answers `/users`.
    .replace(/\/\.\*$/, '(?:/.*)?');
  return new RegExp(`^${source}$`).test(path);
}

/** The handlers a request to the route runs through, in order: the middleware mounted over it, then its own. */
function chainOf(routes: readonly RouterRoute[], route: ApiRoute) {
  return (
    routes
      // Another route's handlers never run for this one: the first route to answer ends the chain.
      .filter((r) =>
        r.method === 'ALL' ? covers(r.path, route.path) : r.method === route.method && r.path === route.path,
      )
      .map((r) => findTargetHandler(r.handler) as (...args: unknown[]) => unknown)
  );
}

function securityOf(marks: RouteMark[]): Scheme[] {
  if (marks.includes('firebaseIdToken')) return ['firebaseIdToken'];
  if (marks.includes('accessToken')) return ['accessToken'];
  return [];
}

/** zod's JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of what a client sends. */
function jsonSchemaOf(schema: Validation['schema'], defs: Json, prefix: string): Json {
  const converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  const { $schema: _dialect, $defs, ...rest } = converted;
  if (!$defs || typeof $defs !== 'object') return rest;
  // Definitions move to components.schemas, where a `$ref` of the whole document finds them.
  for (const [name, def] of Object.entries($defs)) defs[`${prefix}_${name}`] = def;
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"#/components/schemas/${prefix}_`)) as Json;
}

const operationIdOf = ({ method, path }: ApiRoute) =>
  method.toLowerCase() +
  path
    .slice(PREFIX.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const name = segment
        .replace(/^:(\w+).*$/, '$1')
        .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase());
      const word = name.charAt(0).toUpperCase() + name.slice(1);
      return segment.startsWith(':') ? `By${word}` : word;
    })
    .join('');

/** For a route the table lacks: its method and path in words, so the description still has one. */
const derivedSummary = ({ method, path }: ApiRoute) =>
  `${method.charAt(0)}${method.slice(1).toLowerCase()} ${path
    .slice(PREFIX.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:(\w+).*$/, 'by $1').replace(/[-_]/g, ' '))
    .join(' ')}`;

const refusalRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

function successOf(note: Note): Json {
  const status = String(note.status ?? 200);
  switch (note.answers) {
    case 'image':
      return {
        200: { description: 'The picture.', content: { 'image/*': {} } },
        304: { description: 'Not modified.' },
      };
    case 'redirect':
      return {
        303: {
          description: 'A redirect.',
          headers: { Location: { schema: { type: 'string', format: 'uri-reference' } } },
        },
      };
    case 'websocket':
      return { 101: { description: 'Switching to the WebSocket.' } };
    default:
      return {
        [status]: {
          description: status === '201' ? 'Created.' : 'OK.',
          content: { 'application/json': { schema: {} } },
        },
      };
  }
}

/** The parameters (path, query, header, cookie) of a route's validations, and path parameters none validates. */
function parametersOf(route: ApiRoute, validations: Validation[], defs: Json, prefix: string) {
  const parameters: Json[] = [];
  for (const { target, schema } of validations) {
    if (target === 'json' || target === 'form') continue;
    const converted = jsonSchemaOf(schema, defs, prefix);
    const required = new Set((converted.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((converted.properties ?? {}) as Record<string, Json>)) {
      const { description, ...propertySchema } = property;
      parameters.push({
        name,
        in: target === 'param' ? 'path' : target,
        required: target === 'param' || required.has(name),
        ...(typeof description === 'string' && { description }),
        schema: propertySchema,
      });
    }
  }
  for (const name of pathParams(route.path)) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name)) {
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  return parameters;
}

function requestBodyOf(validations: Validation[], note: Note, defs: Json, prefix: string): Json | undefined {
  const content: Json = {};
  for (const { target, schema } of validations) {
    if (target === 'json') content['application/json'] = { schema: jsonSchemaOf(schema, defs, prefix) };
    if (target === 'form') {
      const converted = jsonSchemaOf(schema, defs, prefix);
      content['application/x-www-form-urlencoded'] = { schema: converted };
      content['multipart/form-data'] = { schema: converted };
    }
  }
  if (Object.keys(content).length > 0) return { required: true, content };
  return note.requestBody;
}

/**
 * Templated paths that differ only in their parameters' names are one path to OpenAPI
 * (`/product/{sellerEmail}` is `/product/{id}`): each such path takes the name most of its routes use.
 */
function templateNames(routes: ApiRoute[]) {
  const counts = new Map<string, Map<string, number>[]>();
  const shape = (path: string) => toTemplate(path, () => '');
  for (const { path } of routes) {
    const names = pathParams(path);
    const byPosition = counts.get(shape(path)) ?? names.map(() => new Map<string, number>());
    names.forEach((name, i) => byPosition[i]!.set(name, (byPosition[i]!.get(name) ?? 0) + 1));
    counts.set(shape(path), byPosition);
  }
  return (path: string) => {
    const byPosition = counts.get(shape(path))!;
    const chosen = byPosition.map((names) => [...names].sort((a, b) => b[1] - a[1])[0]![0]);
    const renames = new Map(pathParams(path).map((name, i) => [name, chosen[i]!]));
    return (name: string) => renames.get(name) ?? name;
  };
}

const errorSchemas = {
  Refusal: {
    type: 'object',
    description:
      "Every failure of the API: a reason from a closed list, the values its text takes, and the text in English. A client shows its own text by `reason` (and `params.variant`), as the SPA does in Bangla. `x-status-by-reason` gives each reason's status.",
    required: ['reason', 'params', 'message'],
    properties: {
      reason: { type: 'string', enum: refusalReasons },
      params: {
        type: 'object',
        description: "The values the reason's text takes.",
        properties: {
          variant: { type: 'string', description: 'Which more precise text of the reason applies.' },
          minutes: { type: 'number' },
          refundReason: { type: 'string' },
          method: { type: 'string' },
          path: { type: 'string' },
        },
      },
      message: { type: 'string', description: "The reason's text in English, or the first issue's." },
      issues: {
        type: 'array',
        description: 'Each field that is not right, with its problem (validation, and refusals about a field).',
        items: {
          type: 'object',
          required: ['path', 'message'],
          properties: {
            path: { type: 'string', description: "The field's path, dotted (`photos.0`); empty for the whole body." },
            message: { type: 'string' },
          },
        },
      },
      retryAt: {
        type: 'string',
        format: 'date-time',
        description: 'When the same request may succeed (also in Retry-After).',
      },
      acknowledged: { const: false, description: 'On failures of POST /api/bookings and POST /api/wishlist.' },
    },
    'x-status-by-reason': Object.fromEntries(refusalReasons.map((reason) => [reason, refusalRules[reason].status])),
  },
  ImgbbError: {
    type: 'object',
    description: "imgbb's error shape, which the upload routes answer.",
    required: ['status_code', 'error', 'status_txt'],
    properties: {
      status_code: { type: 'integer' },
      error: {
        type: 'object',
        required: ['message', 'code'],
        properties: { message: { type: 'string' }, code: { type: 'integer' } },
      },
      status_txt: { type: 'string' },
    },
  },
};

const refusalResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
});

const components = {
  securitySchemes: {
    accessToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: "Thanda's access token, from GET /api/jwt: `Authorization: Bearer <token>`.",
    },
    firebaseIdToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'A Firebase Authentication ID token of the signed-in person: `Authorization: Bearer <ID token>`.',
    },
    imgbbKey: {
      type: 'apiKey',
      in: 'query',
      name: 'key',
      description: "The access token as imgbb's clients send it: `?key=<token>` (or a form field `key`).",
    },
    socketProtocol: {
      type: 'apiKey',
      in: 'header',
      name: 'Sec-WebSocket-Protocol',
      description: 'The access token as a WebSocket subprotocol: `thanda.v1, access-token.<token>`.',
    },
  },
  responses: {
    Refusal: refusalResponse("A refusal or failure: its status is the reason's (`x-status-by-reason`)."),
    InvalidInput: refusalResponse('`invalid-input`: the request is not valid; `issues` says what, field by field.'),
    SignInRequired: refusalResponse('The caller is not signed in, or their token is not valid.'),
    TooManyRequests: refusalResponse('`too-many-requests`: wait for the Retry-After seconds.'),
    ImgbbError: {
      description: "A refusal, in imgbb's error shape.",
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ImgbbError' } } },
    },
  },
};

const INFO = {
  title: 'Thanda API',
  version: '1.0.0',
  description: [
    'The JSON API of Thanda, a marketplace for second-hand air conditioners and cooling appliances in Bangladesh.',
    'Sign in with Firebase Authentication, exchange its ID token for an access token at GET /api/jwt, and send that as `Authorization: Bearer <token>` to every operation that needs one.',
    'Every failure answers `{ reason, params, message, issues?, retryAt? }` (the Refusal schema) with the status of its reason. Bodies are JSON unless an operation says otherwise.',
  ].join('\n\n'),
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: typeof INFO;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Json>>;
  components: Json;
};

/** The OpenAPI 3.1 description of every /api route in `routes` (a Hono app's `routes`). */
export function openApiDocument(routes: readonly RouterRoute[]): OpenApiDocument {
  const api = apiRoutes(routes);
  const nameFor = templateNames(api);
  const defs: Json = {};
  const paths: OpenApiDocument['paths'] = {};
  const used = new Set<string>();
  for (const route of api) {
    const chain = chainOf(routes, route);
    const marks = chain.map(markOf).filter((mark): mark is RouteMark => mark !== undefined);
    const validations = chain.map(validationOf).filter((v): v is Validation => v !== undefined);
    const known = notes.get(routeKey(route));
    const tag = known?.tag ?? 'Other';
    const note = known?.note ?? { summary: derivedSummary(route) };
    let operationId = operationIdOf(route);
    while (used.has(operationId)) operationId += '_';
    used.add(operationId);

    const rename = nameFor(route.path);
    const parameters = parametersOf(route, validations, defs, operationId).map((p) => {
      const name = p.name as string;
      if (p.in !== 'path' || rename(name) === name) return p;
      return { ...p, name: rename(name), description: p.description ?? `The route's \`${name}\`.` };
    });
    const requestBody = requestBodyOf(validations, note, defs, operationId);
    const security = note.security ?? securityOf(marks);
    const responses: Json = { ...successOf(note) };
    if (note.imgbbErrors) {
      responses.default = refusalRef('ImgbbError');
    } else {
      if (validations.length > 0) responses[400] = refusalRef('InvalidInput');
      if (security.length > 0) responses[401] = refusalRef('SignInRequired');
      if (note.limited || marks.includes('rateLimited')) responses[429] = refusalRef('TooManyRequests');
      responses.default = refusalRef('Refusal');
    }
    const template = toTemplate(route.path, rename);
    paths[template] = {
      ...paths[template],
      [route.method.toLowerCase()]: {
        operationId,
        summary: note.summary,
        ...(note.description && { description: note.description }),
        tags: [tag],
        ...(parameters.length > 0 && { parameters }),
        ...(requestBody && { requestBody }),
        ...(security.length > 0 && { security: security.map((scheme) => ({ [scheme]: [] })) }),
        responses,
      },
    };
  }
  const tags = Object.entries(notesByTag).map(([name, { description }]) => ({ name, description }));
  if (api.some((route) => !notes.has(routeKey(route)))) tags.push({ name: 'Other', description: 'Not yet described.' });
  return {
    openapi: '3.1.0',
    info: INFO,
    tags,
    paths,
    components: { ...components, schemas: { ...errorSchemas, ...defs } },
  };
}
