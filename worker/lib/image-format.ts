/**
 * Recognises image formats by their bytes, never by name or declared type (docs/architecture.md section 7),
 * and checks each image's structure far enough to trust its pixel size: a header alone can claim
 * anything, so the data behind it has to be able to hold what it claims. PNG is inflated (bounded)
 * and its byte count compared; the other formats are walked block by block and their data measured
 * against lower bounds. No decoder library: these checks are a few KB, decoders hundreds of KB to MBs.
 */
export interface ImageFormat {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';
  extension: 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
}

export interface ImageInfo extends ImageFormat {
  width: number;
  height: number;
}

/** Decoded, 40 MP is 160 MB of RGBA: more would cost whoever shows the photo too much memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * `unsupported`: not one of our formats; `corrupt`: truncated, broken, or its data cannot be the size
 * it claims; `too-many-pixels`: a well-formed header over MAX_IMAGE_PIXELS.
 */
export type ImageRefusal = 'unsupported' | 'corrupt' | 'too-many-pixels';

export type ImageCheck = { ok: true; image: ImageInfo } | { ok: false; reason: ImageRefusal };

interface Size {
  width: number;
  height: number;
}

class Refused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(reason);
  }
}

function need(condition: boolean): asserts condition {
  if (!condition) throw new Refused('corrupt');
}

function withinPixelLimit({ width, height }: Size) {
  need(width > 0 && height > 0);
  if (width * height > MAX_IMAGE_PIXELS) throw new Refused('too-many-pixels');
}

/** Reads numbers at offsets; anything past the end means the file is cut short. */
class Bytes {
  readonly length: number;
  private readonly data: DataView;

  constructor(readonly raw: Uint8Array) {
    this.length = raw.length;
    this.data = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  }

  private at(offset: number, size: number) {
    need(Number.isSafeInteger(offset) && offset >= 0 && offset + size <= this.length);
    return offset;
  }

