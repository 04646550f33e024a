/**
 * `npm run bench:archive`: whether the public reads stay flat once the listing archive (issue 65,
 * docs/decisions/037) has left a million stubs in `products`. It migrates a local D1, fills it with
 * the main bench's catalogue (catalogue.ts) cut to exactly `--live` listed listings, each with a
 * cover and three photos (their `product_photos` rows and upload records), its sales all recent
 * (nothing due for the archive), and measures the reads; then it writes `--archived` stubs straight
 * into the SQLite file (node:sqlite, one transaction, the migrated indexes and triggers in place),
 * as the archive's cron leaves them: sold over 90 days ago or lapsed over 180 days ago, their
 * description, contact, place and search terms emptied, their photos' keys in `archived_photos`,
 * their upload records kept, spread over the same sellers, categories, districts and specifications,
 * and measures the same reads again.
 *
 * Each read is the Worker's own function (lists, profile, price band, listing page, sitemap, the
 * archive cron's choice) run through wrangler's platform proxy on a D1 that records the statements
 * it is sent; each statement is then run again alone for its `meta.rows_read` and timed without
 * the proxy's round trip (`timePerStatement`, summed over the read's statements). It prints both
 * runs side by side, and the bytes (dbstat, as `npm run capacity` measures them) a listed listing
 * with four photos holds in D1 against what its archived stub keeps.
 *
 * Options: --live 100000 --archived 1000000 --runs 5
 * State under .wrangler/bench-state/archive.
 */
import { randomBytes } from 'node:crypto';
import { register } from 'node:module';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { demoCategories, demoSpecs } from '../../seed/data';
import { LISTING_DAYS } from '../../shared/domain';
import { districtInText, districtOf } from '../../shared/places';
import { priceBandQuerySchema } from '../../shared/schemas/advisor';
import { listQuerySchema } from '../../shared/schemas/listings';
import { priceBandFor } from '../../worker/advisor/price-band';
import { createDb, type Db } from '../../worker/db/client';
import { listedWhere } from '../../worker/db/listed';
import { products } from '../../worker/db/schema';
import { ARCHIVE_LAPSED_DAYS, ARCHIVE_SOLD_DAYS, archiveListings } from '../../worker/listings/listing-archive';
import { listAdvertised, listListings, sellerListingReads } from '../../worker/listings/listing-queries';
import { seededRandom } from '../../worker/test/seeded-random';
import { storedObjects, type StoredObject } from '../capacity/measure';
import { databaseFile, migrate, prepareStateDir } from '../lib/local-stack';
import { step } from '../lib/processes';
import { storageProxy, type StorageBindings } from '../lib/storage-proxy';
import { brands, conditionMix, features, generateCatalogue, places, tons, uuid } from './catalogue';
import { BATCH, timePerStatement } from './statement-time';

const { values: options } = parseArgs({
  options: {
    live: { type: 'string', default: '100000' },
    archived: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '5' },
  },
});
const live = Number(options.live);
const archived = Number(options.archived);
const runs = Number(options.runs);
if (!Number.isInteger(live) || live < 1_000) throw new Error('--live takes a whole number from 1,000.');
if (!Number.isInteger(archived) || archived < 1_000) throw new Error('--archived takes a whole number from 1,000.');
if (!Number.isInteger(runs) || runs < 3) throw new Error('--runs takes a whole number from 3.');

