import { describe, expect, it } from 'vitest';
import { tinyPng } from '../test/fixtures';
import {
  ascii,
  concat,
  fromBase64,
  ihdr,
  png,
  pngChunk,
  PNG_SIGNATURE,
  sampleImages,
  samples,
  u32be,
  zlib,
} from '../test/images';
import { MAX_IMAGE_PIXELS, readImageInfo } from './image-format';

/** A copy of `bytes` with `values` written at `offset`. */
function patched(bytes: Uint8Array, offset: number, values: number[]) {
  const copy = bytes.slice();
  copy.set(values, offset);
  return copy;
}

const be16 = (n: number) => [n >> 8, n & 0xff];
const le16 = (n: number) => [n & 0xff, n >> 8];
const be32 = (n: number) => [...u32be(n)];

const refused = (reason: string) => ({ ok: false, reason });

/** PNG image data: each row a filter byte (0) then its pixel bytes, zlib-compressed. */
const pngData = async (rows: number, rowBytes: number) =>
  pngChunk('IDAT', await zlib(new Uint8Array(rows * (1 + rowBytes))));

/**
 * A zlib stream that inflates to 1 + 258 × `copies` zero bytes from about copies / 4 bytes: one
 * dynamic Huffman block whose length-258 copy and distance-1 codes are 1 bit each (deflate's best
 * ratio, ~1032:1).
 */
function deflateBomb(copies: number) {
  const out = new Uint8Array(2 + 64 + Math.ceil(copies / 4) + 4);
  out.set([0x78, 0x01]);
  let pos = 16;
  const bit = (b: number) => {
    if (b) out[pos >> 3]! |= 1 << (pos & 7);
    pos++;
  };
  const value = (v: number, n: number) => {
    for (let i = 0; i < n; i++) bit((v >> i) & 1); // extra bits and header fields: low bit first
  };
  const code = (v: number, n: number) => {
    for (let i = n - 1; i >= 0; i--) bit((v >> i) & 1); // Huffman codes: high bit first
  };
  value(1, 1); // last block
  value(2, 2); // dynamic Huffman
  value(29, 5); // 286 literal/length codes
  value(0, 5); // 1 distance code
  value(14, 4); // 18 code-length codes
  const lengthOfCodeLength: Record<number, number> = { 18: 1, 1: 2, 2: 2 };
  for (const symbol of [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1])
    value(lengthOfCodeLength[symbol] ?? 0, 3);
  const zeros = (n: number) => (code(0, 1), value(n - 11, 7)); // symbol 18: n unused symbols
  const length = (n: 1 | 2) => code(n === 1 ? 2 : 3, 2); // symbols 1 and 2: codes 10 and 11
  length(2); // literal 0
  zeros(138);
  zeros(117); // literals 1-255
  length(2); // 256, end of block
  zeros(28); // 257-284
  length(1); // 285, a copy of 258 bytes
  length(1); // distance code 0, distance 1
  code(2, 2); // literal 0 (code 10)
  pos += 2 * copies; // each copy: codes 0 and 0
  code(3, 2); // end of block (code 11)
  const end = (pos + 7) >> 3;
  const total = 1 + 258 * copies;
  out.set(be32(((total % 65521) << 16) | 1), end); // Adler-32 of all zeros
  return out.subarray(0, end + 4);
}

