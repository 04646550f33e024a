/**
 * The listing archive (docs/decisions/037). Sold listings ARCHIVE_SOLD_DAYS after their sale, and
 * lapsed ones ARCHIVE_LAPSED_DAYS after they expired, leave D1's hot data: the cron appends each
 * one's whole record (its row and its photos) as a line of JSON to the month's object in R2
 * (`listing-archive/<YYYY-MM>.jsonl`), then, in one D1 batch, marks its row archived with where its
 * record lies, empties its description, contact, place and search terms, and moves its photos'
 * rows out. The row stays as a stub for the bookings, payments, conversations and inspections that
 * refer to it, and for the fair-price band's completed sales.
 *
 * Safe to stop anywhere: a month's object only ever grows past the bytes D1 has committed, a run
 * copies the committed bytes and appends after them (a crashed run's tail is overwritten), and a
 * listing is archived only by the batch that commits its bytes. A lease on the month keeps two
 * overlapping crons from writing one object at once.
 */
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../db/client';
import { archivableLapsedWhere, archivableSoldWhere } from '../db/listed';
import { archivedPhotos, archiveMonths, productPhotos, products, type Product } from '../db/schema';

export const ARCHIVE_SOLD_DAYS = 90;
export const ARCHIVE_LAPSED_DAYS = 180;
/** Listings a run archives: three statements each in one D1 batch, well under a Worker's query limit. */
export const ARCHIVE_BATCH = 25;
/** How long a run holds a month; a run takes about a second, so only a crashed one is waited for. */
const LEASE_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export const archiveKey = (month: string) => `listing-archive/${month}.jsonl`;
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** One line of a month's object: everything D1 held of the listing when it was archived. */
export interface ArchivedRecord {
  archivedAt: string;
  /** Its row as JSON (times as ISO strings). */
  product: Pick<Product, 'id' | 'about' | 'phone' | 'location'> & Record<string, unknown>;
  photos: { position: number; img: string; imageKey: string }[];
}

type ArchiveSpot = Pick<Product, 'archiveMonth' | 'archiveOffset' | 'archiveLength'>;

/** The archived listing's record, read from its month's object by its byte range. */
export async function archivedRecord(bucket: R2Bucket, spot: ArchiveSpot): Promise<ArchivedRecord> {
  const { archiveMonth, archiveOffset, archiveLength } = spot;
  if (archiveMonth === null || archiveOffset === null || archiveLength === null)
    throw new Error('archive_spot_missing');
  const object = await bucket.get(archiveKey(archiveMonth), {
    range: { offset: archiveOffset, length: archiveLength },
  });
  if (!object) throw new Error('archive_object_missing');
  return JSON.parse(await object.text()) as ArchivedRecord;
}

const due = (now: Date) => ({
  sold: new Date(now.getTime() - ARCHIVE_SOLD_DAYS * DAY_MS),
  lapsed: new Date(now.getTime() - ARCHIVE_LAPSED_DAYS * DAY_MS),
});

/** Still to archive as of `now`: the same test when choosing and when committing. */
const archivable = (now: Date) => {
  const { sold, lapsed } = due(now);
  return or(
    and(archivableSoldWhere(products), lt(products.soldAt, sold)),
    and(archivableLapsedWhere(products), lt(products.expiredAt, lapsed)),
  );
};

/** The oldest listings due, sales first: each list one walk of its partial index. */
async function dueListings(db: Db, now: Date, batch: number) {
  const { sold, lapsed } = due(now);
  const [soldRows, lapsedRows] = await db.batch([
    db
      .select()
      .from(products)
      .where(and(archivableSoldWhere(products), lt(products.soldAt, sold)))
      .orderBy(asc(products.soldAt))
      .limit(batch),
    db
      .select()
      .from(products)
      .where(and(archivableLapsedWhere(products), lt(products.expiredAt, lapsed)))
      .orderBy(asc(products.expiredAt))
      .limit(batch),
  ]);
  return [...soldRows, ...lapsedRows].slice(0, batch);
}

/** Takes the month for this run, unless another run holds it; answers the bytes committed so far. */
async function claimMonth(db: Db, month: string, writer: string, now: Date) {
  const [, claimed] = await db.batch([
    db.insert(archiveMonths).values({ month }).onConflictDoNothing(),
    db
      .update(archiveMonths)
      .set({ writer, writerUntil: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(archiveMonths.month, month), or(isNull(archiveMonths.writer), lt(archiveMonths.writerUntil, now))))
      .returning({ bytes: archiveMonths.bytes }),
  ]);
  return claimed[0]?.bytes ?? null;
}

/**
 * Writes the month's object anew: its first `committed` bytes, copied as a stream (a month of
 * records never sits in memory), then `added`. What lay past `committed` was a crashed run's.
 */