// The pages' modules log through worker/lib/logger.ts, which reads its level from `cloudflare:workers`:
// outside the Workers runtime that module is a stand-in with no configuration (so, the default level).
const standIn = 'export const env = {}; export class DurableObject {}';
const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === 'cloudflare:workers') return { url: 'data:text/javascript,${encodeURIComponent(standIn)}', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
const { listingPage } = await import('../../worker/pages/listing-page');
const { sellerProfile } = await import('../../worker/pages/seller-profile');
const { LISTINGS_PER_SITEMAP, listingsSitemap, sitemapIndex } = await import('../../worker/pages/sitemap');

const STATE_DIR = resolve('.wrangler/bench-state/archive');
const DAY = 24 * 60 * 60 * 1000;
/** The catalogue's "now" (catalogue.ts): its listings were posted over the three years before it. */
const NOW = Date.UTC(2026, 10, 1);
/** Of the archived listings, the share that sold through Thanda (the rest lapsed unsold): 0.3 sold against 0.55 expired in `npm run capacity`. */
const SOLD_SHARE = 0.35;
/** How far back the archived listings were posted: two years of them. */
const ARCHIVED_SPAN = 2 * 365 * DAY;
/** Photos after the cover, as `npm run capacity` (four uploads a listing). */
const PHOTOS_AFTER_COVER = 3;
const ORIGIN = 'https://thanda.example';

type D1 = StorageBindings['DB'];
type Statement = ReturnType<D1['prepare']>;
const number = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * The file, open for one bulk write. It is this script's alone while it writes (the proxy is
 * closed), so, as a scratch database, it goes without a journal: in D1's WAL mode a transaction of
 * gigabytes writes every page twice and looks each one up in an ever larger WAL. A 2 GB page cache
 * holds the indexes the random ids spread their writes over. `close` puts the WAL mode back.
 */
function openFile(path: string) {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = OFF');
  db.exec('PRAGMA synchronous = OFF');
  db.exec('PRAGMA cache_size = -2097152');
  db.exec('PRAGMA temp_store = MEMORY');
  return {
    db,
    close() {
      db.exec('PRAGMA journal_mode = WAL');
      db.close();
    },
  };
}

/** The lists' predicate (worker/db/listed.ts), as SQL for node:sqlite: it is written in literals. */
const LISTED = new SQLiteAsyncDialect().sqlToQuery(listedWhere(products)).sql;

/**
 * For every listing (or every archived stub): an upload record for its cover and for each of
 * PHOTOS_AFTER_COVER photos with new keys, the photos' rows in `product_photos` (a listing) or
 * their keys in `archived_photos` (a stub). Set-based, one statement a table: millions of rows in
 * SQLite's own loop rather than a call each.
 */
function addPhotos(db: DatabaseSync, photos: 'product_photos' | 'archived_photos') {
  const fresh = photos === 'product_photos' ? 'p.archived_at IS NULL' : 'p.archived_at IS NOT NULL';
  db.exec(`CREATE TEMP TABLE bench_photos AS
    WITH RECURSIVE n(position) AS (SELECT 1 UNION ALL SELECT position + 1 FROM n WHERE position < ${PHOTOS_AFTER_COVER})
    SELECT p.id, p.seller_id, p.created_at, n.position, lower(hex(randomblob(32))) || '.webp' AS image_key
    FROM products p, n WHERE ${fresh}`);
  db.exec(`INSERT INTO image_uploads (image_key, uploader_id, created_at, width, height, copies)
    SELECT image_key, seller_id, created_at - 60000, 1600, 1200, 3 FROM products p WHERE ${fresh}`);
  db.exec(`INSERT INTO image_uploads (image_key, uploader_id, created_at, width, height, copies)
    SELECT image_key, seller_id, created_at - 60000, 1600, 1200, 3 FROM bench_photos`);
  db.exec(
    photos === 'product_photos'
      ? `INSERT INTO product_photos (product_id, position, img, image_key)
         SELECT id, position, '/api/images/' || image_key, image_key FROM bench_photos`
      : 'INSERT INTO archived_photos (image_key) SELECT image_key FROM bench_photos',
  );
  db.exec('DROP TABLE bench_photos');
}

/**
 * The main bench's catalogue, written into the file: a little over `live` listed listings, the
 * oldest listed ones past `live` removed; its sales moved into the last 90 days (older ones would
 * be archived already); a cover and photos for every listing, each with its upload record.
 */
