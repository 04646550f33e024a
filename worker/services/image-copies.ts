/**
 * Copies for pictures uploaded before the Worker made every one of them (wave 1's uploads have
 * none, earlier wave 2 uploads no JPEG for link previews): the hourly Cron Trigger makes them, a
 * few per run, so that no read ever has to (decision 013).
 */
import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { imageUploads } from '../db/schema';
import { readImageInfo } from '../lib/image-format';
import { log } from '../lib/logger';
import { makeVariants } from '../lib/image-variants';
import { deleteImage, storeVariants } from './images';
import { notePictureFacts, type PictureFacts } from './image-uploads';

/**
 * Decoding and encoding a 1600 px photo's copies takes ~0.35 s of CPU (README): a run stops taking
 * new pictures after this long, well inside a Cron Trigger's 30 s.
 */
const RUN_BUDGET_MS = 10_000;

/** What the Worker can make of one stored picture: its copies stored, and its facts. */
async function copyPicture(bucket: R2Bucket, key: string): Promise<PictureFacts | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const bytes = new Uint8Array(await object.arrayBuffer());
  const checked = await readImageInfo(bytes);
  if (!checked.ok) return null;
  const { width, height } = checked.image;
  const variants = await makeVariants(bytes, checked.image);
  await storeVariants(bucket, key, variants);
  return { width, height, copies: variants.length > 0 };
}

/**
 * Makes the copies of the oldest pictures that lack them; returns how many it made. A picture that
 * is gone, unreadable or failing is noted as without copies, so no run tries it again.
 */
export async function makeMissingCopies(db: Db, bucket: R2Bucket, { limit = 20, budgetMs = RUN_BUDGET_MS } = {}) {
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
    let facts: PictureFacts | null = null;
    try {
      facts = await copyPicture(bucket, imageKey);
    } catch (error) {
      // Noted as without copies all the same: a picture that fails every time must not hold up the
      // ones after it, run after run. It is still shown whole.
      log('warn', 'image_copies_failed', { imageKey, error: error instanceof Error ? error.name : 'unknown' });
    }
    const noted = await notePictureFacts(db, imageKey, facts ?? { width: null, height: null, copies: false });
    // Its last note went while the copies were made (the listing let it go): so do the copies.
    if (noted.meta.changes === 0) await deleteImage(bucket, imageKey);
    else if (facts?.copies) made++;
  }
  return made;
}
