/**
 * The capacity plan's arithmetic (issue 65), apart from the database it is measured on so that it
 * can be tested alone: a month of traffic in items, the bytes those items add to D1, when a 10 GB
 * database fills, what each way past that limit buys, and the writes per second at peak.
 */

/** D1's fixed size limit per database (Workers Paid; ../shared/FACTS-wave3.md). */
export const D1_LIMIT_BYTES = 10 * 1000 ** 3;
export const DAYS_PER_MONTH = 30;

/** What one month of a marketplace's activity holds, at 1× (the defaults are docs/capacity.md's). */
export interface Traffic {
  listingsPerMonth: number;
  /** Uploads per listing: the cover and the photos after it. */
  photosPerListing: number;
  bookingsPerListing: number;
  conversationsPerListing: number;
  messagesPerListing: number;
  /** Share of listings sold through Thanda: each sale is one payment row (online or in person). */
  soldShare: number;
  reviewsPerSale: number;
  notificationsPerListing: number;
  /** Share of notifications also sent as an SMS (bookings, payments, disputes). */
  smsShare: number;
  wishesPerListing: number;
  /** New accounts per listing: its seller now and then, and the buyers who write or book. */
  usersPerListing: number;
}

export const defaultTraffic: Traffic = {
  listingsPerMonth: 5_000,
  photosPerListing: 4,
  bookingsPerListing: 1.5,
  conversationsPerListing: 3,
  messagesPerListing: 24,
  soldShare: 0.3,
  reviewsPerSale: 0.5,
  notificationsPerListing: 12,
  smsShare: 0.15,
  wishesPerListing: 2,
  usersPerListing: 1.5,
};

/** The kinds of stored item the plan counts; each is a row and its index entries. */
export const itemKinds = [
  'listing',
  'photo',
  'booking',
  'payment',
  'review',
  'conversation',
  'message',
  'notification',
  'sms',
  'wish',
  'user',
] as const;
export type ItemKind = (typeof itemKinds)[number];
export type PerKind = Record<ItemKind, number>;

/** Items a month at `scale` times the traffic. */
export function itemsPerMonth(traffic: Traffic, scale: number): PerKind {
  const listings = traffic.listingsPerMonth * scale;
  const sales = listings * traffic.soldShare;
  const notifications = listings * traffic.notificationsPerListing;
  return {
    listing: listings,
    photo: listings * traffic.photosPerListing,
    booking: listings * traffic.bookingsPerListing,
    payment: sales,
    review: sales * traffic.reviewsPerSale,
    conversation: listings * traffic.conversationsPerListing,
    message: listings * traffic.messagesPerListing,
    notification: notifications,
    sms: notifications * traffic.smsShare,
    wish: listings * traffic.wishesPerListing,
    user: listings * traffic.usersPerListing,
  };
}

/** What the measured database says an item costs on disk. */
export interface Measured {
  /** Bytes per item of each kind: its row and the index entries every such row has. */
  bytesPerItem: PerKind;
  /**
   * Bytes a listing adds only while it is listed (the public lists' partial indexes and the search
   * terms): they leave with it, so they hold the live catalogue's size, not the months'.
   */
  liveBytesPerListing: number;
  /** Listings live at once per listing posted a month (about one month's: they expire after 30 days). */
  liveListingsPerMonthly: number;
  /** Bytes that do not grow with traffic (the schema, categories, empty tables' first pages). */
  baseBytes: number;
}

/** Bytes one month adds, by kind and in total. */
export function growthPerMonth(measured: Measured, items: PerKind) {
  const byKind = Object.fromEntries(
    itemKinds.map((kind) => [kind, items[kind] * measured.bytesPerItem[kind]]),
  ) as PerKind;
  return { byKind, total: itemKinds.reduce((sum, kind) => sum + byKind[kind], 0) };
}

/** Bytes that stay however many months pass: the base and the live catalogue's extra index entries. */
export const steadyBytes = (measured: Measured, items: PerKind) =>
  measured.baseBytes + items.listing * measured.liveListingsPerMonthly * measured.liveBytesPerListing;

/**
 * Months until a database that starts empty (plus `steady`) and grows by `growth` a month reaches
 * `limit`; 0 when the steady part alone does not fit, Infinity when nothing grows.
 */
export function monthsToLimit({ limit, steady, growth }: { limit: number; steady: number; growth: number }) {
  if (steady >= limit) return 0;
  if (growth <= 0) return Infinity;
  return (limit - steady) / growth;
}

/**
 * The ways past one database that issue 65 names, each applied on top of the ones before it, and
 * what each leaves in the busiest database: which kinds stop growing in it, and which share of
 * what is left it holds.
 */
export interface Step {
  name: string;
  /** Kinds whose rows no longer grow in D1 (moved to Durable Objects, R2 or another database). */
  leaves: readonly ItemKind[];
  /** Months of listings (and their photos) the hot tables keep whole once older ones are archived. */
  keepsListingMonths?: number;
  /** What each archived listing still keeps in D1 (its stub), once it is archived. */
  keepsStub?: ArchivedStub;
  /** Share of the rest the largest database holds (a split by region). */
  largestShare?: number;
}

/**
 * An archived listing's stub (docs/decisions/037): its row stays in `products`, description, contact,
 * place and search terms emptied, with the index entries every row has; its photos' rows leave, their
 * keys going to `archived_photos`, and its upload records stay while its pictures are shown.
 */
