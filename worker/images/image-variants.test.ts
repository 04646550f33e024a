import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { deleteImage } from './images';
import { storeUpload } from './uploads';
import { imageStore } from '../test/buckets';
import { api, signedInUser, testDb } from '../test/fixtures';
import { concat, samples, testImages } from '../test/images';
import { imageInfo, noteOutputs, photo, withOrientation } from '../test/photos';

interface ImgbbFile {
  filename: string;
  mime: string;
  url: string;
}
interface ImgbbAnswer {
  data: { url: string; width: number; height: number; image: ImgbbFile; thumb: ImgbbFile; medium: ImgbbFile };
}

async function upload(bytes: Uint8Array, name: string) {
  const seller = await signedInUser('seller');
  const body = new FormData();
  body.set('image', new File([bytes], name));
  return api('/upload', { method: 'POST', body, headers: seller.auth });
}

async function fetched(url: string) {
  const res = await api(new URL(url).pathname.replace(/^\/api/, ''));
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

const sizeOf = imageInfo;

describe('picture copies (thumb, medium and the share copy)', () => {
  it('makes a 320 and an 800 px WebP of a phone photo, served at their own addresses', async () => {
    const original = await photo('jpg', 1600, 1200);
    const res = await upload(original, 'aircon.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('Server-Timing')).toMatch(/^variants;dur=\d+(\.\d+)?$/);
    const { data } = await res.json<ImgbbAnswer>();
    const key = data.image.filename;
    expect(new URL(data.thumb.url).pathname).toBe(`/api/images/w320/${key}`);
    expect(new URL(data.medium.url).pathname).toBe(`/api/images/w800/${key}`);
    expect(data.thumb).toMatchObject({ mime: 'image/webp', filename: `w320/${key}` });

    for (const [copy, width, height] of [
      [data.thumb, 320, 240],
      [data.medium, 800, 600],
    ] as const) {
      const { res: served, bytes } = await fetched(copy.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe('image/webp');
      expect(served.headers.get('Cache-Control')).toContain('immutable');
      expect(await sizeOf(bytes)).toMatchObject({ mime: 'image/webp', width, height });
      // A card's copy is a small fraction of the photo.
      expect(bytes.length).toBeLessThan(original.length / 3);
    }
    // Link previews' copy is a JPEG (chat apps show no WebP), at most 800 px wide.
    const { res: served, bytes } = await fetched(data.url.replace('/api/images/', '/api/images/share/'));
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(await sizeOf(bytes)).toMatchObject({ mime: 'image/jpeg', width: 800, height: 600 });
    expect(bytes.length).toBeLessThan(original.length);
  });

  // Drawing and encoding the photo takes the test a few seconds; the upload itself about one.
  it('makes the copies of a 24-megapixel phone photo', { timeout: 30_000 }, async () => {
    const original = await photo('jpg', 6000, 4000, 6);
    expect(original.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(original, 'big.jpg');
    expect(res.status).toBe(200);
    const { data } = await res.json<ImgbbAnswer>();
    expect(data).toMatchObject({ width: 6000, height: 4000 });
    expect(await sizeOf((await fetched(data.thumb.url)).bytes)).toEqual({
      mime: 'image/webp',
      width: 320,
      height: 213,
    });
    expect(await sizeOf((await fetched(data.medium.url)).bytes)).toEqual({
      mime: 'image/webp',
      width: 800,
      height: 533,
    });
    const share = (await fetched(data.url.replace('/api/images/', '/api/images/share/'))).bytes;
    expect(await sizeOf(share)).toEqual({ mime: 'image/jpeg', width: 800, height: 533 });
  });

  it("turns a phone photo's copies upright by its camera's orientation", async () => {
    const turned = withOrientation(await photo('jpg', 400, 300, 8), 6);
    const { data } = await (await upload(turned, 'turned.jpg')).json<ImgbbAnswer>();
    expect(await sizeOf((await fetched(data.thumb.url)).bytes)).toMatchObject({ width: 300, height: 400 });
  });

  it("asks for a see-through picture's share copy on white, not black", async () => {
    const seller = await signedInUser('seller');
    const form = new FormData();
    form.set('image', new File([await photo('png', 400, 300, 5, { alpha: 0 })], 'cut-out.png'));
    const { images, outputs } = noteOutputs();
    await storeUpload(testDb(), imageStore(env.PHOTOS, images), form, seller.user.id, 'https://thanda.test');
    // Locally Sharp ignores the background (the binding's local mode); Cloudflare's service lays the
    // see-through parts on it.
    expect(outputs).toContainEqual({ format: 'image/jpeg', quality: 78, background: '#ffffff' });
  });

  it('keeps the shape of a portrait PNG and never enlarges a small picture', async () => {
    const { data } = await (await upload(await photo('png', 600, 900, 2), 'tall.png')).json<ImgbbAnswer>();
    expect(await sizeOf((await fetched(data.thumb.url)).bytes)).toMatchObject({ width: 320, height: 480 });
    expect(await sizeOf((await fetched(data.medium.url)).bytes)).toMatchObject({ width: 600, height: 900 });

    const small = testImages.find((image) => image.format === 'webp')!;
    const answer = await (await upload(small.bytes, 'small.webp')).json<ImgbbAnswer>();
    expect(await sizeOf((await fetched(answer.data.thumb.url)).bytes)).toMatchObject({
      width: small.width,
      height: small.height,
    });
  });

  it('answers the picture itself at a copy address when it has no copies (GIF, AVIF)', async () => {
    for (const format of ['gif', 'avif'] as const) {
      const image = testImages.find((candidate) => candidate.format === format)!;
      const { data } = await (await upload(image.bytes, `moving.${format}`)).json<ImgbbAnswer>();
      expect(data.thumb.url).toBe(data.url);
      expect(data.medium.url).toBe(data.url);
      const copyAddress = data.url.replace('/api/images/', '/api/images/w320/');
      const { res, bytes } = await fetched(copyAddress);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(image.mime);
      expect(bytes).toEqual(new Uint8Array(image.bytes));
    }
  });

  it('refuses a junk file that claims to be a JPEG and stores nothing, copies included', async () => {
    const before = await env.PHOTOS.list({ prefix: 'w320/' });
    const junk = concat(samples.jpeg.subarray(0, 200), crypto.getRandomValues(new Uint8Array(4000)));
    const res = await upload(junk, 'photo.jpg');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      status_code: 400,
      error: { message: expect.stringContaining('damaged') },
    });
    const after = await env.PHOTOS.list({ prefix: 'w320/' });
    expect(after.objects.length).toBe(before.objects.length);
  });

  it('answers 404 for sizes it does not make and names that are not pictures', async () => {
    const { data } = await (await upload(await photo('jpg', 400, 300, 3), 'a.jpg')).json<ImgbbAnswer>();
    const key = data.image.filename;
    for (const path of [`/images/w500/${key}`, `/images/w320/nope.jpg`, `/images/w320/w320`]) {
      expect((await api(path)).status, path).toBe(404);
    }
  });

  it('deletes the copies with the picture', async () => {
    const { data } = await (await upload(await photo('jpg', 900, 600, 4), 'gone.jpg')).json<ImgbbAnswer>();
    const key = data.image.filename;
    expect(await env.PHOTOS.head(`w800/${key}`)).not.toBeNull();
    expect(await env.PHOTOS.head(`share/${key}`)).not.toBeNull();
    await deleteImage(env.PHOTOS, key);
    for (const stored of [key, `w320/${key}`, `w800/${key}`, `share/${key}`]) {
      expect(await env.PHOTOS.head(stored)).toBeNull();
    }
  });
});
