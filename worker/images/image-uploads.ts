/**
 * Who uploaded which stored image, what still shows it, and the clean-up of uploads nobody used.
 * R2 holds the bytes (stored by content, images.ts); D1 holds these facts.
 */
import { and, eq, inArray, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { archivedPhotos, categories, imageUploads, inspections, payments, productPhotos, products } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { deleteImage, IMAGE_PATH_PREFIX, imageKeyFromUrl, imagePath } from './images';

/** Unused uploads (never shown by a listing) are removed after this long. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * What an upload note keeps of its picture: its size, and whether its copies were made (no size for
 * a picture the copies' Cron Trigger found gone or unreadable).
 */
export interface PictureFacts {
  width: number | null;
  height: number | null;
  copies: boolean;
}

/** An upload's facts: `copies` is null when they are left to the Cron Trigger. */
export type UploadFacts = Omit<PictureFacts, 'copies'> & { copies: boolean | null };

/**
 * Writes a picture's facts (all of them, or whether it has copies alone) into every upload note of
 * it: one picture may have several uploaders.
 */
export const notePictureFacts = (db: Db, imageKey: string, facts: PictureFacts | Pick<PictureFacts, 'copies'>) =>
  db.update(imageUploads).set(facts).where(eq(imageUploads.imageKey, imageKey));

/**
 * Notes that this user uploaded the image; uploading the same bytes again renews the note. Its
 * facts become every note's, unless its copies were left to the Cron Trigger: that says nothing
 * new of a picture another upload may have copied already.
 */
export async function recordUpload(db: Db, imageKey: string, uploaderId: string, facts: UploadFacts, at = new Date()) {
  const note = db
    .insert(imageUploads)
    .values({ imageKey, uploaderId, uploadedAt: at, ...facts })
    .onConflictDoUpdate({ target: [imageUploads.imageKey, imageUploads.uploaderId], set: { uploadedAt: at } });
  const { copies } = facts;
  if (copies === null) await note;
  else await db.batch([note, notePictureFacts(db, imageKey, { ...facts, copies })]);
}

/**
 * The facts of a listing's cover picture, read by the listing (null for a picture from elsewhere
 * or one whose copies' Cron Trigger has not come yet).
 */
export async function coverFacts(db: Db, productId: string): Promise<PictureFacts | null> {
  const [row] = await db
    .select({ width: imageUploads.width, height: imageUploads.height, copies: imageUploads.copies })
    .from(products)
    .innerJoin(imageUploads, eq(imageUploads.imageKey, products.imageKey))
    .where(and(eq(products.id, productId), isNotNull(imageUploads.copies)))
    .limit(1);
  return row ? { ...row, copies: row.copies ?? false } : null;
}

/** Listings showing the image, as their cover or among their photos (both by index). */
const showsImage = (db: Db, imageKey: string) =>
  or(
    eq(products.imageKey, imageKey),
    inArray(
      products.id,
      db.select({ id: productPhotos.productId }).from(productPhotos).where(eq(productPhotos.imageKey, imageKey)),
    ),
  );

/** Queries that can join a batch: a listing (other sellers' only, when given) showing the image, a category showing it. */
const showing = (db: Db, imageKey: string, exceptSeller?: string) =>
  [
    db
      .select({ n: sql<number>`1` })
      .from(products)
      .where(and(showsImage(db, imageKey), exceptSeller ? sql`${products.sellerId} <> ${exceptSeller}` : undefined))
      .limit(1),
    db
      .select({ n: sql<number>`1` })
      .from(categories)
      .where(eq(categories.img, imagePath(imageKey)))
      .limit(1),
  ] as const;

/**
 * What decides whether a seller's listing may show an image, as queries that can join a batch: the
 * seller's upload note of it, another seller's listing showing it, a category showing it. Images
 * are stored by content, so re-uploading a picture downloaded from the site records the uploader
 * too; such a copy is still someone else's picture.
 */
export const pictureChecks = (db: Db, imageKey: string, sellerId: string) =>
  [
    db
      .select({ key: imageUploads.imageKey })
      .from(imageUploads)
      .where(and(eq(imageUploads.imageKey, imageKey), eq(imageUploads.uploaderId, sellerId))),
    ...showing(db, imageKey, sellerId),
  ] as const;

/**
 * A listing stopped showing this seller's image: unless something else shows it, the seller's
 * upload note goes, and the bytes too once nobody else's note holds them (another seller may have
 * uploaded the same bytes and not used them yet; the daily sweep takes those in time). These are
 * the statements, for the batch of the write that stopped showing it: the note's conditional
 * delete, then the notes left. With none left the caller deletes the bytes (`imageFreed`).
 */
export const noteRelease = (db: Db, imageKey: string, sellerId: string) =>
  [
    db.delete(imageUploads).where(
      and(
        eq(imageUploads.imageKey, imageKey),
        eq(imageUploads.uploaderId, sellerId),
        notExists(
          db
            .select({ n: sql`1` })
            .from(products)
            .where(showsImage(db, imageKey)),
        ),
        notExists(
          db
            .select({ n: sql`1` })
            .from(categories)
            .where(eq(categories.img, imagePath(imageKey))),
        ),
        notExists(
          db
            .select({ n: sql`1` })
            .from(archivedPhotos)
            .where(eq(archivedPhotos.imageKey, imageKey)),
        ),
      ),
    ),
    db
      .select({ n: sql<number>`1` })
      .from(imageUploads)
      .where(eq(imageUploads.imageKey, imageKey))
      .limit(1),
  ] as const;

/** After `noteRelease`'s batch: deletes the bytes when no note of them is left; true when they went. */
export async function imageFreed(bucket: R2Bucket, imageKey: string, notesLeft: unknown[]) {
  if (notesLeft.length > 0) return false;
  await deleteImage(bucket, imageKey);
  return true;
}

/** `noteRelease` on its own: one round trip, then the bytes if they are free. */
export async function releaseImage(db: Db, bucket: R2Bucket, imageKey: string | null, sellerId: string) {
  if (!imageKey) return false;
  const [, left] = await db.batch(noteRelease(db, imageKey, sellerId));
  return imageFreed(bucket, imageKey, left);
}

/**
 * The photos' own addresses, each one `uploaderId` uploaded (a dispute's evidence, an inspection's
 * report); anyone else's picture is refused.
 */
export async function uploadersPhotos(db: Db, uploaderId: string, photos: string[]) {
  const keys = [...new Set(photos.map((photo) => imageKeyFromUrl(photo)))];
  if (keys.some((key) => key === null)) throw new Refusal('photo-not-uploaded');
  if (keys.length === 0) return [];
  const owned = await db
    .select({ key: imageUploads.imageKey })
    .from(imageUploads)
    .where(and(eq(imageUploads.uploaderId, uploaderId), inArray(imageUploads.imageKey, keys as string[])));
  if (owned.length !== keys.length) throw new Refusal('photo-not-uploaded');
  return (keys as string[]).map(imagePath);
}

/**
 * Nothing shows the note's picture: no listing (removed ones included: a booking still shows its
 * product's picture), as its cover or among its photos (an archived one's included), no category, no dispute's evidence and no
 * inspection report.
 */
const noteUnused = (db: Db) =>
  and(
    notExists(
      db
        .select({ n: sql`1` })
        .from(products)
        .where(eq(products.imageKey, imageUploads.imageKey)),
    ),
    notExists(
      db
        .select({ n: sql`1` })
        .from(productPhotos)
        .where(eq(productPhotos.imageKey, imageUploads.imageKey)),
    ),
    notExists(
      db
        .select({ n: sql`1` })
        .from(categories)
        .where(eq(categories.img, sql`${IMAGE_PATH_PREFIX} || ${imageUploads.imageKey}`)),
    ),
    // An archived listing's photos: its page still shows them (listings/listing-archive.ts).
    notExists(
      db
        .select({ n: sql`1` })
        .from(archivedPhotos)
        .where(eq(archivedPhotos.imageKey, imageUploads.imageKey)),
    ),
    // A dispute's photos are its evidence for as long as the payment is kept.
    notExists(
      db
        .select({ n: sql`1` })
        .from(sql`${payments}, json_each(${payments.disputePhotos})`)
        .where(
          and(
            eq(payments.buyerId, imageUploads.uploaderId),
            sql`json_each.value = ${IMAGE_PATH_PREFIX} || ${imageUploads.imageKey}`,
          ),
        ),
    ),
    // An inspection report's photos (the serial plate) stay with the report.
    notExists(
      db
        .select({ n: sql`1` })
        .from(sql`${inspections}, json_each(${inspections.photos})`)
        .where(
          and(
            eq(inspections.technicianId, imageUploads.uploaderId),
            sql`json_each.value = ${IMAGE_PATH_PREFIX} || ${imageUploads.imageKey}`,
          ),
        ),
    ),
  );

/**
 * The Cron Trigger's part: uploads older than a day that no listing or category shows lose their
 * note, and their bytes once nobody's note is left. Finding the notes unused and deleting them is
 * one statement, so a listing that takes a picture while the sweep runs keeps it; once its note is
 * gone, no listing of the uploader's can take it. Bounded per run; the next run takes the rest.
 */
export async function sweepUnusedUploads(db: Db, bucket: R2Bucket, now = Date.now(), limit = 200) {
  const stale = db
    .select({ imageKey: imageUploads.imageKey, uploaderId: imageUploads.uploaderId })
    .from(imageUploads)
    .where(and(lt(imageUploads.uploadedAt, new Date(now - UNUSED_UPLOAD_TTL_MS)), noteUnused(db)))
    .orderBy(imageUploads.uploadedAt)
    .limit(limit);
  const deleted = await db
    .delete(imageUploads)
    .where(sql`(${imageUploads.imageKey}, ${imageUploads.uploaderId}) IN ${stale}`)
    .returning({ imageKey: imageUploads.imageKey });
  const keys = [...new Set(deleted.map((row) => row.imageKey))];
  if (keys.length === 0) return 0;
  // Another uploader's recent note of the same bytes still holds them. One bound list, as D1 takes
  // at most 100 parameters a statement.
  const held = await db
    .selectDistinct({ imageKey: imageUploads.imageKey })
    .from(imageUploads)
    .where(sql`${imageUploads.imageKey} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`);
  const stillHeld = new Set(held.map((row) => row.imageKey));
  const freed = keys.filter((key) => !stillHeld.has(key));
  for (const key of freed) await deleteImage(bucket, key);
  return freed.length;
}