  u8 = (offset: number) => this.data.getUint8(this.at(offset, 1));
  u16be = (offset: number) => this.data.getUint16(this.at(offset, 2));
  u16le = (offset: number) => this.data.getUint16(this.at(offset, 2), true);
  u24le = (offset: number) => this.u16le(offset) + this.u8(offset + 2) * 0x10000;
  u32be = (offset: number) => this.data.getUint32(this.at(offset, 4));
  u32le = (offset: number) => this.data.getUint32(this.at(offset, 4), true);
  u64be = (offset: number) => this.u32be(offset) * 2 ** 32 + this.u32be(offset + 4);
  ascii = (offset: number, length: number) =>
    String.fromCharCode(...this.raw.subarray(this.at(offset, length), offset + length));
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const latin1 = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, PNG_SIGNATURE)) return { mime: 'image/png', extension: 'png' };
  const gif = latin1(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return { mime: 'image/gif', extension: 'gif' };
  if (latin1(bytes, 0, 4) === 'RIFF' && latin1(bytes, 8, 4) === 'WEBP') {
    return { mime: 'image/webp', extension: 'webp' };
  }
  if (latin1(bytes, 4, 4) === 'ftyp' && ['avif', 'avis'].includes(latin1(bytes, 8, 4))) {
    return { mime: 'image/avif', extension: 'avif' };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------- PNG

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array) {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// Samples per pixel for each colour type, and the bit depths PNG allows with it.
const PNG_COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

// Adam7: each pass's first column and row, and its steps across and down.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Runs of scanlines the inflated data must hold: `rows` lines of a filter byte + `rowBytes - 1`. */
interface Scanlines {
  rows: number;
  rowBytes: number;
}

function pngScanlines(width: number, height: number, bitsPerPixel: number, interlaced: boolean): Scanlines[] {
  const lineBytes = (pixels: number) => 1 + Math.ceil((pixels * bitsPerPixel) / 8);
  if (!interlaced) return [{ rows: height, rowBytes: lineBytes(width) }];
  // A pass with no columns or no rows stores nothing at all, not even filter bytes.
  return ADAM7.map(([x0, y0, dx, dy]) => ({
    columns: width > x0 ? Math.ceil((width - x0) / dx) : 0,
    rows: height > y0 ? Math.ceil((height - y0) / dy) : 0,
  }))
    .filter((pass) => pass.columns > 0 && pass.rows > 0)
    .map((pass) => ({ rows: pass.rows, rowBytes: lineBytes(pass.columns) }));
}

// Deflate expands at most ~1032:1, so no single write inflates past ~8 MB at once.
const INFLATE_SLICE = 8 * 1024;

/**
 * True when `parts` inflate (zlib) to exactly the scanlines expected, each starting with a valid
 * filter type (0-4). Stops as soon as the output runs past the expected size, so a decompression bomb
 * costs no more than a real image of the claimed size would; output is counted, never kept.
 */
async function inflatesToScanlines(parts: Uint8Array[], lines: Scanlines[]) {
  const expected = lines.reduce((sum, run) => sum + run.rows * run.rowBytes, 0);
  const inflate = new DecompressionStream('deflate');
  const writer = inflate.writable.getWriter();
  const reader = inflate.readable.getReader();
  const feeding = (async () => {
    for (const part of parts) {
      for (let i = 0; i < part.length; i += INFLATE_SLICE) await writer.write(part.subarray(i, i + INFLATE_SLICE));
    }
    await writer.close();
  })();
  // A failed feed also fails the reading side, which answers for both.
  feeding.catch(() => {});

  let seen = 0;
  let run = 0;
  let rowsLeft = lines[0]?.rows ?? 0;
  let nextFilter = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      while (run < lines.length && nextFilter < seen + value.length) {
        if (value[nextFilter - seen]! > 4) return cancel(reader);
        nextFilter += lines[run]!.rowBytes;
        if (--rowsLeft === 0) rowsLeft = lines[++run]?.rows ?? 0;
      }
      seen += value.length;
      if (seen > expected) return cancel(reader);
    }
    await feeding;
  } catch {
    return false;
  }
  return seen === expected;
}

function cancel(reader: ReadableStreamDefaultReader) {
  reader.cancel().catch(() => {});
  return false;
}

async function checkPng(b: Bytes): Promise<Size> {
  let at = PNG_SIGNATURE.length;
  let header: { width: number; height: number; bitsPerPixel: number; colourType: number; interlaced: boolean } | null =
    null;
  let palette = false;
  const idat: Uint8Array[] = [];
  let idatClosed = false;
  for (;;) {
    const length = b.u32be(at);
    const type = b.ascii(at + 4, 4);
    need(length <= 0x7fffffff && /^[A-Za-z]{4}$/.test(type));
    const start = at + 8;
    const end = start + length;
    need(end + 4 <= b.length && crc32(b.raw.subarray(at + 4, end)) === b.u32be(end));
    need((type === 'IHDR') === (header === null));
    if (idat.length > 0 && type !== 'IDAT') idatClosed = true;
    at = end + 4;

    if (type === 'IHDR') {
      need(length === 13);
      const [width, height, depth, colourType] = [b.u32be(start), b.u32be(start + 4), b.u8(start + 8), b.u8(start + 9)];
      const colour = PNG_COLOUR_TYPES[colourType];
      need(width > 0 && width <= 0x7fffffff && height > 0 && height <= 0x7fffffff);
      need(colour !== undefined && colour.depths.includes(depth));
      // Compression and filter method 0 are the only ones defined; interlace is none or Adam7.
      need(b.u8(start + 10) === 0 && b.u8(start + 11) === 0 && b.u8(start + 12) <= 1);
      header = { width, height, bitsPerPixel: colour.channels * depth, colourType, interlaced: b.u8(start + 12) === 1 };
    } else if (type === 'PLTE') {
      need(!palette && idat.length === 0 && length > 0 && length % 3 === 0 && length <= 256 * 3);
      palette = true;
    } else if (type === 'IDAT') {
      // The image data is one stream, split over consecutive IDAT chunks only.
      need(!idatClosed);
      idat.push(b.raw.subarray(start, end));
    } else if (type === 'IEND') {
      need(length === 0);
      break;
    } else {
      // Unknown critical chunks (upper-case first letter) change how to decode: a decoder must refuse.
      need(type.charCodeAt(0) >= 0x61);
    }
  }
  // Nothing may follow IEND: trailing bytes are how files pass as an image and something else at once.
  need(at === b.length && header !== null && idat.length > 0);
  if (header.colourType === 3) need(palette);
  if (header.colourType === 0 || header.colourType === 4) need(!palette);

  withinPixelLimit(header);
  const lines = pngScanlines(header.width, header.height, header.bitsPerPixel, header.interlaced);
  need(await inflatesToScanlines(idat, lines));
  return { width: header.width, height: header.height };
}

