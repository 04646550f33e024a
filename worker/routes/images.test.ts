import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { imagePath, storeImage } from '../services/images';
import { tinyPng } from '../test/fixtures';

async function storedPng() {
  const result = await storeImage(env.IMAGES, tinyPng, { title: 'dot', uploadedBy: 'test' });
  if (!result.ok) throw new Error(`could not store the test image: ${result.reason}`);
  return result.image;
}

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

  it('answers 304 without a body when the client already has it', async () => {
    const image = await storedPng();
    const url = `http://localhost${imagePath(image.key)}`;
    const etag = (await SELF.fetch(url)).headers.get('ETag')!;
    const res = await SELF.fetch(url, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
  });

  it('answers 404 JSON for an unknown or malformed name', async () => {
    for (const name of ['0'.repeat(64) + '.png', '..%2Fsecrets', 'x.svg']) {
      const res = await SELF.fetch(`http://localhost/api/images/${name}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'No image with that name.' });
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

  it('refuses empty bytes and bytes that are not an image', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await storeImage(env.IMAGES, new Uint8Array(), { title: 'x', uploadedBy: 't' })).toEqual({
      ok: false,
      reason: 'empty',
    });
    expect(await storeImage(env.IMAGES, html, { title: 'x', uploadedBy: 't' })).toEqual({
      ok: false,
      reason: 'unsupported',
    });
  });
});