function fillLive(path: string) {
  const { sql } = generateCatalogue(Math.ceil(live / 0.8), 0, NOW);
  const opened = openFile(path);
  const { db } = opened;
  try {
    db.exec('BEGIN');
    db.exec(sql);
    const listed = (db.prepare(`SELECT count(*) AS n FROM products WHERE ${LISTED}`).get() as { n: number }).n;
    if (listed < live) throw new Error(`The catalogue has ${listed} listed listings, fewer than ${live}.`);
    db.prepare(
      `UPDATE products SET removed_at = created_at + ${30 * DAY}
       WHERE id IN (SELECT id FROM products WHERE ${LISTED} ORDER BY created_at LIMIT ?)`,
    ).run(listed - live);
    db.exec(`UPDATE products SET sold_at = ${NOW} - abs(random()) % ${(ARCHIVE_SOLD_DAYS - 1) * DAY} WHERE paid = 1`);
    db.exec(`UPDATE products SET created_at = sold_at - ${20 * DAY} WHERE paid = 1 AND created_at > sold_at`);
    db.exec(`UPDATE products SET image_key = lower(hex(randomblob(32))) || '.webp'`);
    db.exec(`UPDATE products SET img = '/api/images/' || image_key`);
    addPhotos(db, 'product_photos');
    db.exec('COMMIT');
  } finally {
    opened.close();
  }
}