// --------------------------------------------------------------------------------------------- JPEG

// Baseline, extended sequential and progressive with Huffman coding: what browsers decode. Browsers
// do not show lossless, hierarchical or arithmetic-coded frames (the other SOFs).
const JPEG_SOF_SHOWN = [0xc0, 0xc1, 0xc2];
const isSof = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRst = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
// MPF files (Ultra HDR gain maps, camera previews) append further whole JPEGs after the first.
const MAX_JPEG_IMAGES = 8;

interface JpegImage extends Size {
  end: number;
  /** 8x8 blocks the frame needs, counted per component without MCU padding (a lower bound). */
  blocks: number;
  entropyBytes: number;
}

function walkJpeg(b: Bytes, from: number): JpegImage {
  need(b.u8(from) === 0xff && b.u8(from + 1) === 0xd8);
  let at = from + 2;
  let frame: { width: number; height: number; ids: number[]; blocks: number } | null = null;
  let entropyBytes = 0;
  let scans = 0;
  for (;;) {
    need(b.u8(at) === 0xff);
    while (b.u8(at + 1) === 0xff) at++; // fill bytes before a marker
    const marker = b.u8(at + 1);
    at += 2;
    if (marker === 0xd9) {
      need(frame !== null && scans > 0);
      return { width: frame.width, height: frame.height, blocks: frame.blocks, entropyBytes, end: at };
    }
    if (marker === 0x01) continue; // TEM: no length
    // A second SOI, a stuffed zero or a restart marker cannot appear between segments.
    need(marker !== 0xd8 && marker !== 0x00 && !isRst(marker));
    const length = b.u16be(at);
    const end = at + length;
    need(length >= 2 && end <= b.length);

    if (isSof(marker)) {
      need(frame === null);
      const [precision, height, width, count] = [b.u8(at + 2), b.u16be(at + 3), b.u16be(at + 5), b.u8(at + 7)];
      // Browsers decode 8-bit samples only.
      if (!JPEG_SOF_SHOWN.includes(marker) || precision !== 8) throw new Refused('unsupported');
      // Height 0 defers it to a DNL marker, which browsers do not support.
      need(width > 0 && height > 0 && count >= 1 && count <= 4 && length === 8 + 3 * count);
      const components = Array.from({ length: count }, (_, i) => ({
        id: b.u8(at + 8 + 3 * i),
        h: b.u8(at + 9 + 3 * i) >> 4,
        v: b.u8(at + 9 + 3 * i) & 15,
        table: b.u8(at + 10 + 3 * i),
      }));
      need(components.every((c) => c.h >= 1 && c.h <= 4 && c.v >= 1 && c.v <= 4 && c.table <= 3));
      const ids = components.map((c) => c.id);
      need(new Set(ids).size === count);
      const hMax = Math.max(...components.map((c) => c.h));
      const vMax = Math.max(...components.map((c) => c.v));
      // Each component alone (a non-interleaved scan) has the fewest blocks any valid file codes.
      const blocks = components.reduce(
        (sum, c) =>
          sum + Math.ceil(Math.ceil((width * c.h) / hMax) / 8) * Math.ceil(Math.ceil((height * c.v) / vMax) / 8),
        0,
      );
      frame = { width, height, ids, blocks };
    } else if (marker === 0xda) {
      need(frame !== null);
      const count = b.u8(at + 2);
      need(count >= 1 && count <= 4 && length === 6 + 2 * count);
      for (let i = 0; i < count; i++) need(frame.ids.includes(b.u8(at + 3 + 2 * i)));
      // Entropy-coded data runs to the next marker; FF 00 is a stuffed FF, FF D0-D7 restart markers.
      let p = end;
      let scanBytes = 0;
      for (;;) {
        const ff = b.raw.indexOf(0xff, p);
        need(ff >= 0); // no EOI: the file was cut short
        scanBytes += ff - p;
        const next = b.u8(ff + 1);
        if (next === 0x00) {
          scanBytes += 1;
          p = ff + 2;
        } else if (isRst(next)) {
          p = ff + 2;
        } else {
          p = ff;
          break;
        }
      }
      need(scanBytes > 0);
      entropyBytes += scanBytes;
      scans++;
      at = p;
      continue;
    }
    at = end;
  }
}