async function inflatedLength(data: Uint8Array) {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

describe('readImageInfo accepts real images', () => {
  for (const sample of sampleImages) {
    it(`reads the size of a ${sample.name}`, async () => {
      expect(await readImageInfo(sample.bytes)).toEqual({
        ok: true,
        image: expect.objectContaining({ mime: sample.mime, width: sample.width, height: sample.height }),
      });
    });
  }

  it('accepts a JPEG followed by further whole JPEGs (MPF: Ultra HDR gain maps, camera previews)', async () => {
    const result = await readImageInfo(concat(samples.jpeg, samples.jpegGrey));
    expect(result).toMatchObject({ ok: true, image: { width: 64, height: 48 } });
  });

  it('accepts PNG ancillary chunks anywhere the format allows them', async () => {
    const withText = png(
      ihdr(2, 2),
      pngChunk('tEXt', ascii('Title\0AC')),
      await pngData(2, 8),
      pngChunk('tIME', new Uint8Array(7)),
    );
    expect(await readImageInfo(withText)).toMatchObject({ ok: true, image: { width: 2, height: 2 } });
  });

  it('accepts image data split over consecutive IDAT chunks', async () => {
    const stream = await zlib(new Uint8Array(5));
    const split = png(
      ihdr(1, 1),
      pngChunk('IDAT', stream.subarray(0, 3)),
      pngChunk('IDAT'),
      pngChunk('IDAT', stream.subarray(3)),
    );
    expect(await readImageInfo(split)).toMatchObject({ ok: true, image: { width: 1, height: 1 } });
  });

  it('leaves the bytes it checked untouched', async () => {
    const copy = samples.pngRgb.slice();
    await readImageInfo(copy);
    expect(copy).toEqual(samples.pngRgb);
  });
});

describe('readImageInfo refuses what is not an image of ours', () => {
  it('answers unsupported for other formats and empty bytes', async () => {
    for (const bytes of [
      new Uint8Array(),
      ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ascii('<html></html>'),
      ascii('BM'),
    ]) {
      expect(await readImageInfo(bytes)).toEqual(refused('unsupported'));
    }
  });

  it('refuses every sample cut short, at any length', async () => {
    for (const sample of sampleImages) {
      for (let length = 1; length < sample.bytes.length; length++) {
        const result = await readImageInfo(sample.bytes.subarray(0, length));
        expect(result.ok, `${sample.name} cut to ${length} bytes`).toBe(false);
      }
    }
  });

  it('refuses every sample with bytes after its end', async () => {
    for (const sample of sampleImages) {
      const result = await readImageInfo(concat(sample.bytes, ascii('<script>alert(1)</script>')));
      expect(result, sample.name).toEqual(refused('corrupt'));
    }
  });
});

describe('PNG', () => {
  it('refuses a PNG signature followed by junk', async () => {
    const junk = concat(PNG_SIGNATURE, ascii('<html><script>alert(1)</script></html>'.repeat(4)));
    expect(await readImageInfo(junk)).toEqual(refused('corrupt'));
  });

  it('refuses a truncated PNG', async () => {
    expect(await readImageInfo(tinyPng.subarray(0, 40))).toEqual(refused('corrupt'));
    expect(await readImageInfo(tinyPng.subarray(0, tinyPng.length - 12))).toEqual(refused('corrupt')); // no IEND
  });

  it('refuses a PNG with a wrong CRC', async () => {
    const idatCrcAt = 8 + 25 + 8 + 13; // signature, IHDR, IDAT's length and type, 13 bytes of data
    expect(await readImageInfo(patched(tinyPng, idatCrcAt, [tinyPng[idatCrcAt]! ^ 1]))).toEqual(refused('corrupt'));
    expect(await readImageInfo(patched(tinyPng, 20, [2]))).toEqual(refused('corrupt')); // height changed, CRC not
  });

  it('refuses a PNG claiming 10000x10000 with a tiny IDAT, as too many pixels', async () => {
    const claim = png(ihdr(10_000, 10_000), await pngData(1, 4));
    expect(10_000 * 10_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(await readImageInfo(claim)).toEqual(refused('too-many-pixels'));
  });

  it('refuses a PNG claiming 5000x5000 with the data of 1x1, as corrupt', async () => {
    const claim = png(ihdr(5000, 5000), await pngData(1, 4));
    expect(await readImageInfo(claim)).toEqual(refused('corrupt'));
  });

  it('refuses data one byte short of, or one byte over, what the header implies', async () => {
    // 3x2 RGB: 2 rows of a filter byte and 9 bytes.
    expect(await readImageInfo(png(ihdr(3, 2, { colourType: 2 }), await pngData(2, 9)))).toMatchObject({ ok: true });
    const short = pngChunk('IDAT', await zlib(new Uint8Array(2 * 10 - 1)));
    const long = pngChunk('IDAT', await zlib(new Uint8Array(2 * 10 + 1)));
    expect(await readImageInfo(png(ihdr(3, 2, { colourType: 2 }), short))).toEqual(refused('corrupt'));
    expect(await readImageInfo(png(ihdr(3, 2, { colourType: 2 }), long))).toEqual(refused('corrupt'));
  });

  it('refuses an unknown filter type in the image data', async () => {
    const rows = new Uint8Array(2 * 9);
    rows[9] = 5; // the second row's filter byte
    expect(await readImageInfo(png(ihdr(2, 2), pngChunk('IDAT', await zlib(rows))))).toEqual(refused('corrupt'));
  });

  it('refuses data that is not zlib', async () => {
    expect(await readImageInfo(png(ihdr(1, 1), pngChunk('IDAT', new Uint8Array(13))))).toEqual(refused('corrupt'));
  });

  it('refuses invalid headers and chunk orders', async () => {
    const data = await pngData(1, 4);
    const stream = await zlib(new Uint8Array(5));
    const cases = {
      'bit depth 8 with colour type 1': png(ihdr(1, 1, { colourType: 1 }), data),
      'bit depth 4 for RGBA': png(ihdr(1, 1, { depth: 4 }), data),
      'interlace method 2': png(ihdr(1, 1, { interlace: 2 }), data),
      'zero width': png(ihdr(0, 1), data),
      'no IDAT': png(ihdr(1, 1)),
      'IHDR not first': png(pngChunk('tEXt', ascii('a\0b')), ihdr(1, 1), data),
      'two IHDR': png(ihdr(1, 1), ihdr(1, 1), data),
      'IDATs apart': png(
        ihdr(1, 1),
        pngChunk('IDAT', stream.subarray(0, 4)),
        pngChunk('tEXt', ascii('a\0b')),
        pngChunk('IDAT', stream.subarray(4)),
      ),
      'a palette image without PLTE': png(ihdr(1, 1, { colourType: 3 }), await pngData(1, 1)),
      'an unknown critical chunk': png(ihdr(1, 1), pngChunk('ZZZZ'), data),
      'IEND with data': concat(PNG_SIGNATURE, ihdr(1, 1), data, pngChunk('IEND', Uint8Array.of(0))),
    };
    for (const [name, bytes] of Object.entries(cases))
      expect(await readImageInfo(bytes), name).toEqual(refused('corrupt'));
  });

  it('refuses a decompression bomb quickly, without inflating it', async () => {
    expect(await inflatedLength(deflateBomb(1000))).toBe(1 + 258 * 1000); // the bomb is a valid stream
    const copies = 4_000_000; // ~1 MB that inflates to ~1 GB
    const bomb = png(ihdr(100, 100), pngChunk('IDAT', deflateBomb(copies)));
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const started = performance.now();
    expect(await readImageInfo(bomb)).toEqual(refused('corrupt'));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('JPEG', () => {
  const sofAt = 140; // samples.jpeg: SOI, two DQT, then SOF0
  const withSize = (width: number, height: number) =>
    patched(samples.jpeg, sofAt + 5, [...be16(height), ...be16(width)]);

  it('refuses a header claiming 7000x5000 with a few hundred bytes of scan, as corrupt', async () => {
    expect(samples.jpeg[sofAt + 1]).toBe(0xc0);
    expect(await readImageInfo(withSize(7000, 5000))).toEqual(refused('corrupt'));
  });

  it('refuses a header over 40 megapixels, as too many pixels', async () => {
    expect(await readImageInfo(withSize(8000, 6000))).toEqual(refused('too-many-pixels'));
  });

  it('accepts a size its data can hold', async () => {
    // 64x48 is 48 luma and 24 chroma blocks; 4x the size still fits the scan's bytes at 1 bit a block.
    expect(await readImageInfo(withSize(128, 96))).toMatchObject({ ok: true, image: { width: 128, height: 96 } });
  });

  it('refuses a header without a scan, junk after EOI, and a missing EOI', async () => {
    const headerOnly = concat(samples.jpeg.subarray(0, 291), Uint8Array.of(0xff, 0xd9));
    expect(await readImageInfo(headerOnly)).toEqual(refused('corrupt'));
    expect(await readImageInfo(concat(samples.jpeg, Uint8Array.of(0, 0, 0, 0)))).toEqual(refused('corrupt'));
    expect(await readImageInfo(samples.jpeg.subarray(0, -2))).toEqual(refused('corrupt'));
  });

  it('refuses a segment longer than the file and a zero size', async () => {
    expect(await readImageInfo(patched(samples.jpeg, 4, be16(60_000)))).toEqual(refused('corrupt'));
    expect(await readImageInfo(withSize(0, 48))).toEqual(refused('corrupt'));
  });

  it('answers unsupported for arithmetic-coded frames, which browsers do not show', async () => {
    expect(await readImageInfo(patched(samples.jpeg, sofAt + 1, [0xc9]))).toEqual(refused('unsupported'));
  });
});

describe('GIF', () => {
  // The 1x1 GIF: the logical screen at 6, the image descriptor's size at 32.
  const gif = sampleImages.find((s) => s.name === '1x1 GIF')!.bytes;

  it('refuses junk after the header', async () => {
    expect(await readImageInfo(concat(gif.subarray(0, 13), ascii('<html><script>alert(1)</script>')))).toEqual(
      refused('corrupt'),
    );
  });

  it('refuses an image outside the logical screen, and a GIF without images', async () => {
    expect(await readImageInfo(patched(gif, 32, le16(2)))).toEqual(refused('corrupt'));
    expect(await readImageInfo(concat(gif.subarray(0, 27), Uint8Array.of(0x3b)))).toEqual(refused('corrupt'));
  });

  it('refuses a screen over 40 megapixels, and an image far bigger than its data', async () => {
    expect(await readImageInfo(patched(gif, 6, [...le16(60_000), ...le16(1000)]))).toEqual(refused('too-many-pixels'));
    const big = patched(gif, 6, [...le16(6000), ...le16(6000)]);
    expect(await readImageInfo(patched(big, 32, [...le16(6000), ...le16(6000)]))).toEqual(refused('corrupt'));
  });
});

describe('WebP', () => {
  // samples.webpLossy: RIFF header, then the VP8 chunk at 12 (frame tag at 20, size at 26).
  const webp = samples.webpLossy;

  it('refuses junk after the header and a RIFF size that does not match the file', async () => {
    expect(await readImageInfo(concat(webp.subarray(0, 30), ascii('junk'.repeat(70))))).toEqual(refused('corrupt'));
    expect(await readImageInfo(patched(webp, 4, [webp[4]! + 2]))).toEqual(refused('corrupt'));
  });

  it('refuses a VP8 frame without its start code, and a VP8L without its signature', async () => {
    expect(await readImageInfo(patched(webp, 23, [0]))).toEqual(refused('corrupt'));
    expect(await readImageInfo(patched(samples.webpLossless, 20, [0x2e]))).toEqual(refused('corrupt'));
  });

  it('refuses a VP8X canvas that differs from its frame', async () => {
    // samples.webpAlpha: VP8X at 12, canvas width - 1 at 24.
    expect(await readImageInfo(patched(samples.webpAlpha, 24, [31]))).toEqual(refused('corrupt'));
  });

  it('refuses a frame over 40 megapixels', async () => {
    expect(await readImageInfo(patched(webp, 26, [...le16(10_000), ...le16(10_000)]))).toEqual(
      refused('too-many-pixels'),
    );
  });
});

describe('AVIF', () => {
  // samples.avif: ispe's width at 196, mdat's header at 242.
  const avif = samples.avif;

  it('refuses junk after the file type box', async () => {
    expect(await readImageInfo(concat(avif.subarray(0, 28), ascii('junk'.repeat(100))))).toEqual(refused('corrupt'));
  });

  it('refuses a file whose media data is missing or empty', async () => {
    expect(await readImageInfo(avif.subarray(0, 242))).toEqual(refused('corrupt'));
    expect(await readImageInfo(concat(avif.subarray(0, 242), u32be(8), ascii('mdat')))).toEqual(refused('corrupt'));
  });

  it('refuses a size over 40 megapixels', async () => {
    expect(await readImageInfo(patched(avif, 196, [...be32(10_000), ...be32(10_000)]))).toEqual(
      refused('too-many-pixels'),
    );
  });

  it('refuses a file type box alone, like the old header-only test image', async () => {
    const header = fromBase64('AAAAGGZ0eXBhdmlmAAAAAG1pZjFhdmlmAAAAFGlzcGUAAAAAAAAAQAAAADA=');
    expect(await readImageInfo(header)).toEqual(refused('corrupt'));
  });
});
