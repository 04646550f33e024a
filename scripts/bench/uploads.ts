/**
 * `npm run bench:uploads`: what an upload costs now that the Worker makes a 320 px and an 800 px
 * WebP and an 800 px JPEG (for link previews) of every photo (issue 18). The production bundle runs under `wrangler dev` as in
 * `npm run bench`; photo-like JPEGs (a gradient under grain, harder to compress than most photos)
 * are uploaded one at a time, each by another seller so the upload budget never answers 429. It
 * prints, per input size, the time the copies took inside the Worker (the Server-Timing the upload
 * answers: local figures, the Worker's clock moves at I/O only in production), the whole upload,
 * and the bytes of each copy; a first upload, which also loads the codecs, is timed apart.
 *
 * Options: --count 8 (uploads per size)  --sizes 1600x1200,4000x3000
 * Ports 8812-8813; state under .wrangler/bench-state/uploads.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { issueAccessToken } from '../../worker/lib/tokens';
import { generateCatalogue } from './catalogue';
import { BENCH_DIR, benchSecrets, writeWorkerConfigs } from './worker-config';
import { buildWorker, prepareDatabase, serveWorker } from './worker-process';

const { values: options } = parseArgs({
  options: {
    count: { type: 'string', default: '8' },
    sizes: { type: 'string', default: '1600x1200,4000x3000' },
  },
});
const count = Number(options.count);
const sizes = options.sizes.split(',').map((size) => size.split('x').map(Number) as [number, number]);
if (!Number.isInteger(count) || count < 1 || count > 40) throw new Error('--count takes 1 to 40 uploads.');
if (sizes.some(([w, h]) => !(w >= 16 && h >= 16 && w * h <= 16_000_000)))
  throw new Error('--sizes takes WIDTHxHEIGHT pairs up to 16 megapixels.');

/**
 * A photo-like JPEG, different for every seed: value noise over four scales (from a few big
 * shapes down to fine texture) under sensor grain, so the picture keeps detail at every size it is
 * shrunk to, as a photo of a room does.
 */
async function photoJpeg(width: number, height: number, seed: number) {
  let state = (seed * 2654435761) >>> 0;
  const random = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const octaves = [8, 40, 160, 480].map((cells) => {
    const rows = Math.ceil((cells * height) / width) + 2;
    const grid = Array.from({ length: rows * (cells + 2) * 3 }, random);
    return { cells, rows, grid, scale: cells / width };
  });
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        let value = 0;
        for (const [k, octave] of octaves.entries()) {
          const gx = x * octave.scale;
          const gy = y * octave.scale;
          const x0 = Math.floor(gx);
          const y0 = Math.floor(gy);
          const fx = gx - x0;
          const fy = gy - y0;
          const at = (cx: number, cy: number) => octave.grid[(cy * (octave.cells + 2) + cx) * 3 + channel]!;
          const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
          const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
          value += (top * (1 - fy) + bottom * fy) * [120, 60, 40, 20][k]!;
        }
        pixels[i + channel] = value + (random() - 0.5) * 16;
      }
    }
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 88 })
      .toBuffer(),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const secrets = benchSecrets();
  const app = writeWorkerConfigs('uploads', 'worker/index.ts', {
    production: true,
    vars: { ...secrets, LOG_LEVEL: 'error' },
  });
  console.log('Building the production bundle…');
  await buildWorker('uploads', app);
  const { sql, catalogue } = generateCatalogue(100, 1);
  const sqlFile = join(BENCH_DIR, 'catalogue-uploads.sql');
  writeFileSync(sqlFile, sql);
  const stateDir = resolve('.wrangler/bench-state/uploads');
  await prepareDatabase('uploads', app, stateDir, sqlFile);
  const worker = await serveWorker('uploads', app, { port: 8812, inspectorPort: 8813, stateDir });
  const sellers = catalogue.sellerIds;
  if (sellers.length < count * sizes.length + 1) throw new Error('Not enough bench sellers for that many uploads.');
  let next = 0;

  /** One upload by a seller not used yet: its Server-Timing, its whole time, and its copies' bytes. */
  async function uploadOne(width: number, height: number) {
    const photo = await photoJpeg(width, height, next + 1);
    const token = await issueAccessToken(sellers[next++]!, secrets.JWT_SECRET);
    const body = new FormData();
    body.set('image', new File([photo], 'photo.jpg', { type: 'image/jpeg' }));
    const started = performance.now();
    const res = await fetch(`${worker.url}/api/upload`, {
      method: 'POST',
      body,
      headers: { Authorization: `Bearer ${token}` },
    });
    const wall = performance.now() - started;
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    const timing = /variants;dur=([\d.]+)/.exec(res.headers.get('Server-Timing') ?? '');
    if (!timing) throw new Error('the upload answered no Server-Timing for its copies');
    const { data } = (await res.json()) as { data: { url: string; thumb: { url: string }; medium: { url: string } } };
    const copyBytes = async (url: string) =>
      (await (await fetch(url.replace(/^https?:\/\/[^/]+/, worker.url))).arrayBuffer()).byteLength;
    return {
      copiesMs: Number(timing[1]),
      wall,
      original: photo.length,
      thumb: await copyBytes(data.thumb.url),
      medium: await copyBytes(data.medium.url),
      share: await copyBytes(data.url.replace('/api/images/', '/api/images/share/')),
    };
  }

  try {
    const first = await uploadOne(sizes[0]![0], sizes[0]![1]);
    console.log(
      `\n| photo uploaded | its bytes | copies made in the Worker (median) | whole upload (median) | 320 px copy | 800 px copy | share copy (JPEG) |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const [width, height] of sizes) {
      const runs: Awaited<ReturnType<typeof uploadOne>>[] = [];
      for (let i = 0; i < count; i++) runs.push(await uploadOne(width, height));
      const mid = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick));
      console.log(
        `| ${width}×${height} JPEG | ${kb(mid((r) => r.original))} | ${mid((r) => r.copiesMs).toFixed(0)} ms | ${mid((r) => r.wall).toFixed(0)} ms | ${kb(mid((r) => r.thumb))} | ${kb(mid((r) => r.medium))} | ${kb(mid((r) => r.share))} |`,
      );
    }
    console.log(
      `\n${count} uploads per size, one at a time, on ${worker.url}. The first upload, which also loaded the codecs, made its copies in ${first.copiesMs.toFixed(0)} ms.`,
    );
  } finally {
    await worker.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
