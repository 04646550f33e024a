import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { imageUploads, users } from '../db/schema';
import { api, signedInUser, testDb, tinyPng } from '../test/fixtures';
import { ascii, concat, ihdr, png, pngChunk, PNG_SIGNATURE, samples, testImages, zlib } from '../test/images';

function form(image: Blob | string, extra: Record<string, string> = {}) {
  const body = new FormData();
  body.set('image', image);
  for (const [key, value] of Object.entries(extra)) body.set(key, value);
  return body;
}

const upload = (body: FormData, headers: Record<string, string> = {}, path = '/upload') =>
  api(path, { method: 'POST', body, headers });

async function expectImgbbError(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = await res.json<{ status_code: number; error: { message: string; code: number }; status_txt: string }>();
  expect(body.status_code).toBe(status);
  expect(body.error.message).toEqual(expect.any(String));
  expect(body.error.code).toEqual(expect.any(Number));
  expect(body.status_txt).toEqual(expect.any(String));
  return body;
}

describe('POST /api/upload', () => {
  for (const image of testImages) {
    it(`stores a ${image.format} and answers imgbb's shape`, async () => {
      const seller = await signedInUser('seller');
      const res = await upload(form(new File([image.bytes], `unit.${image.format}`)), seller.auth);
      expect(res.status).toBe(200);
      const body = await res.json<{ success: boolean; status: number; data: Record<string, unknown> }>();
      expect(body).toMatchObject({ success: true, status: 200 });
      expect(body.data).toMatchObject({
        width: image.width,
        height: image.height,
        size: image.bytes.length,
        title: 'unit',
      });
      const url = new URL(String(body.data.url));
      expect(url.pathname).toMatch(new RegExp(`^/api/images/[a-f0-9]{64}\\.${image.format}$`));
      expect(body.data.display_url).toBe(body.data.url);
      const stored = await env.PHOTOS.get(url.pathname.split('/').pop()!);
      expect(stored?.httpMetadata?.contentType).toBe(image.mime);
    });
  }

  it('accepts base64 text and the token as `key`, at /1/upload too', async () => {
    const seller = await signedInUser('seller');
    const base64 = btoa(String.fromCharCode(...tinyPng));
    const res = await upload(form(base64, { key: seller.token }), {}, '/1/upload');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { width: 1, height: 1 } });
  });

  // imgbb runs on Chevereto: the npm client imgbb-uploader, in its Chevereto mode, posts
  // `source=<base64>&key=<key>` form-urlencoded to /api/1/upload.
  it("accepts Chevereto's `source` field, form-urlencoded and multipart", async () => {
    const seller = await signedInUser('seller');
    const base64 = btoa(String.fromCharCode(...tinyPng));
    const urlencoded = await api('/1/upload', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ source: base64, key: seller.token }).toString(),
    });
    expect(urlencoded.status).toBe(200);
    expect(await urlencoded.json()).toMatchObject({ success: true, data: { width: 1, height: 1 } });

    const multipart = new FormData();
    multipart.set('source', new File([tinyPng], 'unit.png', { type: 'image/png' }));
    const res = await upload(multipart, seller.auth, '/1/upload');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { title: 'unit', width: 1, height: 1 } });

    const empty = await api('/1/upload', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: seller.token }).toString(),
    });
    await expectImgbbError(empty, 400);
  });

  it('refuses SVG', async () => {
    const seller = await signedInUser('seller');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', {
      type: 'image/svg+xml',
    });
    const body = await expectImgbbError(await upload(form(svg), seller.auth), 415);
    expect(body.error.message).toBe('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.');
  });

  it('refuses HTML renamed .png', async () => {
    const seller = await signedInUser('seller');
    const html = new File(['<html><body>hi</body></html>'], 'photo.png', { type: 'image/png' });
    await expectImgbbError(await upload(form(html), seller.auth), 415);
  });

  it('refuses a damaged image as corrupt (400, code 310) and stores nothing', async () => {
    const seller = await signedInUser('seller');
    const before = (await env.PHOTOS.list()).objects.length;
    const junk = concat(PNG_SIGNATURE, ascii('<html><script>alert(1)</script></html>'));
    for (const bytes of [junk, samples.jpeg.subarray(0, 400)]) {
      const body = await expectImgbbError(await upload(form(new File([bytes], 'photo.png')), seller.auth), 400);
      expect(body.error).toEqual({
        code: 310,
        message: 'The file is not a complete image, or it is damaged. Please choose another photo.',
      });
    }
    expect((await env.PHOTOS.list()).objects.length).toBe(before);
  });

  it('refuses a photo over 40 megapixels (413, code 313)', async () => {
    const seller = await signedInUser('seller');
    const huge = png(ihdr(10_000, 10_000), pngChunk('IDAT', await zlib(new Uint8Array(5))));
    const body = await expectImgbbError(await upload(form(new File([huge], 'huge.png')), seller.auth), 413);
    expect(body).toMatchObject({ status_txt: 'Payload Too Large' });
    expect(body.error).toEqual({
      code: 313,
      message: 'The photo is larger than 40 megapixels. Please choose a smaller one.',
    });
  });

  it('refuses an empty upload', async () => {
    const seller = await signedInUser('seller');
    await expectImgbbError(await upload(form(new File([], 'empty.png')), seller.auth), 400);
    await expectImgbbError(await upload(new FormData(), seller.auth), 400);
  });

  it('refuses a body that is not a form as the wrong type (415), and one without a body as empty (400)', async () => {
    const seller = await signedInUser('seller');
    const json = await api('/upload', {
      method: 'POST',
      headers: { ...seller.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ image: btoa(String.fromCharCode(...tinyPng)) }),
    });
    const refused = await expectImgbbError(json, 415);
    expect(refused.error.message).toBe('Send the image as multipart form data in the field "image".');
    const none = await api('/upload', { method: 'POST', headers: seller.auth });
    expect((await expectImgbbError(none, 400)).error.message).toBe('Choose an image to upload.');
  });

  it('refuses an image over 5 MB', async () => {
    const seller = await signedInUser('seller');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(tinyPng);
    await expectImgbbError(await upload(form(new File([big], 'big.png')), seller.auth), 413);
  });

  it('refuses anonymous uploads and buyers', async () => {
    await expectImgbbError(await upload(form(new File([tinyPng], 'a.png'))), 401);
    const buyer = await signedInUser('buyer');
    await expectImgbbError(await upload(form(new File([tinyPng], 'a.png')), buyer.auth), 403);
  });

  it('refuses a suspended seller, and stores nothing', async () => {
    const suspended = await signedInUser('seller');
    await testDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    const refused = await expectImgbbError(await upload(form(new File([tinyPng], 'a.png')), suspended.auth), 403);
    expect(refused.error.message).toMatch(/suspended/i);
    expect(await testDb().select().from(imageUploads).where(eq(imageUploads.uploaderId, suspended.user.id))).toEqual(
      [],
    );
  });

  it('checks the sign-in before reading the body', async () => {
    // A forged token with a body that is not even a form: refused as unsigned-in, not as malformed.
    const junk = {
      method: 'POST',
      body: 'x'.repeat(1000),
      headers: { 'Content-Type': 'multipart/form-data; boundary=nope' },
    };
    await expectImgbbError(
      await api('/upload', { ...junk, headers: { ...junk.headers, Authorization: 'Bearer forged' } }),
      401,
    );
    await expectImgbbError(await api('/upload?key=forged', junk), 401);
    await expectImgbbError(
      await api('/upload', {
        method: 'POST',
        body: 'x'.repeat(1000),
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
      401,
    );
    const buyer = await signedInUser('buyer');
    await expectImgbbError(await api('/upload', { ...junk, headers: { ...junk.headers, ...buyer.auth } }), 403);
  });
});