function checkJpeg(b: Bytes): Size {
  const images = [walkJpeg(b, 0)];
  while (images[images.length - 1]!.end < b.length) {
    need(images.length < MAX_JPEG_IMAGES);
    images.push(walkJpeg(b, images[images.length - 1]!.end));
  }
  images.forEach(withinPixelLimit);
  // Any JPEG codes every 8x8 block of every component with at least 1 bit (its DC code): less data
  // than that cannot be the image the frame header claims.
  for (const image of images) need(image.entropyBytes * 8 >= image.blocks);
  return { width: images[0]!.width, height: images[0]!.height };
}

// ---------------------------------------------------------------------------------------------- GIF

// An LZW code is at least (minimum code size + 1) bits and yields at most 4096 pixels (the table's size).
const LZW_MAX_RUN = 4096;

/** Walks data sub-blocks (a length byte, then that many bytes) to their empty terminator. */
function subBlocks(b: Bytes, at: number) {
  let dataBytes = 0;
  for (let size = b.u8(at); size > 0; size = b.u8(at)) {
    dataBytes += size;
    at += 1 + size;
  }
  return { end: at + 1, dataBytes };
}

function checkGif(b: Bytes): Size {
  const screen = { width: b.u16le(6), height: b.u16le(8) };
  const flags = b.u8(10);
  let at = 13 + (flags & 0x80 ? 3 * (2 << (flags & 7)) : 0);
  const frames: { pixels: number; codeSize: number; dataBytes: number }[] = [];
  for (;;) {
    const block = b.u8(at);
    if (block === 0x3b) break;
    if (block === 0x21) {
      at = subBlocks(b, at + 2).end; // after the extension's label
      continue;
    }
    need(block === 0x2c);
    const [left, top, width, height, imageFlags] = [
      b.u16le(at + 1),
      b.u16le(at + 3),
      b.u16le(at + 5),
      b.u16le(at + 7),
      b.u8(at + 9),
    ];
    need(width > 0 && height > 0 && left + width <= screen.width && top + height <= screen.height);
    at += 10 + (imageFlags & 0x80 ? 3 * (2 << (imageFlags & 7)) : 0);
    const codeSize = b.u8(at);
    need(codeSize >= 1 && codeSize <= 8);
    const data = subBlocks(b, at + 1);
    frames.push({ pixels: width * height, codeSize, dataBytes: data.dataBytes });
    at = data.end;
  }
  // Nothing after the trailer, and at least one image.
  need(at + 1 === b.length && frames.length > 0);
  withinPixelLimit(screen);
  for (const frame of frames) need(frame.dataBytes * 8 >= (frame.codeSize + 1) * Math.ceil(frame.pixels / LZW_MAX_RUN));
  return screen;
}

