/**
 * `npm run bench:uploads`: what an upload costs now that the Images binding makes a 320 px and an
 * 800 px WebP and an 800 px JPEG (for link previews) of every photo (listing pages' share
 * previews, and the review of December 2026). The production bundle runs under `wrangler dev` as
 * in `npm run bench`; wrangler runs the binding on Sharp in its own Node process (Cloudflare's
 * service in production). Photo-like JPEGs (a gradient under grain, harder to compress than most
 * photos) are uploaded one at a time, by the bench's sellers in turn so the upload budget never
 * answers 429. It prints, per input size, the time the copies took (the Server-Timing the upload
 * answers: the service's round trips), the whole upload, and the bytes of each copy; a first
 * upload, which also loads Sharp, is timed apart. Then it uploads 12 MP photos in a row and prints
 * the resident memory of the Worker's process (workerd) and of wrangler's (where the local image
 * service runs) before, at the peak and after, and the heap the Worker's isolate has in use before
 * and after (`worker-heap.ts`).
 *
 * Options: --count 8 (uploads per size)  --sizes 1600x1200,4000x3000,6000x4000
 *          --in-a-row 20 (12 MP uploads for the memory figures; 0 skips them)
 * Ports 8812-8813; state under .wrangler/bench-state/uploads.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../worker/images/image-format';
import { issueAccessToken } from '../../worker/accounts/tokens';
import { processesInGroup, residentBytes } from '../load/process-groups';
import { generateCatalogue } from './catalogue';
import { heapInUse } from './worker-heap';
import { BENCH_DIR, benchSecrets, writeWorkerConfigs } from './worker-config';
import { buildWorker, prepareDatabase, serveWorker } from './worker-process';

const { values: options } = parseArgs({
  options: {
    count: { type: 'string', default: '8' },
    sizes: { type: 'string', default: '1600x1200,4000x3000,6000x4000' },
    'in-a-row': { type: 'string', default: '20' },
  },
});
const count = Number(options.count);
const inARow = Number(options['in-a-row']);
const sizes = options.sizes.split(',').map((size) => size.split('x').map(Number) as [number, number]);
if (!Number.isInteger(count) || count < 1 || count > 40) throw new Error('--count takes 1 to 40 uploads.');
if (!Number.isInteger(inARow) || inARow < 0 || inARow > 100) throw new Error('--in-a-row takes 0 to 100 uploads.');
if (sizes.some(([w, h]) => !(w >= 16 && h >= 16 && w * h <= MAX_IMAGE_PIXELS)))
  throw new Error('--sizes takes WIDTHxHEIGHT pairs up to 40 megapixels.');

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
  const octaves = [8, 40, 160, 480].map((cells, k) => {
    const rows = Math.ceil((cells * height) / width) + 2;
    const grid = Float64Array.from(Array.from({ length: rows * (cells + 2) * 3 }, random));
    const scale = cells / width;
    // Where each column falls in the grid, worked out once rather than per pixel and channel.
    const x0 = Int32Array.from({ length: width }, (_, x) => Math.floor(x * scale));
    const fx = Float64Array.from({ length: width }, (_, x) => x * scale - x0[x]!);
    return { stride: cells + 2, grid, scale, x0, fx, weight: [120, 60, 40, 20][k]! };
  });
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const rows = octaves.map(({ scale }) => {
      const y0 = Math.floor(y * scale);
      return { y0, fy: y * scale - y0 };
    });
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        let value = 0;
        for (let k = 0; k < octaves.length; k++) {
          const { stride, grid, x0, fx, weight } = octaves[k]!;
          const { y0, fy } = rows[k]!;
          const at = (y0 * stride + x0[x]!) * 3 + channel;
          const below = at + stride * 3;
          const top = grid[at]! * (1 - fx[x]!) + grid[at + 3]! * fx[x]!;
          const bottom = grid[below]! * (1 - fx[x]!) + grid[below + 3]! * fx[x]!;
          value += (top * (1 - fy) + bottom * fy) * weight;
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

const PORTS = { port: 8812, inspectorPort: 8813 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 100 * 1024 * 1024 ? 1 : 0)} MB`;

/** The resident memory of the Worker's process (workerd) and of wrangler's (Node), by command. */
function memoryOf(group: number) {
  const processes = processesInGroup(group);
  const total = (command: string) =>
    processes.filter((p) => p.command === command).reduce((sum, p) => sum + residentBytes(p.pid), 0);
  return { workerd: total('workerd'), wrangler: total('node') };
}

type Memory = ReturnType<typeof memoryOf>;

/** Samples the group's memory every 100 ms while `work` runs: before it, its peak, and after it. */
async function memoryAround(group: number, work: () => Promise<void>) {
  const before = memoryOf(group);
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = memoryOf(group);
    peak.workerd = Math.max(peak.workerd, now.workerd);
    peak.wrangler = Math.max(peak.wrangler, now.wrangler);
  }, 100);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { before, peak, after: memoryOf(group) };
}

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
  const worker = await serveWorker('uploads', app, { ...PORTS, stateDir });
  const sellers = catalogue.sellerIds;
  let next = 0;

  /** One upload by the next seller: its Server-Timing, its whole time, and its copies' bytes. */
  async function uploadOne(width: number, height: number) {
    const photo = await photoJpeg(width, height, next + 1);
    const token = await issueAccessToken(sellers[next++ % sellers.length]!, secrets.JWT_SECRET);
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
    const started = memoryOf(worker.group);
    const first = await uploadOne(sizes[0]![0], sizes[0]![1]);
    console.log(
      `\n| photo uploaded | its bytes | copies made by the image service (median) | whole upload (median) | 320 px copy | 800 px copy | share copy (JPEG) |`,
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
      `\n${count} uploads per size, one at a time, on ${worker.url}. The first upload, which also loaded Sharp, made its copies in ${first.copiesMs.toFixed(0)} ms.`,
    );
    if (inARow > 0) {
      // The photos are drawn in this process, outside the group measured.
      const heapBefore = await heapInUse(PORTS.inspectorPort);
      const memory = await memoryAround(worker.group, async () => {
        for (let i = 0; i < inARow; i++) await uploadOne(4000, 3000);
      });
      const heapAfter = await heapInUse(PORTS.inspectorPort);
      const row = (name: string, pick: (m: Memory) => number) =>
        `| ${name} | ${mb(pick(started))} | ${mb(pick(memory.before))} | ${mb(pick(memory.peak))} | ${mb(pick(memory.after))} |`;
      console.log(`\nResident memory (RSS) around ${inARow} 4000×3000 uploads in a row:\n`);
      console.log('| process | at start | before the run | peak | after the run |');
      console.log('|---|---|---|---|---|');
      console.log(row('workerd (the Worker)', (m) => m.workerd));
      console.log(row('wrangler (Node: the local image service on Sharp)', (m) => m.wrangler));
      console.log(
        `\nThe Worker's isolate had ${mb(heapBefore)} of V8 heap in use before the run and ${mb(heapAfter)} after it.`,
      );
    }
  } finally {
    await worker.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
