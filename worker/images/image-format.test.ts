import { describe, expect, it } from 'vitest';
import { ascii, concat, sampleImages, u32be } from '../test/images';
import { detectImageFormat } from './image-format';

describe('detectImageFormat', () => {
  for (const sample of sampleImages) {
    it(`names a ${sample.name} by its signature`, () => {
      expect(detectImageFormat(sample.bytes)?.mime).toBe(sample.mime);
    });
  }

  it('names nothing else, whatever the file claims to be', () => {
    const others = {
      empty: new Uint8Array(),
      html: ascii('<html><script>alert(1)</script></html>'),
      svg: ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      // HEIC shares AVIF's container, and browsers do not show it.
      heic: concat(u32be(24), ascii('ftypheic'), u32be(0), ascii('mif1heic')),
      wave: concat(ascii('RIFF'), u32be(4), ascii('WAVE')),
      bmp: ascii('BM\0\0\0\0'),
      'two bytes of a JPEG': Uint8Array.of(0xff, 0xd8),
    };
    for (const [name, bytes] of Object.entries(others)) expect(detectImageFormat(bytes), name).toBeNull();
  });
});
