/**
 * Fuzzes the imgbb-compatible upload (POST /api/upload and /api/1/upload): every refusal answers
 * imgbb's error shape with a 4xx status (docs/architecture.md section 7) and stores nothing.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from './images';
import { tinyPng } from '../test/fixtures';
import { preview, refusalProblems } from '../test/fuzz/check-answer';
import { hostileText } from '../test/fuzz/payloads';
import { concat, ihdr } from '../test/images';
import { seededRandom } from '../test/seeded-random';
import { fuzzWorld, rotating, snapshot } from '../test/fuzz/world';

const FUZZ_SEED = 20261123;

interface UploadCase {
  label: string;
  body?: BodyInit;
  contentType?: string;
  expect: number[];
}

const bytes = (text: string) => new TextEncoder().encode(text);
const filePart = (content: Uint8Array | string, name = 'unit.png') => {
  const form = new FormData();
  form.set('image', new File([content], name));
  return form;
};
const field = (value: string) => {
  const form = new FormData();
  form.set('image', value);
  return form;
};

function uploadCases(seed: number): UploadCase[] {
  const random = seededRandom(seed);
  const junk = Uint8Array.from({ length: 1 + random.int(4096) }, () => random.int(256));
  junk[0] = 0x58; // never an image signature
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>';
  return [
    {
      label: 'JSON',
      body: JSON.stringify({ image: btoa(String.fromCharCode(...tinyPng)) }),
      contentType: 'application/json',
      expect: [415],
    },
    { label: 'text', body: 'image', contentType: 'text/plain', expect: [415] },
    { label: 'no body', expect: [400] },
    {
      label: 'a broken multipart body',
      body: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc',
      contentType: 'multipart/form-data; boundary=x',
      expect: [400],
    },
    {
      label: 'a form with bad base64',
      body: 'image=!!!',
      contentType: 'application/x-www-form-urlencoded',
      expect: [400],
    },
    {
      label: 'a form with base64 SVG',
      body: `image=${encodeURIComponent(btoa(svg))}`,
      contentType: 'application/x-www-form-urlencoded',
      expect: [415],
    },
    {
      label: 'multipart without the image field',
      body: (() => {
        const f = new FormData();
        f.set('name', 'x');
        return f;
      })(),
      expect: [400],
    },
    { label: 'an empty image field', body: field(''), expect: [400] },
    { label: 'a link instead of the image', body: field('https://evil.example/x.png'), expect: [400] },
    { label: 'a javascript: link', body: field('javascript:alert(1)'), expect: [400] },
    { label: 'base64 SVG data URL', body: field(`data:image/svg+xml;base64,${btoa(svg)}`), expect: [415] },
    { label: 'base64 HTML', body: field(btoa('<html><script>alert(1)</script></html>')), expect: [415] },
    { label: 'base64 with junk', body: field(`iVBOR${random.pick(hostileText)}`), expect: [400] },
    { label: 'an SVG file named .png', body: filePart(svg), expect: [415] },
    { label: 'an HTML file named .jpg', body: filePart('<html><body onload="alert(1)">', 'a.jpg'), expect: [415] },
    { label: 'an empty file', body: filePart(new Uint8Array()), expect: [400] },
    // A PNG's signature with no whole image behind it is a damaged image, not another format.
    { label: 'a PNG cut after 16 bytes', body: filePart(tinyPng.slice(0, 16)), expect: [400] },
    { label: 'only a PNG signature', body: filePart(tinyPng.slice(0, 8)), expect: [400] },
    { label: 'a PNG signature followed by junk', body: filePart(concat(tinyPng.slice(0, 8), junk)), expect: [400] },
    {
      label: 'a PNG header claiming 10000x10000 pixels',
      body: filePart(concat(tinyPng.slice(0, 8), ihdr(10_000, 10_000), tinyPng.slice(33))),
      expect: [413],
    },
    { label: `${junk.length} random bytes`, body: filePart(junk), expect: [415] },
    { label: 'a file over 5 MB', body: filePart(new Uint8Array(MAX_IMAGE_BYTES + 1)), expect: [413] },
    {
      label: 'base64 text over the body cap',
      body: field('A'.repeat(Math.ceil(MAX_IMAGE_BYTES * 1.5))),
      expect: [413],
    },
    { label: 'a file name with NUL', body: filePart(tinyPng, 'a\u0000.png'), expect: [400] },
    {
      label: 'multipart with no closing boundary',
      body: bytes('--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc'),
      contentType: 'multipart/form-data; boundary=x',
      expect: [400],
    },
    {
      label: 'multipart with another boundary',
      body: bytes('--y\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc\r\n--y--'),
      contentType: 'multipart/form-data; boundary=x',
      expect: [400],
    },
    { label: 'multipart with no boundary', body: bytes('abc'), contentType: 'multipart/form-data', expect: [400] },
  ];
}

describe('POST /api/upload under fuzzing', { timeout: 30_000 }, () => {
  it("refuses every malformed or non-image upload with imgbb's 4xx error shape and stores nothing", async () => {
    const world = await fuzzWorld();
    const sellers = rotating(() => world.actor('seller'));
    const before = await snapshot(world);
    const failures: string[] = [];
    const cases = uploadCases(FUZZ_SEED);
    for (const [n, upload] of cases.entries()) {
      for (const path of ['/upload', '/1/upload']) {
        const headers = new Headers((await sellers()).auth);
        if (upload.contentType) headers.set('Content-Type', upload.contentType);
        const res = await SELF.fetch(`http://localhost/api${path}`, { method: 'POST', headers, body: upload.body });
        const { problems, text } = await refusalProblems(res, { statuses: upload.expect, imgbb: true });
        if (problems.length > 0) {
          failures.push(
            `seed ${FUZZ_SEED} case ${n} (${upload.label}) at ${path}: ${problems.join('; ')}\n    got ${res.status} ${text.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await snapshot(world), 'a refused upload was stored').toEqual(before);
  });

  it("refuses a forged token, a buyer's or none, in imgbb's shape", async () => {
    const world = await fuzzWorld();
    const callers = [
      { label: 'no token', init: {}, query: '', expect: 401 },
      { label: 'a garbage bearer token', init: { headers: { Authorization: 'Bearer x.y.z' } }, query: '', expect: 401 },
      { label: 'a garbage key', init: {}, query: `?key=${encodeURIComponent("' OR 1=1 --")}`, expect: 401 },
      { label: 'a buyer', init: { headers: world.buyer.auth }, query: '', expect: 403 },
    ];
    for (const caller of callers) {
      const res = await SELF.fetch(`http://localhost/api/upload${caller.query}`, {
        method: 'POST',
        body: filePart(tinyPng),
        ...caller.init,
      });
      const { problems } = await refusalProblems(res, { statuses: [caller.expect], imgbb: true });
      expect(problems, caller.label).toEqual([]);
    }
  });

  it('keeps the title plain text when the name has control characters', async () => {
    const world = await fuzzWorld();
    const form = filePart(tinyPng);
    form.set('name', 'ঠান্ডা\u0000 unit\u001b 😀\u0085');
    const res = await SELF.fetch('http://localhost/api/upload', {
      method: 'POST',
      body: form,
      headers: world.seller.auth,
    });
    expect(res.status, preview(await res.clone().text())).toBe(200);
    expect((await res.json<{ data: { title: string } }>()).data.title).toBe('ঠান্ডা unit 😀');
  });
});
