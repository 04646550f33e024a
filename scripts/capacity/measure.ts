/**
 * What each table and index of the simulated database holds on disk, from SQLite's `dbstat` virtual
 * table: its pages' bytes (half-full pages included, as D1 counts them) and its entries. Each object
 * is then assigned the kind of item it grows with, which gives the bytes per item of the model.
 */
import { DatabaseSync } from 'node:sqlite';
import { itemKinds, type ItemKind, type Measured, type PerKind } from './model';

/** The kind each table grows with; indexes follow their table. Tables not named here are the base. */
const kindOfTable: Record<string, ItemKind> = {
  products: 'listing',
  product_photos: 'photo',
  image_uploads: 'photo',
  bookings: 'booking',
  payments: 'payment',
  reviews: 'review',
  conversations: 'conversation',
  messages: 'message',
  notifications: 'notification',
  sms_sent: 'sms',
  wishlist_items: 'wish',
  users: 'user',
  push_subscriptions: 'user',
};
/** The search terms of listed products (decision 006): a listing's rows there leave with it. */
const liveTables = new Set(['product_terms_by_date', 'product_terms_by_price']);
/** The predicate of the public lists' partial indexes (worker/db/listed.ts). */
const LISTED = /"products"\."paid" = 0 AND "products"\."removed_at" IS NULL AND "products"\."expired_at" IS NULL/;

export type ObjectKind = ItemKind | 'live' | 'base';

export interface StoredObject {
  name: string;
  table: string;
  type: 'table' | 'index';
  kind: ObjectKind;
  entries: number;
  bytes: number;
}

interface SchemaRow {
  name: string;
  type: string;
  tbl_name: string;
  sql: string | null;
}
interface StatRow {
  name: string;
  pagetype: string | null;
  bytes: number;
  cells: number;
}

/** Every table and index with its bytes and entries. */
export function storedObjects(path: string): StoredObject[] {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const schema = new Map(
      (
        db
          .prepare("SELECT name, type, tbl_name, sql FROM sqlite_schema WHERE type IN ('table', 'index')")
          .all() as unknown as SchemaRow[]
      ).map((row) => [row.name, row]),
    );
    const withoutRowid = (row: SchemaRow) => row.type === 'table' && /WITHOUT ROWID/i.test(row.sql ?? '');
    const stats = db
      .prepare('SELECT name, pagetype, sum(pgsize) AS bytes, sum(ncell) AS cells FROM dbstat GROUP BY name, pagetype')
      .all() as unknown as StatRow[];
    const objects = new Map<string, StoredObject>();
    for (const stat of stats) {
      const row = schema.get(stat.name);
      const table = row?.tbl_name ?? stat.name;
      const type = row?.type === 'index' ? 'index' : 'table';
      const object = objects.get(stat.name) ?? {
        name: stat.name,
        table,
        type,
        kind: kindOf(table, row),
        entries: 0,
        bytes: 0,
      };
      object.bytes += stat.bytes;
      // A rowid table's entries are its leaf cells; an index keeps entries in its interior pages too.
      const isIndexTree = type === 'index' || (row !== undefined && withoutRowid(row));
      if (stat.pagetype === 'leaf' || (isIndexTree && stat.pagetype === 'internal')) object.entries += stat.cells;
      objects.set(stat.name, object);
    }
    return [...objects.values()];
  } finally {
    db.close();
  }
}

function kindOf(table: string, row: SchemaRow | undefined): ObjectKind {
  if (liveTables.has(table)) return 'live';
  if (row?.type === 'index' && table === 'products' && row.sql && LISTED.test(row.sql)) return 'live';
  return kindOfTable[table] ?? 'base';
}

/** The items of each kind in the database: what the bytes are divided by. */
export function itemCounts(path: string): PerKind & { live: number } {
  const db = new DatabaseSync(path, { readOnly: true });
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  try {
    return {
      listing: count('SELECT count(*) AS n FROM products'),
      live: count(
        'SELECT count(*) AS n FROM products WHERE paid = 0 AND removed_at IS NULL AND expired_at IS NULL AND moderation IS NULL AND seller_suspended = 0',
      ),
      photo: count('SELECT count(*) AS n FROM image_uploads'),
      booking: count('SELECT count(*) AS n FROM bookings'),
      payment: count('SELECT count(*) AS n FROM payments'),
      review: count('SELECT count(*) AS n FROM reviews'),
      conversation: count('SELECT count(*) AS n FROM conversations'),
      message: count('SELECT count(*) AS n FROM messages'),
      notification: count('SELECT count(*) AS n FROM notifications'),
      sms: count('SELECT count(*) AS n FROM sms_sent'),
      wish: count('SELECT count(*) AS n FROM wishlist_items'),
      user: count('SELECT count(*) AS n FROM users'),
    };
  } finally {
    db.close();
  }
}

/** The model's inputs from the objects and counts: bytes per item of each kind, live and base bytes. */
export function measuredFrom(
  objects: readonly StoredObject[],
  counts: PerKind & { live: number },
  listingsPerMonth: number,
): Measured {
  const bytesOf = (kind: ObjectKind) => objects.filter((o) => o.kind === kind).reduce((sum, o) => sum + o.bytes, 0);
  return {
    bytesPerItem: Object.fromEntries(
      itemKinds.map((kind) => [kind, counts[kind] === 0 ? 0 : bytesOf(kind) / counts[kind]]),
    ) as PerKind,
    liveBytesPerListing: counts.live === 0 ? 0 : bytesOf('live') / counts.live,
    liveListingsPerMonthly: counts.live / listingsPerMonth,
    baseBytes: bytesOf('base'),
  };
}