/** What the reads are asked about: the shop with most listed listings, and one listed split AC of its. */
function subjects(path: string) {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const { sellerId } = db
      .prepare(
        `SELECT seller_id AS sellerId FROM products WHERE ${LISTED} GROUP BY seller_id ORDER BY count(*) DESC LIMIT 1`,
      )
      .get() as { sellerId: string };
    const { id } = db
      .prepare(
        `SELECT id FROM products WHERE ${LISTED} AND seller_id = ? AND category_id = 'split-ac' AND tons IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
      )
      .get(sellerId) as { id: string };
    return { sellerId, listingId: id };
  } finally {
    db.close();
  }
}

/**
 * `count` stubs, as the archive's cron leaves them (listing-archive.ts `commitStatements`), in one
 * transaction: the rows through one prepared insert, in the order the cron archived them (their
 * ids random, as the indexes meet them), then their photos' keys and upload records.
 */
function fillArchived(path: string, count: number) {
  const rand = seededRandom(65);
  const opened = openFile(path);
  const { db } = opened;
  try {
    const sellers = db
      .prepare("SELECT id, suspended_at IS NOT NULL AS suspended FROM users WHERE role = 'seller'")
      .all() as { id: string; suspended: number }[];
    const columns = [
      'id',
      'seller_id',
      'category_id',
      'name',
      'about',
      'price_minor',
      'original_price_minor',
      'purchase_year',
      'condition',
      'location',
      'district',
      'division',
      'phone',
      'brand',
      'ac_type',
      'tons',
      'inverter',
      'warranty_months',
      'img',
      'image_key',
      'paid',
      'sold_at',
      'seller_suspended',
      'created_at',
      'search_terms',
      'negotiable',
      'confirmed_at',
      'expires_at',
      'expired_at',
      'archived_at',
      'archive_month',
      'archive_offset',
      'archive_length',
    ];
    const product = db.prepare(
      `INSERT INTO products (${columns.join(',')}) VALUES (${columns.map(() => '?').join(',')})`,
    );
    const specsOf = new Map<string, ReturnType<typeof demoSpecs>>();
    const placeOf = places.map((place) => {
      const district = districtInText(place) ?? null;
      return { district, division: districtOf(district ?? '')?.division ?? null };
    });
    const stubs = Array.from({ length: count }, () => {
      const sold = rand.next() < SOLD_SHARE;
      // Posted at least long enough ago to be archived by now.
      const latest = NOW - (sold ? ARCHIVE_SOLD_DAYS + 30 : ARCHIVE_LAPSED_DAYS + 60) * DAY;
      const createdAt = latest - Math.floor(rand.next() * ARCHIVED_SPAN);
      const confirmedAt = rand.next() < 0.25 ? createdAt + 28 * DAY : createdAt;
      const expiresAt = confirmedAt + LISTING_DAYS * DAY;
      const soldAt = createdAt + (2 + Math.floor(rand.next() * 23)) * DAY;
      // The minute cron archives a listing within a day of its becoming due.
      const archivedAt =
        (sold ? soldAt + ARCHIVE_SOLD_DAYS * DAY : expiresAt + ARCHIVE_LAPSED_DAYS * DAY) + rand.int(DAY);
      return { sold, createdAt, confirmedAt, expiresAt, soldAt, archivedAt };
    }).sort((a, b) => a.archivedAt - b.archivedAt);
    const monthBytes = new Map<string, number>();
    db.exec('BEGIN');
    for (const stub of stubs) {
      const seller = rand.pick(sellers);
      const category = rand.pick(demoCategories);
      const name = `${rand.pick(brands)} ${rand.pick(tons)} Ton ${rand.pick(features)} ${category.name}`;
      const purchaseYear = 2012 + rand.int(13);
      const specKey = `${name}|${purchaseYear}`;
      const specs = specsOf.get(specKey) ?? demoSpecs({ name, categoryId: category.id, purchaseYear });
      specsOf.set(specKey, specs);
      const place = placeOf[rand.int(places.length)]!;
      const originalPriceMinor = (300 + rand.int(1700)) * 100;
      const priceMinor = Math.round((originalPriceMinor * (0.3 + rand.next() * 0.5)) / 100) * 100;
      const key = `${randomBytes(32).toString('hex')}.webp`;
      const month = new Date(stub.archivedAt).toISOString().slice(0, 7);
      const offset = monthBytes.get(month) ?? 0;
      // A record is the row and its photos as JSON: about 1.5 KB.
      const length = 1_300 + rand.int(500);
      monthBytes.set(month, offset + length);
      product.run(
        uuid(rand),
        seller.id,
        category.id,
        name,
        '',
        priceMinor,
        originalPriceMinor,
        purchaseYear,
        rand.pick(conditionMix),
        '',
        place.district,
        place.division,
        '',
        specs.brand,
        specs.acType,
        specs.tons,
        specs.inverter === null ? null : Number(specs.inverter),
        specs.warrantyMonths,
        `/api/images/${key}`,
        key,
        stub.sold ? 1 : 0,
        stub.sold ? stub.soldAt : null,
        seller.suspended,
        stub.createdAt,
        '[]',
        rand.next() < 0.4 ? 1 : 0,
        stub.confirmedAt,
        stub.expiresAt,
        stub.sold ? null : stub.expiresAt,
        stub.archivedAt,
        month,
        offset,
        length,
      );
    }
    addPhotos(db, 'archived_photos');
    const months = db.prepare('INSERT INTO archive_months (month, bytes, records) VALUES (?, ?, ?)');
    for (const [month, bytes] of monthBytes) months.run(month, bytes, 0);
    db.exec(
      'UPDATE archive_months SET records = (SELECT count(*) FROM products WHERE archive_month = archive_months.month)',
    );
    db.exec('COMMIT');
  } finally {
    opened.close();
  }
}

interface Sent {
  sql: string;
  params: unknown[];
}

/**
 * The D1 binding, recording every statement run through it (alone or in a batch) with its
 * parameters, so that a read made by the Worker's own function can be replayed statement by statement.
 */
function recording(d1: D1) {
  const sent: Sent[] = [];
  const of = new WeakMap<object, { target: Statement; sql: string; params: unknown[] }>();
  const wrap = (target: Statement, sql: string, params: unknown[]): Statement => {
    const wrapper = {
      bind: (...values: unknown[]) => wrap(target.bind(...values), sql, values),
      all: () => (sent.push({ sql, params }), target.all()),
      raw: (...a: unknown[]) => (sent.push({ sql, params }), (target.raw as (...a: unknown[]) => unknown)(...a)),
      first: (...a: unknown[]) => (sent.push({ sql, params }), (target.first as (...a: unknown[]) => unknown)(...a)),
      run: () => (sent.push({ sql, params }), target.run()),
    } as unknown as Statement;
    of.set(wrapper, { target, sql, params });
    return wrapper;
  };
  const db = {
    prepare: (sql: string) => wrap(d1.prepare(sql), sql, []),
    batch: (statements: Statement[]) =>
      d1.batch(
        statements.map((statement) => {
          const known = of.get(statement)!;
          sent.push({ sql: known.sql, params: known.params });
          return known.target;
        }),
      ),
    exec: (sql: string) => d1.exec(sql),
    dump: () => d1.dump(),
    withSession: () => {
      throw new Error('Not recorded.');
    },
  } as unknown as D1;
  return { db, sent };
}

interface Read {
  name: string;
  /** Why its rows read may grow with the archive, if they may. */
  note?: string;
  read: (db: Db, archive: StorageBindings['PHOTOS']) => Promise<unknown>;
}

const reads = (sellerId: string, listingId: string): Read[] => [
  { name: '/allproduct, first page', read: (db) => listListings(db, listQuerySchema.parse({}), null) },
  {
    name: 'a category, cheapest first',
    read: (db) => listListings(db, listQuerySchema.parse({ category: 'split-ac', sort: 'price-asc' }), null),
  },
  { name: 'the home page’s advertised', read: (db) => listAdvertised(db) },
  { name: '/allproduct?q=gree', read: (db) => listListings(db, listQuerySchema.parse({ q: 'gree' }), null) },
  { name: 'a shop’s public profile', read: (db) => sellerProfile(db, sellerId) },
  {
    name: 'fair-price band (1.5 t inverter split, 2021)',
    note: 'archived sales are sales: each full cell reads at most 20 of them',
    read: (db) =>
      priceBandFor(
        db,
        priceBandQuerySchema.parse({ type: 'split', tons: '1.5', inverter: 'true', year: '2021', condition: 'good' }),
      ),
  },
  { name: 'a listed listing’s page', read: (db, archive) => listingPage(db, archive, listingId) },
  { name: 'sitemap index (count of listed)', read: (db) => sitemapIndex(db, ORIGIN) },
  {
    name: 'the last sitemap file',
    read: (db) => listingsSitemap(db, ORIGIN, Math.ceil(live / LISTINGS_PER_SITEMAP)),
  },
  {
    name: 'a shop’s own listings (signed in; not a public read)',
    note: 'its archived stubs are its listings too',
    read: (db) => db.batch(sellerListingReads(db, { id: sellerId })),
  },
  {
    name: 'the archive cron, nothing due',
    read: async (db, archive) => {
      const done = await archiveListings(db, archive, new Date(NOW));
      if (done !== 0) throw new Error(`The archive cron found ${done} listings due; the bench expects none.`);
    },
  },
];

interface Measured {
  name: string;
  note?: string;
  statements: number;
  rowsRead: number;
  ms: number;
}

async function measureAll(stateDir: string, list: Read[]): Promise<Measured[]> {
  const storage = await storageProxy(stateDir);
  try {
    const d1 = storage.env.DB;
    const archive = storage.env.PHOTOS;
    const out: Measured[] = [];
    for (const { name, note, read } of list) {
      const { db, sent } = recording(d1);
      await read(createDb(db), archive);
      let rowsRead = 0;
      let ms = 0;
      for (const { sql, params } of sent) {
        const statement = d1.prepare(sql).bind(...params);
        rowsRead += (await statement.all()).meta.rows_read;
        ms += await timePerStatement(d1, statement, runs);
      }
      out.push({ name, note, statements: sent.length, rowsRead, ms });
    }
    return out;
  } finally {
    await storage.dispose();
  }
}

const bytesOf = (objects: readonly StoredObject[], test: (o: StoredObject) => boolean) =>
  objects.filter(test).reduce((sum, o) => sum + o.bytes, 0);
/** The parts of a listing in D1, and whether a listed listing (`full`) and a stub (`stub`) have each. */
const parts: { name: string; test: (o: StoredObject) => boolean; full: boolean; stub: boolean }[] = [
  {
    name: 'its row and the index entries every row has',
    test: (o) => o.table === 'products' && o.kind !== 'live',
    full: true,
    stub: true,
  },
  {
    name: 'listed only: the lists’ partial index entries and search terms',
    test: (o) => o.kind === 'live',
    full: true,
    stub: false,
  },
  { name: 'its photos’ rows (`product_photos`)', test: (o) => o.table === 'product_photos', full: true, stub: false },
  {
    name: 'its photos’ keys (`archived_photos`)',
    test: (o) => o.table === 'archived_photos',
    full: false,
    stub: true,
  },
  {
    name: 'its four upload records (`image_uploads`)',
    test: (o) => o.table === 'image_uploads',
    full: true,
    stub: true,
  },
];
const milliseconds = (ms: number) => (ms < 0.05 ? '< 0.05' : ms.toFixed(2));

await step('A fresh local D1 with the migrations', async () => {
  prepareStateDir(STATE_DIR, { fresh: true });
  await migrate(STATE_DIR);
});
const file = databaseFile(STATE_DIR);
await step(`${number(live)} listed listings, 4 photos each`, async () => fillLive(file));
const { sellerId, listingId } = subjects(file);
const list = reads(sellerId, listingId);
const before = storedObjects(file);
const counts = (() => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const n = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      products: n('SELECT count(*) AS n FROM products'),
      listed: n(`SELECT count(*) AS n FROM products WHERE ${LISTED}`),
    };
  } finally {
    db.close();
  }
})();
const hot = await step('The reads, live listings only', () => measureAll(STATE_DIR, list));
await step(`${number(archived)} archived stubs`, async () => fillArchived(file, archived));
const after = storedObjects(file);
const cold = await step('The same reads, with the stubs', () => measureAll(STATE_DIR, list));

console.log(
  `\nThe public reads with ${number(live)} listed listings, then with ${number(archived)} archived stubs beside them (rows read: D1's meta.rows_read, summed over the read's statements; time: each statement's median of ${runs} batches of ${BATCH}, summed):\n`,
);
console.log(
  `| read | statements | rows read (${number(live)} live) | rows read (+ ${number(archived)} archived) | ms (live) | ms (+ archived) |`,
);
console.log('| --- | --- | --- | --- | --- | --- |');
hot.forEach((h, i) => {
  const c = cold[i]!;
  const flat = h.rowsRead === c.rowsRead ? '' : ` (${h.note ?? 'grows'})`;
  console.log(
    `| ${h.name} | ${h.statements} | ${number(h.rowsRead)} | ${number(c.rowsRead)}${flat} | ${milliseconds(h.ms)} | ${milliseconds(c.ms)} |`,
  );
});

// A listed listing: its table's bytes shared over the catalogue's rows, the live parts over the listed
// ones. A stub: what the stubs added, shared over them.
const full = parts.map(({ test, full: has }, i) =>
  !has ? 0 : bytesOf(before, test) / (i === 1 ? counts.listed : counts.products),
);
const stub = parts.map(({ test, stub: has }) => (!has ? 0 : (bytesOf(after, test) - bytesOf(before, test)) / archived));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
console.log(`\nD1 bytes per listing (dbstat: whole pages, as D1 counts them):\n`);
console.log('| part | a listed listing, 4 photos | an archived stub |');
console.log('| --- | --- | --- |');
const cell = (has: boolean, bytes: number) => (has ? number(bytes) : '–');
parts.forEach((part, i) =>
  console.log(`| ${part.name} | ${cell(part.full, full[i]!)} | ${cell(part.stub, stub[i]!)} |`),
);
console.log(`| **total** | **${number(sum(full))}** | **${number(sum(stub))}** |`);
console.log(
  `\nThe stub keeps ${((100 * sum(stub)) / sum(full)).toFixed(0)}% of a listed listing's bytes; its upload records stay while its pictures are shown.`,
);