// --------------------------------------------------------------------------------------------- WebP

interface Chunk {
  type: string;
  start: number;
  size: number;
}

/** RIFF chunks from `at` to `end`, each padded to an even length; they must fill it exactly. */
function riffChunks(b: Bytes, at: number, end: number, lastPadMayOverhang = false): Chunk[] {
  const chunks: Chunk[] = [];
  while (at < end) {
    need(at + 8 <= end);
    const chunk = { type: b.ascii(at, 4), start: at + 8, size: b.u32le(at + 4) };
    need(chunk.start + chunk.size <= end);
    chunks.push(chunk);
    at = chunk.start + chunk.size + (chunk.size & 1);
  }
  need(at === end || (lastPadMayOverhang && at === end + 1));
  return chunks;
}

function vp8Frame(b: Bytes, chunk: Chunk): Size {
  need(chunk.size >= 10);
  const tag = b.u24le(chunk.start);
  // A key frame (bit 0 clear), a known version, shown, whose first partition fits in the chunk.
  need((tag & 1) === 0 && ((tag >> 1) & 7) <= 3 && ((tag >> 4) & 1) === 1);
  const firstPartition = tag >> 5;
  need(firstPartition > 0 && firstPartition <= chunk.size - 10);
  need(b.u8(chunk.start + 3) === 0x9d && b.u8(chunk.start + 4) === 0x01 && b.u8(chunk.start + 5) === 0x2a);
  return { width: b.u16le(chunk.start + 6) & 0x3fff, height: b.u16le(chunk.start + 8) & 0x3fff };
}

