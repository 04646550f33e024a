/** Small images of each accepted format, built byte by byte (the checks read headers). */
import { tinyPng } from './fixtures';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

const gif = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));

const jpeg = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x30, 0x00, 0x40, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  0xff, 0xd9,
]);

const webp = Uint8Array.from([
  ...ascii('RIFF'), ...u32le(26), ...ascii('WEBP'), ...ascii('VP8L'), ...u32le(13), 0x2f,
  ...u32le((64 - 1) | ((48 - 1) << 14)), 0, 0, 0, 0, 0, 0, 0, 0,
]);

const avif = Uint8Array.from([
  ...u32be(24), ...ascii('ftyp'), ...ascii('avif'), ...u32be(0), ...ascii('mif1'), ...ascii('avif'),
  ...u32be(20), ...ascii('ispe'), ...u32be(0), ...u32be(64), ...u32be(48),
]);

export const testImages = [
  { format: 'jpg', mime: 'image/jpeg', bytes: jpeg, width: 64, height: 48 },
  { format: 'png', mime: 'image/png', bytes: tinyPng, width: 1, height: 1 },
  { format: 'webp', mime: 'image/webp', bytes: webp, width: 64, height: 48 },
  { format: 'gif', mime: 'image/gif', bytes: gif, width: 1, height: 1 },
  { format: 'avif', mime: 'image/avif', bytes: avif, width: 64, height: 48 },
] as const;
