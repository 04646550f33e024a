/**
 * Photo-like test pictures of any size, made in the test: a smooth gradient with grain, drawn as a
 * PNG here and turned into a JPEG (or brought to a large size) by the Images binding, which runs on
 * Sharp locally. Nothing binary is kept in git.
 */
import { env } from 'cloudflare:test';
import { ascii, concat, ihdr, png, pngChunk, zlib } from './images';
import { seededRandom } from './seeded-random';

// Drawn pixel by pixel up to this many; a larger photo is drawn smaller and enlarged by the service.
const MAX_DRAWN_PIXELS = 2_000_000;

const streamOf = (bytes: Uint8Array) => new Blob([bytes]).stream();
const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

/** An RGBA PNG of the gradient, each row unfiltered. */
async function drawPng(width: number, height: number, seed: number, alpha: number) {
  const random = seededRandom(seed);
  const rowBytes = 1 + width * 4;
  const rows = new Uint8ClampedArray(height * rowBytes);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * rowBytes + 1 + x * 4;
      const grain = random.next() * 40 - 20;
      rows[i] = (x / width) * 200 + grain;
      rows[i + 1] = (y / height) * 180 + grain;
      rows[i + 2] = 120 + grain;
      rows[i + 3] = alpha;
    }
  }
  return png(ihdr(width, height), pngChunk('IDAT', await zlib(new Uint8Array(rows.buffer))));
}

/** A photo as a JPEG or a PNG; a PNG can be see-through (`alpha` below 255, in every pixel). */
export async function photo(format: 'jpg' | 'png', width: number, height: number, seed = 1, { alpha = 255 } = {}) {
  const scale = Math.min(1, Math.sqrt(MAX_DRAWN_PIXELS / (width * height)));
  const drawn = await drawPng(Math.round(width * scale), Math.round(height * scale), seed, alpha);
  if (format === 'png' && scale === 1) return drawn;
  const made = await env.IMAGES.input(streamOf(drawn))
    .transform({ width, height, fit: 'squeeze' })
    .output({ format: format === 'jpg' ? 'image/jpeg' : 'image/png', quality: 85 });
  return bytesOf(made.image());
}

/**
 * The JPEG with an Exif orientation, as a phone writes it when the camera was turned: 6 means the
 * picture is shown turned a quarter clockwise, so a landscape photo stands upright.
 */
export function withOrientation(jpeg: Uint8Array, orientation: number) {
  // A big-endian TIFF header, then one IFD with a single SHORT entry: Orientation (0x0112).
  const tiff = Uint8Array.of(
    ...ascii('MM'),
    0,
    42,
    ...[0, 0, 0, 8],
    ...[0, 1],
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0],
    ...[0, 0, 0, 0],
  );
  const payload = concat(ascii('Exif\0\0'), tiff);
  const length = payload.length + 2;
  const app1 = concat(Uint8Array.of(0xff, 0xe1, length >> 8, length & 0xff), payload);
  return concat(jpeg.subarray(0, 2), app1, jpeg.subarray(2));
}

/** What the image service reads in a served picture: its type and size. */
export async function imageInfo(bytes: Uint8Array) {
  const info = await env.IMAGES.info(streamOf(bytes));
  if (!('width' in info)) throw new Error(`not a bitmap: ${info.format}`);
  return { mime: info.format, width: info.width, height: info.height };
}

/** The Images binding, with every output the Worker asks of it noted in `outputs`. */
export function noteOutputs() {
  const outputs: ImageOutputOptions[] = [];
  const noting = (transformer: ImageTransformer): ImageTransformer => ({
    transform: (transform) => noting(transformer.transform(transform)),
    draw: (image, options) => noting(transformer.draw(image, options)),
    output: (options) => {
      outputs.push(options);
      return transformer.output(options);
    },
  });
  const images: ImagesBinding = {
    info: (stream, options) => env.IMAGES.info(stream, options),
    input: (stream, options) => noting(env.IMAGES.input(stream, options)),
    text: (content, options) => noting(env.IMAGES.text(content, options)),
    hosted: env.IMAGES.hosted,
  };
  return { images, outputs };
}

/**
 * The Images binding reading pictures as usual and failing every transformation with `error`: by
 * default as a lost connection does.
 */
export function failingTransforms(error: Error = new TypeError('Network connection lost.')): ImagesBinding {
  const fail = () => {
    throw error;
  };
  return {
    info: (stream, options) => env.IMAGES.info(stream, options),
    input: fail,
    text: fail,
    hosted: env.IMAGES.hosted,
  };
}