async function appendToMonth(bucket: R2Bucket, key: string, committed: number, added: Uint8Array) {
  if (committed === 0) {
    await bucket.put(key, added);
    return;
  }
  const earlier = await bucket.get(key, { range: { offset: 0, length: committed } });
  // D1 says bytes are there that R2 does not have: stop rather than write over the records.
  if (!earlier || earlier.size < committed) throw new Error('archive_object_short');
  const { readable, writable } = new FixedLengthStream(committed + added.byteLength);
  const copying = (async () => {
    await earlier.body.pipeTo(writable, { preventClose: true });
    const writer = writable.getWriter();
    await writer.write(added);
    await writer.close();
  })();
  await Promise.all([bucket.put(key, readable), copying]);
}

/** Archives up to `batch` listings due; answers how many it archived. */
export async function archiveListings(db: Db, bucket: R2Bucket, now = new Date(), batch = ARCHIVE_BATCH) {
  const listings = await dueListings(db, now, batch);
  if (listings.length === 0) return 0;
  const month = monthOf(now);
  const writer = crypto.randomUUID();
  const committed = await claimMonth(db, month, writer, now);
  if (committed === null) return 0;
  try {
    const photoReads = listings.map((listing) =>
      db
        .select({ position: productPhotos.position, img: productPhotos.img, imageKey: productPhotos.imageKey })
        .from(productPhotos)
        .where(eq(productPhotos.productId, listing.id))
        .orderBy(productPhotos.position),
    );
    const photos = await db.batch(photoReads as [(typeof photoReads)[number], ...typeof photoReads]);
    const encoder = new TextEncoder();
    const lines = listings.map((product, i) =>
      encoder.encode(
        `${JSON.stringify({ archivedAt: now.toISOString(), product, photos: photos[i] ?? [] } satisfies ArchivedRecord)}\n`,
      ),
    );
    const added = new Uint8Array(lines.reduce((total, line) => total + line.byteLength, 0));
    const spots: { offset: number; length: number }[] = [];
    lines.reduce((at, line) => {
      added.set(line, at);
      spots.push({ offset: committed + at, length: line.byteLength });
      return at + line.byteLength;
    }, 0);
    await appendToMonth(bucket, archiveKey(month), committed, added);
    await db.batch(
      commitStatements(db, { month, writer, now, committed: committed + added.byteLength, listings, spots }),
    );
    return listings.length;
  } catch (error) {
    // Let the next run have the month at once; the records written past `committed` are its to overwrite.
    await db
      .update(archiveMonths)
      .set({ writer: null, writerUntil: null })
      .where(and(eq(archiveMonths.month, month), eq(archiveMonths.writer, writer)));
    throw error;
  }
}

/**
 * One batch: each listing still due becomes a stub pointing at its record, its photos' keys are
 * kept as shown and their rows leave, and the month's committed bytes move past the records; all of
 * it only while this run still holds the month.
 */
function commitStatements(
  db: Db,
  run: {
    month: string;
    writer: string;
    now: Date;
    committed: number;
    listings: Product[];
    spots: { offset: number; length: number }[];
  },
) {
  const { month, writer, now } = run;
  const holding = sql`EXISTS (SELECT 1 FROM ${archiveMonths} WHERE ${archiveMonths.month} = ${month} AND ${archiveMonths.writer} = ${writer})`;
  const statements = run.listings.flatMap((listing, i): BatchItem<'sqlite'>[] => {
    const spot = run.spots[i]!;
    const archivedHere = sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${listing.id} AND ${products.archiveMonth} = ${month} AND ${products.archiveOffset} = ${spot.offset})`;
    return [
      db
        .update(products)
        .set({
          archivedAt: now,
          archiveMonth: month,
          archiveOffset: spot.offset,
          archiveLength: spot.length,
          about: '',
          phone: '',
          location: '',
          searchTerms: [],
        })
        .where(and(eq(products.id, listing.id), archivable(now), holding)),
      db
        .insert(archivedPhotos)
        .select(
          db
            .select({ imageKey: productPhotos.imageKey })
            .from(productPhotos)
            .where(and(eq(productPhotos.productId, listing.id), archivedHere)),
        )
        .onConflictDoNothing(),
      db.delete(productPhotos).where(and(eq(productPhotos.productId, listing.id), archivedHere)),
    ];
  });
  const release = db
    .update(archiveMonths)
    .set({
      bytes: run.committed,
      records: sql`${archiveMonths.records} + ${run.listings.length}`,
      writer: null,
      writerUntil: null,
    })
    .where(and(eq(archiveMonths.month, month), eq(archiveMonths.writer, writer)));
  const all: BatchItem<'sqlite'>[] = [...statements, release];
  return all as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];
}
