/**
 * Recognises the formats we accept by their first bytes, never by name or declared type
 * (docs/architecture.md section 7). The image service reads the rest (image-service.ts);
 * this sniff only spares it the files that are no image of ours at all (HTML, SVG, HEIC, junk).
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

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const latin1 = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The format the bytes' signature names, or null for anything else. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  const gif = latin1(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return { mime: 'image/gif', extension: 'gif' };
  if (latin1(bytes, 0, 4) === 'RIFF' && latin1(bytes, 8, 4) === 'WEBP') {
    return { mime: 'image/webp', extension: 'webp' };
  }
  // Only AVIF's brands: the service would read HEIC, which browsers do not show, as the same family.
  if (latin1(bytes, 4, 4) === 'ftyp' && ['avif', 'avis'].includes(latin1(bytes, 8, 4))) {
    return { mime: 'image/avif', extension: 'avif' };
  }
  return null;
}
