import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ascii, concat, ihdr, pngChunk, samples, sampleImages, testImages, zlib } from '../test/images';
import { failingTransforms } from '../test/photos';
import { checkImage, makeCopies } from './image-service';
import { MAX_IMAGE_BYTES } from './images';

/** An Images binding that must not be asked. */
const untouched = new Proxy(env.IMAGES, {
  get(_, property) {
    throw new Error(`the image service was asked: ${String(property)}`);
  },
});

const refusedAs = (reason: string) => expect.objectContaining({ name: 'Refusal', reason });

describe('checkImage', () => {
  for (const sample of sampleImages) {
    it(`reads the size of a ${sample.name}`, async () => {
      expect(await checkImage(env.IMAGES, sample.bytes)).toMatchObject({
        mime: sample.mime,
        width: sample.width,
        height: sample.height,
      });
    });
  }

  it('refuses an empty file, one over 5 MB and one of another format without asking the service', async () => {
    const tooBig = new Uint8Array(MAX_IMAGE_BYTES + 1);
    tooBig.set(samples.jpeg);
    await expect(checkImage(untouched, new Uint8Array())).rejects.toEqual(refusedAs('upload-empty'));
    await expect(checkImage(untouched, tooBig)).rejects.toEqual(refusedAs('image-too-large'));
    await expect(checkImage(untouched, ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toEqual(
      refusedAs('image-unsupported'),
    );
  });

  it('refuses as damaged a signature the service cannot read', async () => {
    const junk = concat(samples.jpeg.subarray(0, 200), crypto.getRandomValues(new Uint8Array(4000)));
    await expect(checkImage(env.IMAGES, junk)).rejects.toEqual(refusedAs('image-corrupt'));
    await expect(checkImage(env.IMAGES, samples.webpLossy.subarray(0, 20))).rejects.toEqual(refusedAs('image-corrupt'));
  });

  it('refuses a picture over 40 megapixels', async () => {
    const signature = samples.pngRgb.subarray(0, 8);
    const huge = concat(signature, ihdr(10_000, 10_000), pngChunk('IDAT', await zlib(new Uint8Array(5))));
    await expect(checkImage(env.IMAGES, concat(huge, pngChunk('IEND')))).rejects.toEqual(
      refusedAs('image-too-many-pixels'),
    );
  });
});

describe('makeCopies', () => {
  it('makes the WebP and JPEG copies at their widths', async () => {
    const image = await checkImage(env.IMAGES, samples.jpeg);
    const copies = await makeCopies(env.IMAGES, samples.jpeg, image);
    expect(copies.map(({ name, mime }) => ({ name, mime }))).toEqual([
      { name: 'thumb', mime: 'image/webp' },
      { name: 'medium', mime: 'image/webp' },
      { name: 'share', mime: 'image/jpeg' },
    ]);
    for (const copy of copies) expect((await checkImage(env.IMAGES, copy.bytes)).mime).toBe(copy.mime);
  });

  it('makes none of a GIF or an AVIF, without asking the service', async () => {
    for (const format of ['gif', 'avif'] as const) {
      const sample = testImages.find((image) => image.format === format)!;
      const image = await checkImage(env.IMAGES, sample.bytes);
      expect(await makeCopies(untouched, sample.bytes, image)).toEqual([]);
    }
  });

  it('refuses as damaged a picture whose header reads but whose data is cut short', async () => {
    const cut = samples.jpeg.subarray(0, 400);
    const image = await checkImage(env.IMAGES, cut);
    await expect(makeCopies(env.IMAGES, cut, image)).rejects.toEqual(refusedAs('image-corrupt'));
  });

  it("throws the platform's or the service's own failure as it is, not as a damaged picture", async () => {
    const image = await checkImage(env.IMAGES, samples.jpeg);
    await expect(makeCopies(failingTransforms(), samples.jpeg, image)).rejects.toBeInstanceOf(TypeError);
    const usedUp = Object.assign(new Error('IMAGES_TRANSFORM_ERROR 9422: usage limit reached'), { code: 9422 });
    await expect(makeCopies(failingTransforms(usedUp), samples.jpeg, image)).rejects.toBe(usedUp);
  });
});
