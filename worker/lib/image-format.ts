/**
 * Recognises image formats by their bytes, never by name or declared type (DESIGN.md section 7),
 * and reads their pixel size from the header.
 */
export interface ImageFormat {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';
  extension: 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
}

export interface ImageInfo extends ImageFormat {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', extension: 'png' };
  }
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return { mime: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return { mime: 'image/webp', extension: 'webp' };
  }
  if (ascii(bytes, 4, 4) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 4))) {
    return { mime: 'image/avif', extension: 'avif' };
  }
  return null;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function jpegSize(bytes: Uint8Array) {
  const data = view(bytes);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = data.getUint16(offset + 2);
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: data.getUint16(offset + 5), width: data.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Uint8Array) {
  const data = view(bytes);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return { width, height };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

function avifSize(bytes: Uint8Array) {
  // The 'ispe' property box holds the image's spatial extent.
  for (let i = 0; i + 16 <= bytes.length && i < 4096; i++) {
    if (ascii(bytes, i, 4) === 'ispe') {
      const data = view(bytes);
      return { width: data.getUint32(i + 8), height: data.getUint32(i + 12) };
    }
  }
  return null;
}

function sizeOf(format: ImageFormat, bytes: Uint8Array) {
  switch (format.extension) {
    case 'png':
      return bytes.length >= 24 ? { width: view(bytes).getUint32(16), height: view(bytes).getUint32(20) } : null;
    case 'gif':
      return bytes.length >= 10 ? { width: view(bytes).getUint16(6, true), height: view(bytes).getUint16(8, true) } : null;
    case 'jpg':
      return jpegSize(bytes);
    case 'webp':
      return webpSize(bytes);
    case 'avif':
      return avifSize(bytes);
  }
}

/** The format and size of an image, or null when the bytes are not a supported, readable image. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const format = detectImageFormat(bytes);
  if (!format) return null;
  const size = sizeOf(format, bytes);
  if (!size || size.width <= 0 || size.height <= 0) return null;
  return { ...format, ...size };
}
