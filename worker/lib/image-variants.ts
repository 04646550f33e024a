/**
 * The smaller copies of an uploaded picture: the WebP ones cards and the gallery show (imgbb's
 * `thumb` and `medium`) and the JPEG one link previews show, made inside the Worker with the
 * Squoosh codecs compiled to WebAssembly (@jsquash): decode, resize, encode. Why these codecs:
 * docs/decisions/013-image-variants.md.
 */
import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode';
import decodePng, { init as initPngDecode } from '@jsquash/png/decode';
import resize, { initResize } from '@jsquash/resize';
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode';
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode';
import jpegDecodeWasm from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module';
import jpegEncodeWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module';
import pngWasm from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module';
import resizeWasm from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module';
import webpDecodeWasm from '@jsquash/webp/codec/dec/webp_dec.wasm?module';
import webpEncodeWasm from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?module';
import type { ImageInfo } from './image-format';
import {
  copySize,
  isCopiedExtension,
  VARIANT_NAMES,
  VARIANTS,
  type CopiedFormat,
  type VariantMime,
  type VariantName,
} from './image-variant-sizes';

/**
 * Decoding holds every pixel in the Worker's memory (4 bytes each, 128 MB in all): beyond this a
 * picture is kept without copies and its copies' addresses answer the picture itself. The SPA
 * sends at most 1600 px on the long side, far under it.
 */
export const MAX_VARIANT_PIXELS = 12_600_000;
const WEBP_QUALITY = 75;
const JPEG_QUALITY = 78;

export interface Variant {
  name: VariantName;
  mime: VariantMime;
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
    initJpegEncode(jpegEncodeWasm),
    initPngDecode(pngWasm),
    initWebpDecode(webpDecodeWasm),
    initWebpEncode(webpEncodeWasm),
    initResize(resizeWasm),
  ]);
  return ready;
}

type Pixels = Awaited<ReturnType<typeof decodeJpeg>>;

const decoders: Record<CopiedFormat, (bytes: ArrayBuffer) => Promise<Pixels>> = {
  // Phones write the camera's orientation beside the pixels: the copies are turned upright.
  jpg: (bytes) => decodeJpeg(bytes, { preserveOrientation: true }),
  png: (bytes) => decodePng(bytes),
  webp: (bytes) => decodeWebp(bytes),
};

/** Whether copies can be made of this picture (GIF and AVIF are stored and shown as they are). */
export function hasVariants(info: ImageInfo): info is ImageInfo & { extension: CopiedFormat } {
  return isCopiedExtension(info.extension) && info.width * info.height <= MAX_VARIANT_PIXELS;
}

/** A JPEG has no transparency: what a PNG or WebP leaves see-through is white in it, not black. */
function onWhite(pixels: Pixels): Pixels {
  const { data } = pixels;
  let opaque = true;
  for (let i = 3; i < data.length && opaque; i += 4) opaque = data[i] === 255;
  if (opaque) return pixels;
  const flat = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) flat[i + c] = data[i + c]! * alpha + 255 * (1 - alpha);
    flat[i + 3] = 255;
  }
  return { ...pixels, data: flat };
}

const encoders: Record<VariantMime, (pixels: Pixels) => Promise<ArrayBuffer>> = {
  'image/webp': (pixels) => encodeWebp(pixels, { quality: WEBP_QUALITY }),
  'image/jpeg': (pixels) => encodeJpeg(onWhite(pixels), { quality: JPEG_QUALITY }),
};

// Largest first, each made from the one before it: less work than resizing the original each time.
const LARGEST_FIRST = [...VARIANT_NAMES].sort((a, b) => VARIANTS[b].width - VARIANTS[a].width);

/**
 * Every copy of a checked picture (`VARIANTS`), each at most its width (never enlarged). Empty
 * when `hasVariants` says no or the codec cannot read it.
 */
export async function makeVariants(bytes: Uint8Array, info: ImageInfo): Promise<Variant[]> {
  if (!hasVariants(info)) return [];
  const decode = decoders[info.extension];
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
  let source = pixels;
  for (const name of LARGEST_FIRST) {
    const { mime } = VARIANTS[name];
    const { width, height } = copySize(source.width, source.height, name);
    const resized = width === source.width ? source : await resize(source, { width, height });
    const encoded = new Uint8Array(await encoders[mime](resized));
    variants.push({ name, mime, width, height, bytes: encoded });
    source = resized;
  }
  return variants;
}