function vp8lFrame(b: Bytes, chunk: Chunk): Size {
  need(chunk.size > 5 && b.u8(chunk.start) === 0x2f);
  const bits = b.u32le(chunk.start + 1);
  need(bits >>> 29 === 0); // version
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

/** The one bitstream (with its optional alpha) of a still image or an animation frame. */
function webpFrame(b: Bytes, chunks: Chunk[]): Size {
  const image = chunks.filter((c) => c.type === 'VP8 ' || c.type === 'VP8L');
  const alpha = chunks.filter((c) => c.type === 'ALPH');
  need(image.length === 1 && alpha.length <= 1);
  const frame = image[0]!.type === 'VP8 ' ? vp8Frame(b, image[0]!) : vp8lFrame(b, image[0]!);
  withinPixelLimit(frame);
  if (alpha[0]) {
    // Alpha belongs to lossy data only (lossless carries its own) and comes before it.
    need(image[0]!.type === 'VP8 ' && alpha[0].start < image[0]!.start && alpha[0].size >= 1);
    const header = b.u8(alpha[0].start);
    const compression = header & 3;
    need(header >> 6 === 0 && ((header >> 4) & 3) <= 1 && compression <= 1);
    // Uncompressed alpha is one byte a pixel.
    if (compression === 0) need(alpha[0].size - 1 >= frame.width * frame.height);
  }
  return frame;
}

function checkWebp(b: Bytes): Size {
  const riffSize = b.u32le(4);
  const end = 8 + riffSize;
  // The file is the RIFF chunk: its size must match, allowing the pad byte after an odd size.
  need(riffSize >= 4 && (b.length === end || (b.length === end + 1 && riffSize % 2 === 1)));
  const chunks = riffChunks(b, 12, end, true);
  const first = chunks[0];
  need(first !== undefined);
  if (first.type === 'VP8 ' || first.type === 'VP8L') {
    need(chunks.length === 1);
    const frame = webpFrame(b, chunks);
    withinPixelLimit(frame);
    return frame;
  }
  need(first.type === 'VP8X' && first.size >= 10);
  const flags = b.u8(first.start);
  const canvas = { width: b.u24le(first.start + 4) + 1, height: b.u24le(first.start + 7) + 1 };
  const rest = chunks.slice(1);
  need(!rest.some((c) => c.type === 'VP8X'));
  if (flags & 0x02) {
    // Animation: frames (ANMF) each inside the canvas, each with its own bitstream.
    const frames = rest.filter((c) => c.type === 'ANMF');
    need(rest.some((c) => c.type === 'ANIM') && frames.length > 0);
    need(!rest.some((c) => c.type === 'VP8 ' || c.type === 'VP8L' || c.type === 'ALPH'));
    for (const frame of frames) {
      need(frame.size >= 16);
      const x = 2 * b.u24le(frame.start);
      const y = 2 * b.u24le(frame.start + 3);
      const size = { width: b.u24le(frame.start + 6) + 1, height: b.u24le(frame.start + 9) + 1 };
      need(x + size.width <= canvas.width && y + size.height <= canvas.height);
      const bitstream = webpFrame(b, riffChunks(b, frame.start + 16, frame.start + frame.size));
      need(bitstream.width === size.width && bitstream.height === size.height);
    }
  } else {
    need(!rest.some((c) => c.type === 'ANMF' || c.type === 'ANIM'));
    const frame = webpFrame(b, rest);
    need(frame.width === canvas.width && frame.height === canvas.height);
  }
  withinPixelLimit(canvas);
  return canvas;
}

// --------------------------------------------------------------------------------------------- AVIF

interface Box {
  type: string;
  /** The payload, after the size and type (and the 64-bit size when there is one). */
  start: number;
  end: number;
}

/** ISOBMFF boxes from `at` to `end`; they must fill it exactly. */
function isoBoxes(b: Bytes, at: number, end: number): Box[] {
  const boxes: Box[] = [];
  while (at < end) {
    let size = b.u32be(at);
    const type = b.ascii(at + 4, 4);
    let header = 8;
    if (size === 1) {
      size = b.u64be(at + 8);
      header = 16;
    } else if (size === 0) {
      size = end - at; // runs to the end of its parent
    }
    need(size >= header && at + size <= end);
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const only = (boxes: Box[], type: string) => {
  const found = boxes.filter((box) => box.type === type);
  need(found.length === 1);
  return found[0]!;
};

/** An unsigned integer of 0, 4 or 8 bytes, as iloc stores offsets and lengths. */
function uintOfSize(b: Bytes, at: number, size: number) {
  need(size === 0 || size === 4 || size === 8);
  return size === 0 ? 0 : size === 4 ? b.u32be(at) : b.u64be(at);
}

interface ItemExtent {
  item: number;
  method: number;
  offset: number;
  length: number;
}

function ilocExtents(b: Bytes, iloc: Box): ItemExtent[] {
  const version = b.u8(iloc.start);
  need(version <= 2);
  let at = iloc.start + 4;
  const offsetSize = b.u8(at) >> 4;
  const lengthSize = b.u8(at) & 15;
  const baseSize = b.u8(at + 1) >> 4;
  const indexSize = version > 0 ? b.u8(at + 1) & 15 : 0;
  at += 2;
  const count = version < 2 ? b.u16be(at) : b.u32be(at);
  at += version < 2 ? 2 : 4;
  const extents: ItemExtent[] = [];
  for (let i = 0; i < count; i++) {
    const item = version < 2 ? b.u16be(at) : b.u32be(at);
    at += version < 2 ? 2 : 4;
    const method = version > 0 ? b.u16be(at) & 15 : 0;
    if (version > 0) at += 2;
    // Data in another file cannot be part of an upload.
    need(b.u16be(at) === 0);
    const base = uintOfSize(b, at + 2, baseSize);
    const extentCount = b.u16be(at + 2 + baseSize);
    at += 4 + baseSize;
    for (let e = 0; e < extentCount; e++) {
      at += indexSize;
      const offset = base + uintOfSize(b, at, offsetSize);
      const length = uintOfSize(b, at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      extents.push({ item, method, offset, length });
    }
  }
  need(at <= iloc.end);
  return extents;
}

/** The property indexes (1-based, into ipco) associated with an item. */
function itemProperties(b: Bytes, ipma: Box, item: number): number[] {
  const version = b.u8(ipma.start);
  const wideIndex = (b.u8(ipma.start + 3) & 1) === 1;
  let at = ipma.start + 4;
  const count = b.u32be(at);
  at += 4;
  let found: number[] | null = null;
  for (let i = 0; i < count; i++) {
    const id = version < 1 ? b.u16be(at) : b.u32be(at);
    at += version < 1 ? 2 : 4;
    const associations = b.u8(at++);
    const indexes = [];
    for (let a = 0; a < associations; a++) {
      indexes.push(wideIndex ? b.u16be(at) & 0x7fff : b.u8(at) & 0x7f);
      at += wideIndex ? 2 : 1;
    }
    if (id === item) found = indexes;
  }
  need(at <= ipma.end && found !== null);
  return found;
}

function checkAvif(b: Bytes): Size {
  const top = isoBoxes(b, 0, b.length);
  need(top[0]?.type === 'ftyp');
  const mdats = top.filter((box) => box.type === 'mdat');
  need(mdats.some((box) => box.end > box.start));
  const meta = only(top, 'meta');
  const metaBoxes = isoBoxes(b, meta.start + 4, meta.end); // meta is a full box: 4 bytes of version and flags
  const handler = only(metaBoxes, 'hdlr');
  need(b.ascii(handler.start + 8, 4) === 'pict');

  const pitm = only(metaBoxes, 'pitm');
  const primary = b.u8(pitm.start) === 0 ? b.u16be(pitm.start + 4) : b.u32be(pitm.start + 4);
  const children = (box: Box) => isoBoxes(b, box.start, box.end);
  const iprp = children(only(metaBoxes, 'iprp'));
  const properties = children(only(iprp, 'ipco'));
  const ispe = (box: Box) => {
    need(box.end - box.start >= 12);
    return { width: b.u32be(box.start + 4), height: b.u32be(box.start + 8) };
  };
  const primarySizes = itemProperties(b, only(iprp, 'ipma'), primary)
    .map((index) => properties[index - 1])
    .filter((box) => box?.type === 'ispe')
    .map((box) => ispe(box!));
  need(primarySizes.length === 1);

  // Every item's data must lie inside the file's media data (or meta's idat), and the primary have some.
  const extents = ilocExtents(b, only(metaBoxes, 'iloc'));
  const idat = metaBoxes.find((box) => box.type === 'idat');
  for (const extent of extents) {
    if (extent.method === 0) {
      const end = extent.offset + Math.max(extent.length, 1);
      need(mdats.some((box) => extent.offset >= box.start && end <= box.end));
    } else if (extent.method === 1) {
      need(idat !== undefined && extent.offset + extent.length <= idat.end - idat.start);
    }
  }
  need(extents.some((extent) => extent.item === primary && extent.length > 0));

  // Other items (alpha, tiles, thumbnails) are decoded too: none may be huge either.
  properties.filter((box) => box.type === 'ispe').forEach((box) => withinPixelLimit(ispe(box)));
  return primarySizes[0]!;
}

// --------------------------------------------------------------------------------------------------

const checks: Record<ImageFormat['extension'], (b: Bytes) => Size | Promise<Size>> = {
  png: checkPng,
  jpg: checkJpeg,
  gif: checkGif,
  webp: checkWebp,
  avif: checkAvif,
};

/** The format and real size of an image, or why it is refused. */
export async function readImageInfo(bytes: Uint8Array): Promise<ImageCheck> {
  const format = detectImageFormat(bytes);
  if (!format) return { ok: false, reason: 'unsupported' };
  try {
    const size = await checks[format.extension](new Bytes(bytes));
    return { ok: true, image: { ...format, width: size.width, height: size.height } };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}
