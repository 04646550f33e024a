/**
 * Photo-like test pictures of any size, encoded in the test itself with the same Squoosh codecs
 * the Worker uses: a smooth gradient with grain, so the encoders work as hard as on a real photo.
 */
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode';
import jpegEncodeWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module';
import encodePng, { init as initPngEncode } from '@jsquash/png/encode';
import pngWasm from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module';
import { seededRandom } from './seeded-random';

let ready: Promise<unknown> | undefined;

function pixels(width: number, height: number, seed: number) {
  const random = seededRandom(seed);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const grain = random.next() * 40 - 20;
      data[i] = (x / width) * 200 + grain;
      data[i + 1] = (y / height) * 180 + grain;
      data[i + 2] = 120 + grain;
      data[i + 3] = 255;
    }
  }
  return { data, width, height, colorSpace: 'srgb' as const };
}

export async function photo(format: 'jpg' | 'png', width: number, height: number, seed = 1) {
  ready ??= Promise.all([initJpegEncode(jpegEncodeWasm), initPngEncode(pngWasm)]);
  await ready;
  const image = pixels(width, height, seed);
  const bytes = format === 'jpg' ? await encodeJpeg(image, { quality: 85 }) : await encodePng(image);
  return new Uint8Array(bytes);
}
