/**
 * The smaller copies of an uploaded picture that cards and the gallery show (imgbb's `thumb` and
 * `medium`), made inside the Worker with the Squoosh codecs compiled to WebAssembly (@jsquash):
 * decode, resize, encode as WebP. Why these codecs: docs/decisions/013-image-variants.md.
 */
import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode';
import decodePng, { init as initPngDecode } from '@jsquash/png/decode';
import resize, { initResize } from '@jsquash/resize';
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode';
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode';
import jpegDecodeWasm from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module';
import pngWasm from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module';
import resizeWasm from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module';
import webpDecodeWasm from '@jsquash/webp/codec/dec/webp_dec.wasm?module';
import webpEncodeWasm from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?module';
import type { ImageInfo } from './image-format';
import { VARIANT_WIDTHS, type VariantName } from './image-variant-sizes';

/**
 * Decoding holds every pixel in the Worker's memory (4 bytes each, 128 MB in all): beyond this a
 * picture is kept without copies and its copies' addresses answer the picture itself. The SPA
 * sends at most 1600 px on the long side, far under it.
 */
export const MAX_VARIANT_PIXELS = 12_600_000;
const WEBP_QUALITY = 75;

export interface Variant {
  name: VariantName;
  width: number;
  height: number;
  bytes: Uint8Array;
}

// Wrangler (and the Workers test pool) turn each `.wasm?module` import into a compiled module; the codecs
// are given theirs once per isolate instead of fetching a file.
let ready: Promise<unknown> | undefined;
function initCodecs() {
  ready ??= Promise.all([
    initJpegDecode(jpegDecodeWasm),
    initPngDecode(pngWasm),
    initWebpDecode(webpDecodeWasm),
    initWebpEncode(webpEncodeWasm),
    initResize(resizeWasm),
  ]);
  return ready;
}

type Pixels = Awaited<ReturnType<typeof decodeJpeg>>;

const decoders: Partial<Record<ImageInfo['extension'], (bytes: ArrayBuffer) => Promise<Pixels>>> = {
  // Phones write the camera's orientation beside the pixels: the copies are turned upright.
  jpg: (bytes) => decodeJpeg(bytes, { preserveOrientation: true }),
  png: (bytes) => decodePng(bytes),
  webp: (bytes) => decodeWebp(bytes),
};

/** Whether copies can be made of this picture (GIF and AVIF are stored and shown as they are). */
export function hasVariants(info: ImageInfo) {
  return info.extension in decoders && info.width * info.height <= MAX_VARIANT_PIXELS;
}

/**
 * The thumb and medium copies of a checked picture, each at most its width (never enlarged), as
 * WebP. Empty when `hasVariants` says no or the codec cannot read it.
 */
export async function makeVariants(bytes: Uint8Array, info: ImageInfo): Promise<Variant[]> {
  const decode = decoders[info.extension];
  if (!decode || !hasVariants(info)) return [];
  await initCodecs();
  let pixels: Pixels;
  try {
    pixels = await decode(bytes.slice().buffer);
  } catch {
    // The structure checks passed, so browsers may well show it (an animated WebP, say); it is
    // stored and shown as it is.
    return [];
  }
  const variants: Variant[] = [];
  // The medium copy first, and the thumb made from it: a quarter of the work of resizing the original.
  let source = pixels;
  for (const name of ['medium', 'thumb'] as const) {
    const width = Math.min(VARIANT_WIDTHS[name], source.width);
    const height = Math.max(1, Math.round((source.height * width) / source.width));
    const resized = width === source.width ? source : await resize(source, { width, height });
    const encoded = new Uint8Array(await encodeWebp(resized, { quality: WEBP_QUALITY }));
    variants.push({ name, width, height, bytes: encoded });
    source = resized;
  }
  return variants.reverse();
}