export interface ArchivedStub {
  /** The stub row and its index entries. */
  bytesPerListing: number;
  /** Per upload (cover and photos): its upload record, and past the cover its key in `archived_photos`. */
  bytesPerPhoto: number;
}

/**
 * Measured by `npm run bench:archive` (1,000,000 stubs beside 100,000 listed listings, 4 uploads
 * each; docs/capacity.md): 635 bytes of row and index entries, 1,136 of upload records and 509 of
 * archived keys, 2,280 bytes, against about 3 KB for the listing and photos' records it replaces.
 */
export const ARCHIVED_STUB: ArchivedStub = { bytesPerListing: 635, bytesPerPhoto: (1_136 + 509) / 4 };

/** Dhaka division's share of the traffic, the largest shard of a split by region (an assumption: docs/capacity.md). */
export const DHAKA_SHARE = 0.45;

export const steps: readonly Step[] = [
  { name: 'as today', leaves: [] },
  { name: 'messages in each conversation’s Durable Object', leaves: ['message'] },
  // Sold listings leave after 90 days, expired ones after 180: about six months stay whole, the
  // older ones as stubs.
  { name: 'archive sold and expired listings to R2', leaves: [], keepsListingMonths: 6, keepsStub: ARCHIVED_STUB },
  { name: 'notifications and SMS records in a second D1', leaves: ['notification', 'sms'] },
  { name: 'one D1 per division (Dhaka the largest)', leaves: [], largestShare: DHAKA_SHARE },
];

/** Kinds an archived listing takes with it into R2, all but its stub. */
const archived: readonly ItemKind[] = ['listing', 'photo'];

/** Months until the busiest database is full after `steps` (all applied, in order). */
export function monthsToLimitAfter(
  measured: Measured,
  items: PerKind,
  applied: readonly Step[],
  limit = D1_LIMIT_BYTES,
) {
  const gone = new Set(applied.flatMap((step) => step.leaves));
  const archiving = applied.find((step) => step.keepsListingMonths);
  const keepMonths = archiving?.keepsListingMonths ?? Infinity;
  const share = applied.reduce((s, step) => s * (step.largestShare ?? 1), 1);
  const { byKind } = growthPerMonth(measured, items);
  const sum = (kinds: readonly ItemKind[]) =>
    kinds.reduce((total, kind) => total + (gone.has(kind) ? 0 : byKind[kind]), 0);
  const others = sum(itemKinds.filter((kind) => !archived.includes(kind))) * share;
  const listings = sum(archived) * share;
  const steady = steadyBytes(measured, items) * share;
  // Whole listings stop growing once the hot tables hold `keepMonths` of them; from then on each
  // month's listings add only their stubs. A database full before then never archived anything.
  const beforeArchiving = monthsToLimit({ limit, steady, growth: others + listings });
  if (beforeArchiving <= keepMonths) return beforeArchiving;
  const stub = archiving?.keepsStub;
  const stubs = stub ? (items.listing * stub.bytesPerListing + items.photo * stub.bytesPerPhoto) * share : 0;
  // At month t ≥ keepMonths: steady + listings × keepMonths + stubs × (t − keepMonths) + others × t.
  return monthsToLimit({ limit, steady: steady + (listings - stubs) * keepMonths, growth: others + stubs });
}

/** D1 write statements (round trips that write) per item: what the Worker's code does for each. */
export const writesPerItem: PerKind = {
  // The listing's batch, then its confirmations and the expiry cron's update.
  listing: 3,
  // Each upload's record, then its copies (the picture sizes) marked done.
  photo: 2,
  booking: 1,
  // Checkout, the gateway's answer, handed over, released.
  payment: 4,
  review: 1,
  conversation: 1,
  // Today each message is one batch on D1 (the message and its conversation's row), plus a read mark.
  message: 2,
  // The row, then its delivery marked (push or SMS).
  notification: 2,
  sms: 1,
  wish: 1,
  user: 1,
};

/**
 * Busiest hour against the average hour: an evening peak (about 3× a day's average hour) in the
 * summer months when ACs sell (April–June, about 2× an average month). An assumption, stated in
 * docs/capacity.md.
 */
export const PEAK_TO_AVERAGE = 6;

/** Write statements per second to D1's primary in the busiest hour. */
export function peakWritesPerSecond(
  items: PerKind,
  { peakToAverage = PEAK_TO_AVERAGE, leaves = [] as readonly ItemKind[] } = {},
) {
  const perMonth = itemKinds.reduce(
    (sum, kind) => sum + (leaves.includes(kind) ? 0 : items[kind] * writesPerItem[kind]),
    0,
  );
  return (perMonth / (DAYS_PER_MONTH * 24 * 3600)) * peakToAverage;
}

/** How a query's rows read grow: not at all (a page of an index), with the live catalogue, or with a seller's history. */
export type Growth = 'flat' | 'live' | 'history';

/** Rows a query reads at `scale` after `months`, from what it read on the simulated database. */
export function scaledRowsRead(
  measured: { rowsRead: number; growth: Growth },
  at: { scale: number; months: number },
  simulated: { scale: number; months: number },
) {
  if (measured.growth === 'flat') return measured.rowsRead;
  if (measured.growth === 'live') return (measured.rowsRead * at.scale) / simulated.scale;
  // A seller's own list: one shop's listings pile up month after month, whatever the scale.
  return (measured.rowsRead * at.months) / simulated.months;
}
