import { crc32 } from 'node:zlib';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A real 1x1 PNG, made unique so content-addressed storage never shares it with another test. The
 * unique text goes in a tEXt chunk before IEND: the upload refuses bytes after IEND.
 */
export function uniquePng() {
  const body = Buffer.from(`tEXtComment\0e2e-${Date.now()}-${Math.random()}`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const iend = TINY_PNG.length - 12;
  return Buffer.concat([TINY_PNG.subarray(0, iend), length, body, crc, TINY_PNG.subarray(iend)]);
}
