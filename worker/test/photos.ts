/**
 * Photo-like test pictures of any size, encoded in the test itself with the same Squoosh codecs
 * the Worker uses: a smooth gradient with grain, so the encoders work as hard as on a real photo.
 */
import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode';
import jpegDecodeWasm from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module';
import jpegEncodeWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module';
import encodePng, { init as initPngEncode } from '@jsquash/png/encode';
import pngWasm from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module';
import { seededRandom } from './seeded-random';

let ready: Promise<unknown> | undefined;
const initCodecs = () =>
  (ready ??= Promise.all([initJpegDecode(jpegDecodeWasm), initJpegEncode(jpegEncodeWasm), initPngEncode(pngWasm)]));

function pixels(width: number, height: number, seed: number, alpha: number) {
  const random = seededRandom(seed);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const grain = random.next() * 40 - 20;
      data[i] = (x / width) * 200 + grain;
      data[i + 1] = (y / height) * 180 + grain;
      data[i + 2] = 120 + grain;
      data[i + 3] = alpha;
    }
  }
  return { data, width, height, colorSpace: 'srgb' as const };
}

/** A photo as a JPEG or a PNG; a PNG can be see-through (`alpha` below 255, in every pixel). */
export async function photo(format: 'jpg' | 'png', width: number, height: number, seed = 1, { alpha = 255 } = {}) {
  await initCodecs();
  const image = pixels(width, height, seed, alpha);
  const bytes = format === 'jpg' ? await encodeJpeg(image, { quality: 85 }) : await encodePng(image);
  return new Uint8Array(bytes);
}

/** A JPEG's pixels (RGBA), to check what a copy shows. */
export async function jpegPixels(bytes: Uint8Array) {
  await initCodecs();
  return decodeJpeg(bytes.slice().buffer);
}
