import { env, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { checkImage } from './image-service';
import { imagePath, storeImage } from './images';
import { tinyPng } from '../test/fixtures';
import { uniquePng } from '../test/images';

const stored = async (bytes: Uint8Array, title = 'dot') =>
  storeImage(env.PHOTOS, bytes, { image: await checkImage(env.IMAGES, bytes), title, uploadedBy: 'test' });
const storedPng = () => stored(tinyPng);

describe('GET /api/images/:name', () => {
  it('serves a stored image with its type, a long immutable cache, an ETag and nosniff', async () => {
    const image = await storedPng();
    const res = await SELF.fetch(`http://localhost${imagePath(image.key)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('ETag')).toMatch(/^".+"$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(tinyPng);
  });

  it('answers from the edge cache after the first read, without reading R2', async () => {
    const bytes = uniquePng();
    const image = await stored(bytes, 'unit');
    const url = `http://localhost${imagePath(image.key)}`;
    const first = await SELF.fetch(url);
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag')!;
    await vi.waitFor(async () => expect(await caches.default.match(url)).toBeTruthy());
    // Gone from R2: only the cached copy can answer now.
    await env.PHOTOS.delete(image.key);
    const cached = await SELF.fetch(url);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(cached.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await cached.arrayBuffer())).toEqual(bytes);
    expect((await SELF.fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    // A made-up query is the same picture, from the same copy.
    expect((await SELF.fetch(`${url}?x=${crypto.randomUUID()}`)).status).toBe(200);
  });

  it("tells a HEAD request the picture's size, without the picture", async () => {
    const bytes = uniquePng();
    const image = await stored(bytes, 'unit');
    const url = `http://localhost${imagePath(image.key)}`;
    const res = await SELF.fetch(url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Length')).toBe(String(bytes.length));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 304 without a body when the client already has it', async () => {
    const image = await storedPng();
    const url = `http://localhost${imagePath(image.key)}`;
    const etag = (await SELF.fetch(url)).headers.get('ETag')!;
    const res = await SELF.fetch(url, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
  });

  describe('preconditions (If-Match, If-Unmodified-Since) answer 412, not 304', () => {
    async function current() {
      const url = `http://localhost${imagePath((await storedPng()).key)}`;
      return { url, etag: (await SELF.fetch(url)).headers.get('ETag')! };
    }
    const get = (url: string, headers: Record<string, string>) => SELF.fetch(url, { headers });

    it('answers 412 JSON when If-Match names another version', async () => {
      const { url } = await current();
      const res = await get(url, { 'If-Match': '"another-version"' });
      expect(res.status).toBe(412);
      expect(await res.json()).toEqual({
        reason: 'image-precondition-failed',
        params: {},
        message: 'The image does not match the If-Match or If-Unmodified-Since condition.',
      });
    });

    it('serves the image when If-Match names it, alone, in a list or as *', async () => {
      const { url, etag } = await current();
      for (const ifMatch of [etag, `"another-version", ${etag}`, '*']) {
        const res = await get(url, { 'If-Match': ifMatch });
        expect(res.status, ifMatch).toBe(200);
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(tinyPng);
      }
    });

    it('answers 412 when the image was stored after If-Unmodified-Since', async () => {
      const { url } = await current();
      const res = await get(url, { 'If-Unmodified-Since': 'Mon, 01 Jan 2001 00:00:00 GMT' });
      expect(res.status).toBe(412);
      expect(await res.json()).toEqual({
        reason: 'image-precondition-failed',
        params: {},
        message: expect.any(String),
      });
    });

    it('answers 304 when If-Modified-Since is after the image was stored', async () => {
      const { url } = await current();
      const res = await get(url, { 'If-Modified-Since': new Date(Date.now() + 60_000).toUTCString() });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe('');
    });

    it('judges If-Match first: 412 when it fails even if If-None-Match matches, 304 when it holds', async () => {
      const { url, etag } = await current();
      expect((await get(url, { 'If-Match': '"another-version"', 'If-None-Match': etag })).status).toBe(412);
      expect((await get(url, { 'If-Match': etag, 'If-None-Match': etag })).status).toBe(304);
    });
  });

  it('answers 404 JSON for an unknown or malformed name', async () => {
    for (const name of ['0'.repeat(64) + '.png', '..%2Fsecrets', 'x.svg']) {
      const res = await SELF.fetch(`http://localhost/api/images/${name}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ reason: 'image-not-found', params: {}, message: 'No image with that name.' });
    }
  });
});

describe('storeImage', () => {
  it('stores the same bytes once, under a name from their content', async () => {
    const first = await storedPng();
    const second = await storedPng();
    expect(second.key).toBe(first.key);
    expect(first).toMatchObject({ mime: 'image/png', width: 1, height: 1, size: tinyPng.length });
  });
});
