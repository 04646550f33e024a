import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageUploads } from '../db/schema';
import { VARIANT_NAMES, variantOf } from '../../shared/image-variant-sizes';
import { imageStore, withPut } from '../test/buckets';
import { signedInUser, testDb } from '../test/fixtures';
import { failingTransforms, photo } from '../test/photos';
import { makeMissingCopies } from './image-copies';
import { storeUpload } from './uploads';

describe('an upload whose copies fail', () => {
  it('is stored and answered all the same, and the hourly Cron Trigger makes its copies', async () => {
    const seller = await signedInUser('seller');
    const bytes = await photo('jpg', 1200, 900, 41);
    const form = new FormData();
    form.set('image', new File([bytes], 'aircon.jpg'));
    // R2 takes the picture and refuses its copies.
    let original = '';
    const bucket = withPut((key, put) => {
      if (!original) original = key;
      return key === original ? put() : Promise.reject(new Error('R2 is unavailable'));
    });

    const { answer } = await storeUpload(testDb(), imageStore(bucket), form, seller.user.id, 'https://thanda.test');

    // The seller's photo is in: answered, like a picture without copies, with itself for each.
    expect(answer.data.url).toBe(`https://thanda.test/api/images/${original}`);
    expect(answer.data.thumb.url).toBe(answer.data.url);
    expect(answer.data.medium.url).toBe(answer.data.url);
    expect(await env.PHOTOS.head(original)).not.toBeNull();
    const facts = () =>
      testDb()
        .select({ width: imageUploads.width, height: imageUploads.height, copies: imageUploads.copies })
        .from(imageUploads)
        .where(eq(imageUploads.imageKey, original));
    expect(await facts()).toEqual([{ width: 1200, height: 900, copies: null }]);

    expect(await makeMissingCopies(testDb(), imageStore())).toBe(1);
    expect(await facts()).toEqual([{ width: 1200, height: 900, copies: true }]);
    for (const variant of VARIANT_NAMES) expect(await env.PHOTOS.head(variantOf(original, variant))).not.toBeNull();
  });

  it('is stored all the same when the image service fails rather than the picture', async () => {
    const seller = await signedInUser('seller');
    const form = new FormData();
    form.set('image', new File([await photo('jpg', 800, 600, 43)], 'aircon.jpg'));

    const { answer } = await storeUpload(
      testDb(),
      imageStore(env.PHOTOS, failingTransforms()),
      form,
      seller.user.id,
      'https://thanda.test',
    );

    expect(answer.data.thumb.url).toBe(answer.data.url);
    const key = answer.data.image.filename;
    expect(await env.PHOTOS.head(key)).not.toBeNull();
    expect(await env.PHOTOS.head(variantOf(key, 'thumb'))).toBeNull();
    const [note] = await testDb()
      .select({ copies: imageUploads.copies })
      .from(imageUploads)
      .where(eq(imageUploads.imageKey, key));
    expect(note).toEqual({ copies: null });
  });

  it('leaves the facts of the same picture uploaded by another seller as they were', async () => {
    const [first, second] = [await signedInUser('seller'), await signedInUser('seller')];
    const bytes = await photo('jpg', 640, 480, 42);
    const form = () => {
      const body = new FormData();
      body.set('image', new File([bytes], 'aircon.jpg'));
      return body;
    };
    const { answer } = await storeUpload(testDb(), imageStore(), form(), first.user.id, 'https://thanda.test');
    const key = answer.data.image.filename;
    const failing = withPut((name, put) => (name === key ? put() : Promise.reject(new Error('R2 is unavailable'))));

    await storeUpload(testDb(), imageStore(failing), form(), second.user.id, 'https://thanda.test');

    const notes = await testDb()
      .select({ uploaderId: imageUploads.uploaderId, copies: imageUploads.copies })
      .from(imageUploads)
      .where(eq(imageUploads.imageKey, key));
    expect(notes).toEqual(
      expect.arrayContaining([
        { uploaderId: first.user.id, copies: true },
        { uploaderId: second.user.id, copies: null },
      ]),
    );
  });
});
