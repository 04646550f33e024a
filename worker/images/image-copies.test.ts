import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageUploads } from '../db/schema';
import { VARIANT_NAMES, variantOf } from '../../shared/image-variant-sizes';
import { imageStore, withPut } from '../test/buckets';
import { signedInUser, testDb } from '../test/fixtures';
import { photo } from '../test/photos';
import { samples } from '../test/images';
import { MAX_COPY_ATTEMPTS, makeMissingCopies } from './image-copies';
import { checkImage } from './image-service';
import { storeImage } from './images';

/** A picture stored as uploads were before the copies: the bytes, and a note without its facts. */
async function oldUpload(uploaderId: string, seed: number, uploadedAt: Date) {
  const bytes = await photo('jpg', 640, 480, seed);
  const image = await checkImage(env.IMAGES, bytes);
  const { key } = await storeImage(env.PHOTOS, bytes, { image, title: 'old', uploadedBy: uploaderId });
  await testDb().insert(imageUploads).values({ imageKey: key, uploaderId, uploadedAt });
  return key;
}

const factsOf = async (key: string) =>
  (
    await testDb()
      .select({ width: imageUploads.width, height: imageUploads.height, copies: imageUploads.copies })
      .from(imageUploads)
      .where(eq(imageUploads.imageKey, key))
  )[0];

describe('copies of pictures uploaded before them', () => {
  it('are made oldest first, and a picture whose copies fail does not hold up the next', async () => {
    const seller = await signedInUser('seller');
    const failing = await oldUpload(seller.user.id, 11, new Date(Date.now() - 60_000));
    const next = await oldUpload(seller.user.id, 12, new Date());
    // R2 refusing the first picture's copies, as a failing write would.
    const bucket = withPut((key, put) =>
      key.endsWith(failing) && key !== failing ? Promise.reject(new Error('R2 is unavailable')) : put(),
    );

    expect(await makeMissingCopies(testDb(), imageStore(bucket))).toBe(1);

    expect(await factsOf(next)).toEqual({ width: 640, height: 480, copies: true });
    expect(await env.PHOTOS.head(variantOf(next, 'share'))).not.toBeNull();
    // Shown whole meanwhile, and tried again by the next run, which R2 lets through.
    expect(await factsOf(failing)).toEqual({ width: null, height: null, copies: null });
    expect(await makeMissingCopies(testDb(), imageStore())).toBe(1);
    expect(await factsOf(failing)).toEqual({ width: 640, height: 480, copies: true });
    expect(await env.PHOTOS.head(variantOf(failing, 'share'))).not.toBeNull();
  });

  it(`are given up after ${MAX_COPY_ATTEMPTS} runs that failed or never finished`, async () => {
    const seller = await signedInUser('seller');
    const failing = await oldUpload(seller.user.id, 13, new Date());
    // Its size noted, as an upload whose copies failed notes it.
    await testDb().update(imageUploads).set({ width: 640, height: 480 }).where(eq(imageUploads.imageKey, failing));
    const attemptsOf = async () =>
      (
        await testDb()
          .select({ attempts: imageUploads.copyAttempts })
          .from(imageUploads)
          .where(eq(imageUploads.imageKey, failing))
      )[0]?.attempts;
    let countedBeforeTrying: number | undefined;
    const bucket = withPut(async (key, put) => {
      if (key === failing) return put();
      // A try is counted before it starts: a run the Worker stops in the middle has counted it too.
      countedBeforeTrying = await attemptsOf();
      throw new Error('R2 is unavailable');
    });

    for (let run = 1; run < MAX_COPY_ATTEMPTS; run++) {
      expect(await makeMissingCopies(testDb(), imageStore(bucket))).toBe(0);
      expect(countedBeforeTrying).toBe(run);
      expect((await factsOf(failing))?.copies).toBeNull();
    }
    expect(await makeMissingCopies(testDb(), imageStore(bucket))).toBe(0);
    // Shown whole for good, at the size it has, and no later run tries it again.
    expect(await factsOf(failing)).toEqual({ width: 640, height: 480, copies: false });
    expect(await makeMissingCopies(testDb(), imageStore())).toBe(0);
    expect(await attemptsOf()).toBe(MAX_COPY_ATTEMPTS);

    // A picture whose runs never finished is given up by the next one without a try.
    const stuck = await oldUpload(seller.user.id, 14, new Date());
    await testDb()
      .update(imageUploads)
      .set({ copyAttempts: MAX_COPY_ATTEMPTS })
      .where(eq(imageUploads.imageKey, stuck));
    expect(await makeMissingCopies(testDb(), imageStore())).toBe(0);
    expect(await factsOf(stuck)).toEqual({ width: null, height: null, copies: false });
    expect(await env.PHOTOS.head(variantOf(stuck, 'share'))).toBeNull();
  });

  it('of a picture the image service cannot read are tried like any that fail, then given up', async () => {
    const seller = await signedInUser('seller');
    // Cut short after its header: the checks before the image service let such files through.
    const cut = samples.jpeg.subarray(0, 400);
    const image = { mime: 'image/jpeg', extension: 'jpg', width: 64, height: 48 } as const;
    const { key } = await storeImage(env.PHOTOS, cut, { image, title: 'cut', uploadedBy: seller.user.id });
    await testDb().insert(imageUploads).values({ imageKey: key, uploaderId: seller.user.id });

    for (let run = 1; run < MAX_COPY_ATTEMPTS; run++) {
      await makeMissingCopies(testDb(), imageStore());
      expect((await factsOf(key))?.copies).toBeNull();
    }
    await makeMissingCopies(testDb(), imageStore());
    expect((await factsOf(key))?.copies).toBe(false);
  });

  it('go with a picture whose last note went while they were made, and the others stay', async () => {
    const seller = await signedInUser('seller');
    const released = await oldUpload(seller.user.id, 31, new Date(Date.now() - 60_000));
    const kept = await oldUpload(seller.user.id, 32, new Date());
    // The seller lets the first picture go while its copies are being stored.
    const bucket = withPut(async (key, put) => {
      if (key === variantOf(released, 'share'))
        await testDb().delete(imageUploads).where(eq(imageUploads.imageKey, released));
      return put();
    });

    expect(await makeMissingCopies(testDb(), imageStore(bucket))).toBe(1);

    const stored = async (key: string) => (await env.PHOTOS.head(key)) !== null;
    expect(await stored(released)).toBe(false);
    for (const variant of VARIANT_NAMES) expect(await stored(variantOf(released, variant))).toBe(false);
    expect(await stored(kept)).toBe(true);
    for (const variant of VARIANT_NAMES) expect(await stored(variantOf(kept, variant))).toBe(true);
  });

  it('stop at the run’s limit and leave the rest to the next run', async () => {
    const seller = await signedInUser('seller');
    const keys = [];
    for (let n = 0; n < 3; n++)
      keys.push(await oldUpload(seller.user.id, 20 + n, new Date(Date.now() - (3 - n) * 1000)));
    expect(await makeMissingCopies(testDb(), imageStore(), { limit: 2 })).toBe(2);
    expect((await factsOf(keys[2]!))?.copies).toBeNull();
    expect(await makeMissingCopies(testDb(), imageStore(), { limit: 2 })).toBe(1);
    expect((await factsOf(keys[2]!))?.copies).toBe(true);
  });
});
