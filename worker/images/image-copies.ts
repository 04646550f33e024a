/**
 * Copies for pictures that lack them: uploads from before the Worker made every one of them
 * (wave 1's have none, earlier wave 2 ones no JPEG for link previews) and uploads whose copies
 * failed. The hourly Cron Trigger makes them, a few per run, so that no read ever has to
 * (decisions 013 and 022).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { imageUploads } from '../db/schema';
import { errorName, log } from '../lib/logger';
import { checkImage, makeCopies } from './image-service';
import { deleteImage, storeVariants, type ImageStore } from './images';
import { notePictureFacts, type PictureFacts } from './image-uploads';

/**
 * A picture's copies take the image service a second or less (docs/performance-history.md): a run
 * stops taking new pictures after this long, well inside a Cron Trigger's 30 s.
 */
const RUN_BUDGET_MS = 10_000;

/**
 * What the image service makes of one stored picture: its copies stored, and its facts; null when
 * the picture is gone. A picture the service cannot read fails like any other try.
 */
async function copyPicture({ bucket, images }: ImageStore, key: string): Promise<PictureFacts | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const bytes = new Uint8Array(await object.arrayBuffer());
  const image = await checkImage(images, bytes);
  const variants = await makeCopies(images, bytes, image);
  await storeVariants(bucket, key, variants);
  return { width: image.width, height: image.height, copies: variants.length > 0 };
}

/** A picture whose copies failed in this many runs is shown whole for good. */
export const MAX_COPY_ATTEMPTS = 3;

/**
 * Counts a run's try at a picture's copies before it starts, so that a picture whose run never
 * finishes (the Worker stopped in the middle of it) is given up too. Null when nothing waits any
 * more: its notes went, or an upload of the same bytes made the copies meanwhile.
 */
async function countAttempt(db: Db, imageKey: string) {
  const counted = await db
    .update(imageUploads)
    .set({ copyAttempts: sql`${imageUploads.copyAttempts} + 1` })
    .where(and(eq(imageUploads.imageKey, imageKey), isNull(imageUploads.copies)))
    .returning({ attempts: imageUploads.copyAttempts });
  return counted.length > 0 ? Math.max(...counted.map((row) => row.attempts)) : null;
}

/** A picture gone: no copies, and no size to announce. */
const GONE: PictureFacts = { width: null, height: null, copies: false };
/** A picture whose copies keep failing: shown whole, with the size its upload noted. */
const GIVEN_UP = { copies: false } as const;

/** What one run's try at a picture's copies comes to: its facts, or null to try again next run. */
async function tryCopies(store: ImageStore, imageKey: string, attempt: number) {
  if (attempt > MAX_COPY_ATTEMPTS) return GIVEN_UP;
  try {
    return (await copyPicture(store, imageKey)) ?? GONE;
  } catch (error) {
    log('warn', 'image_copies_failed', { imageKey, attempt, error: errorName(error) });
    return attempt < MAX_COPY_ATTEMPTS ? null : GIVEN_UP;
  }
}

const hasNotes = async (db: Db, imageKey: string) =>
  (
    await db
      .select({ n: sql<number>`1` })
      .from(imageUploads)
      .where(eq(imageUploads.imageKey, imageKey))
      .limit(1)
  ).length > 0;

/**
 * Makes the copies of the oldest pictures that lack them; returns how many it made. A picture that
 * is gone is noted as without copies at once; one whose copies fail (an R2 or image service error,
 * or a picture the service cannot read) waits for the next run, up to `MAX_COPY_ATTEMPTS` runs, so
 * it never holds up the others for long. Either way it is shown whole meanwhile.
 */
export async function makeMissingCopies(db: Db, store: ImageStore, { limit = 20, budgetMs = RUN_BUDGET_MS } = {}) {
  const waiting = await db
    .select({ imageKey: imageUploads.imageKey })
    .from(imageUploads)
    .where(isNull(imageUploads.copies))
    .orderBy(asc(imageUploads.uploadedAt))
    .limit(limit);
  const started = performance.now();
  let made = 0;
  // A picture with several uploaders has a note from each.
  for (const imageKey of new Set(waiting.map((row) => row.imageKey))) {
    if (performance.now() - started > budgetMs) break;
    const attempt = await countAttempt(db, imageKey);
    if (attempt === null) continue;
    const facts = await tryCopies(store, imageKey, attempt);
    const kept = facts ? (await notePictureFacts(db, imageKey, facts)).meta.changes > 0 : await hasNotes(db, imageKey);
    // Its last note went while the copies were made (the listing let it go): so do the copies.
    if (!kept) await deleteImage(store.bucket, imageKey);
    else if (facts?.copies) made++;
  }
  return made;
}
