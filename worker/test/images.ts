/**
 * Real images of each accepted format, and builders for broken ones. The samples were made with
 * sharp in Node and pasted as base64: tests run inside workerd, where sharp cannot.
 */

/** A 1x1 PNG: the smallest real image the image checks accept. */
export const tinyPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

export const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
export const u32be = (n: number) => Uint8Array.of(n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);

const gif1x1 = fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');

/** Sharp's output, 64x48 for the first of each format, small sizes and variants after. */
export const samples = {
  jpeg: fromBase64(
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//' +
      '2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAAR' +
      'CAAwAEADASIAAhEBAxEB/8QAGgABAAIDAQAAAAAAAAAAAAAAAAMEAgYHAf/EACEQAAICAQMFAQAAAAAAAAAAAAABAgMRITFR' +
      'BjVhg8Ei/8QAGAEBAQADAAAAAAAAAAAAAAAABQYCAwT/xAApEQAABQIFAgcBAAAAAAAAAAAAAQIDEQQSBhMhUYEUMRVBYpGh' +
      'weHR/9oADAMBAAIRAxEAPwCuAT11JLMtXwM1la1SIuc8+xbgejonatdrfJ7CAFzCWxjKuMlth8g7eIm1KhaDIt5n6C7mHnCT' +
      'KFkZ7RAqg9lFxlhnhQoWlaSUk5IxPrQpCjSooMgABmMRnUs2LxqWStU8WLzoWSNxDd1KZ7Rp7mLDD9vTqjvOvsQAABDoivX5' +
      'TIDqwLKhfOlZJo9Y4/oj61kqp43S0nkcpBvPWHZfbH6aMLsPZqLogEPtZSrZkCeu1NYlo+SAGqsomqtFrnB+ZDbR1rtIu5vk' +
      'txcynszGVkYrfL4KoB28OtkqVrMy2iAu5iFw0whBEe8yOrA5SBHw71fH6D/EPT8/g3nrDsvtj9NGAOxhnKRbMjjfdzVXRA//' +
      '2Q==',
  ),
  jpegProgressive: fromBase64(
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//' +
      '2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wgAR' +
      'CAAMABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAwH/xAAUAQEAAAAAAAAAAAAAAAAAAAAE/9oADAMBAAIQAxAA' +
      'AAGILJN//8QAFxAAAwEAAAAAAAAAAAAAAAAAAQIDAP/aAAgBAQABBQIDPF0Ge1HH/8QAGBEAAwEBAAAAAAAAAAAAAAAAAQID' +
      'ACH/2gAIAQMBAT8Bo8mQADu//8QAGBEAAwEBAAAAAAAAAAAAAAAAAQIDACH/2gAIAQIBAT8BnOquSTzf/8QAGRAAAgMBAAAA' +
      'AAAAAAAAAAAAAAIBESEQ/9oACAEBAAY/Ai2jOUzYf//EABkQAAMBAQEAAAAAAAAAAAAAAAABESExcf/aAAgBAQABPyFEMNeL' +
      'UVo0e8I//9oADAMBAAIAAwAAABDL/8QAFxEBAQEBAAAAAAAAAAAAAAAAASEAEf/aAAgBAwEBPxDiLBWV3//EABgRAQEAAwAA' +
      'AAAAAAAAAAAAAAEhABHB/9oACAECAQE/ENgtMLDmf//EABkQAQADAQEAAAAAAAAAAAAAAAEAESExgf/aAAgBAQABPxBRXVna' +
      'u6W+MCUOToRXVW+E/9k=',
  ),
  jpegGrey: fromBase64(
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//' +
      '2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAAR' +
      'CAAMABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAABAP/xAAfEAABAwQDAQAAAAAAAAAAAAABAgQRAAMSIQUTgTH/' +
      'xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AuhAUmSTuku+KfM7Xa5s4' +
      'ImJySd+GhgkfCRNMd8q+eWepzfzRMxgkb8FB/9k=',
  ),
  jpeg444: fromBase64(
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//' +
      '2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAAR' +
      'CAAJABEDAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAUC/8QAHhAAAQMFAQEAAAAAAAAAAAAAAgABEQMEEhQhBdH/' +
      'xAAYAQEAAwEAAAAAAAAAAAAAAAAAAgQFA//EABwRAAEEAwEAAAAAAAAAAAAAAAABAgMRBAUhYf/aAAwDAQACEQMRAD8AxSEH' +
      'F8oldNtPmxzNSC68S+kNVBhSQuWer9WuFK68PXsCu92gcCxYC/ex9WrFkq5yNc2lMqXGRrVcjuEhXCoEAQBAf//Z',
  ),
  pngRgb: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAh0lEQVQokWOQ63hKEmIg' +
      'U4NS+8O2quLr+VKvcliPF+qk1M/Ep0G+/cnmEqf3OQzIKLeuH6eGtLppaKrf5zA8zuPVaruBXcP8sghMDe9zGCIal5Gg4T8q' +
      'yNzwDqEhvW4KaRoU2x/tLLZGVv0ulxGfBkiwtlaVXM+XfpXDerRQL6JxGQENNIxpADTgPlWPH4bSAAAAAElFTkSuQmCC',
  ),
  pngPalette: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMBAMAAACZySCyAAAAMFBMVEXvbAAeiOX///9psO5nfpUhh+LqbAVYgabXbxqGenO2' +
      'cz6fdljjbg3HcSzFcS4qhtgy2ZTPAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAOUlEQVQImWMQhAIGBCOy7QqEsYCBwRHEEGFg' +
      'YDgPYkgzMDCwwxhKSsoQKTBDdAGUIRjZ9hzCQDcZAGRvC1R88mtyAAAAAElFTkSuQmCC',
  ),
  pngInterlaced: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAA0AAAAHCAYAAAGkd/eMAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVQYlWOQbX/cAMIM' +
      'KIz3OQz/QQBFBsw5U6B6+8LxAzdeffnzCixzpkD1Dkj5hIq0DSgqkTnomAGvBMg4EMYpAQOEjQJhp5Z93fuKTM5fyZd5vLA8' +
      'dJc8MQ57lcP6E2YdCF+cXXhr8/WvB2B40dnPW7HatBdkU57sowWlobtAikABBcPXXv66AVMLAEB+01CdSRnbAAAAAElFTkSu' +
      'QmCC',
  ),
  pngInterlaced1x1: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAFoEvQfAAAACXBIWXMAAAsTAAALEwEAmpwYAAAADUlEQVQImWOY0te7EQAF' +
      'ygJhjXwRCAAAAABJRU5ErkJggg==',
  ),
  png16: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAAUAAAADEAIAAACExI7sAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAVklEQVQImWNQ/t/B8ICh' +
      '/H8NQ/N/6/8tDMcY5Bg6GJ7+h5AMkf8bGJb+f/8/h4GBYRvDzP/N//v/H2H4xGD4fxLD8/8MEN1lDDUMLQzZ/xf/v8KALA0A' +
      '6uQs9ePyXQkAAAAASUVORK5CYII=',
  ),
  webpLossy: fromBase64(
    'UklGRiwBAABXRUJQVlA4ICABAABwCgCdASpAADAAPrFOm0unJKKhurs4AOAWCWwAy2VBfgHSmTT5B+T3KB78YgMsCxAaADcA' +
      'edV1KvoAdJ1+3f6khHpL2m33fkTTfTXNwiH/6CFDLN+mBKc5kbRKAAD9HBqCpbWPG3yCP2Prdb83GJyBxox4fsLYDQ9iFR/W' +
      'XB7/8wXl2xXjJwwIlN/jB7gBaHE/8VNW0hOhN2F4rmhVs5XucTf3GQAkk/pLb6sEFz5GeZmb7txBp3mHZninVdOwdojNW/dA' +
      'm///IXeSc38wG/9IHJWFqHWYEfbjmZc7C7gC74HFWhyH9HbBnsPz322G/L8vVNkF4LCEqTJ7yRZ3UlwnmYW7t+uCFz2o7gyI' +
      'Cm///rr2n08miF5WTOX4izdiQAA=',
  ),
  webpLossless: fromBase64(
    'UklGRpYAAABXRUJQVlA4TIoAAAAvD8ACAMeAqG0bJdHG5cgd/+doKGgjSTl/7/5NMDOvgjaSlNzdMzO6eP/efv7j8P8IBLjL' +
      'tBSrB4FixkdVzy1lhxEXACMvNgeQn1S95Y9TA4CPBHhMA4NGkhQdMzzP+7d6fAoi+j8B2PAJkuuz43O0TK2DVsXd8DV6jZDy' +
      'B5CHXluwDjxRcXP1rAY=',
  ),
  webpAlpha: fromBase64(
    'UklGRuIAAABXRUJQVlA4WAoAAAAQAAAADwAACwAAQUxQSD4AAAABYBsAQJLXaQ5haz7gAw6wRl11624viIgJAD9EoRkreSdZ' +
      'jv5KL6ctv4hni3h0lAAA8wgWh/kGQKEeS3Hna1ZQOCB+AAAAsAMAnQEqEAAMAALATCWwAnS6ANQr/TPLAN4Y8qMG4xdPj72X' +
      '/wAA+no5Qnr0vzVjZtmXNb/4FMdKv7EHuMubW7Qr4X3+Hzq/1VzQ793x6Xvh2v2jbNV0OiEanbZoF2hDc/E7/qjmteZ0CYQV' +
      'vOe7Fg1E1LIeg0vYAlzttAAA',
  ),
  webpAnimated: fromBase64(
    'UklGRroAAABXRUJQVlA4WAoAAAACAAAADwAACwAAQU5JTQYAAAD/////AABBTk1GQgAAAAAAAAAAAA8AAAsAAGQAAAJWUDgg' +
      'KgAAANABAJ0BKhAADAACwEwloAJ0ugH4AAOwAP7Xlf/kpr/G28T/5BcsLriMAEFOTUZEAAAAAAAAAAAADwAACwAAZAAAAFZQ' +
      'OCAsAAAA9AEAnQEqEAAMAAAATCWgAnS6AfgABfQAAP3HH/mwK5rn6W//M0THMflgAAA=',
  ),
  gif: fromBase64(
    'R0lGODlhEAAMAIQAAExpcR+H5NdvGuNuDWZ+loZ6c2d+lLN0QiGH4rlzO4V6dO5tAcVxLm1+j9dvG8dxLGmw7u9sAP///yKH' +
      '4ViBpupsBSqG2GR/mZ92WB6I5QAAAAAAAAAAAAAAAAAAAAAAACH5BAUAAAAALAAAAAAQAAwAAAU4YCaOZGme5lQI1XOhWXBE' +
      'NN2gRF0P1onpNYoPGJEYjZCRgXhEjhAJ3aIpSY4mCkeFQaFaYeCwKAQAOw==',
  ),
  gifAnimated: fromBase64(
    'R0lGODlhEAAMAIAAAExpcR6I5SH/C05FVFNDQVBFMi4wAwEAAAAh+QQFCgAAACwAAAAAEAAMAAACDIyPqcvtD6OctNprCgAh' +
      '+QQFCgAAACwAAAAAEAAMAIBMaXHvbAACDIyPqcvtD6OctNprCgA7',
  ),
  avif: fromBase64(
    'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAA' +
      'AAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAOIAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAA' +
      'AA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAEAAAAAwAAAAEHBpeGkAAAAA' +
      'AwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAADqbWRhdBIACgk4FX+9pAQ0GkAy0gFGsJi5OEEEEFDosN0kZwni0kfUa4p7' +
      'lRiFkLi9yD78iAAZLoan/5EZdrw5OLJVq0hrV+K07zIs1QzcHJWabFw218otxj8pi+6TUulMfXgwtJvPGoHb60q8QaHPRSIa' +
      '/XJPlQntkhzSNzZ6/qaGtzyx2LXr2Ev60aCXbQbHKXUhXD4LCcYTZ/PZJWwILgkzjBLiogFgaWLJfX3geuNSJZ5a672s56Xt' +
      'sX98uIjtjlyD8cSJuKWM/62oVzsrNPIXPGgiWJnD97dtQmd36FFvZrSE8OI=',
  ),
  avifAlpha: fromBase64(
    'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAAXBtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAA' +
      'AAAAADRpbG9jAAAAAERAAAIAAQAAAAABlAABAAAAAAAAAFoAAgAAAAAB7gABAAAAAAAAAC8AAAA4aWluZgAAAAAAAgAAABVp' +
      'bmZlAgAAAAABAABhdjAxAAAAABVpbmZlAgAAAAACAABhdjAxAAAAAA5waXRtAAAAAAABAAAAr2lwcnAAAACKaXBjbwAAAAxh' +
      'djFDgSACAAAAABRpc3BlAAAAAAAAABAAAAAMAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQAcAAAAAA5waXhpAAAAAAEIAAAA' +
      'OGF1eEMAAAAAdXJuOm1wZWc6bXBlZ0I6Y2ljcDpzeXN0ZW1zOmF1eGlsaWFyeTphbHBoYQAAAAAdaXBtYQAAAAAAAAACAAED' +
      'gQIDAAIEhAIFhgAAABppcmVmAAAAAAAAAA5hdXhsAAIAAQABAAAAkW1kYXQSAAoIOAz+2kBDQaQyTEawmLk4AAUEowC+zmPh' +
      '3rHRXizJUHUfLoENjCaY0zwid2r5MBld82Pjkm4wvNKtkb6pbav6QdqIpGKp6H3oOKScdY/YCZpYB91an3ASAAoFGAz+2FQy' +
      'JEZgAABQsJT0EgYJ/p387ifG4TPLxQMMGkC6CtGEh/Vig0csgA==',
  ),
};

/** Every sample with the size and type it must be read as. */
export const sampleImages = [
  { name: 'baseline JPEG 4:2:0', bytes: samples.jpeg, mime: 'image/jpeg', width: 64, height: 48 },
  { name: 'progressive JPEG', bytes: samples.jpegProgressive, mime: 'image/jpeg', width: 16, height: 12 },
  { name: 'greyscale JPEG', bytes: samples.jpegGrey, mime: 'image/jpeg', width: 16, height: 12 },
  { name: 'JPEG 4:4:4 of odd size', bytes: samples.jpeg444, mime: 'image/jpeg', width: 17, height: 9 },
  { name: 'RGB PNG', bytes: samples.pngRgb, mime: 'image/png', width: 16, height: 12 },
  { name: 'RGBA PNG', bytes: tinyPng, mime: 'image/png', width: 1, height: 1 },
  { name: 'palette PNG', bytes: samples.pngPalette, mime: 'image/png', width: 16, height: 12 },
  { name: 'interlaced PNG of odd size', bytes: samples.pngInterlaced, mime: 'image/png', width: 13, height: 7 },
  {
    name: 'interlaced 1x1 PNG (six empty passes)',
    bytes: samples.pngInterlaced1x1,
    mime: 'image/png',
    width: 1,
    height: 1,
  },
  { name: '16-bit PNG', bytes: samples.png16, mime: 'image/png', width: 5, height: 3 },
  { name: 'lossy WebP (VP8)', bytes: samples.webpLossy, mime: 'image/webp', width: 64, height: 48 },
  { name: 'lossless WebP (VP8L)', bytes: samples.webpLossless, mime: 'image/webp', width: 16, height: 12 },
  { name: 'lossy WebP with alpha (VP8X, ALPH)', bytes: samples.webpAlpha, mime: 'image/webp', width: 16, height: 12 },
  { name: 'animated WebP (ANMF)', bytes: samples.webpAnimated, mime: 'image/webp', width: 16, height: 12 },
  { name: 'GIF', bytes: samples.gif, mime: 'image/gif', width: 16, height: 12 },
  { name: '1x1 GIF', bytes: gif1x1, mime: 'image/gif', width: 1, height: 1 },
  { name: 'animated GIF', bytes: samples.gifAnimated, mime: 'image/gif', width: 16, height: 12 },
  { name: 'AVIF', bytes: samples.avif, mime: 'image/avif', width: 64, height: 48 },
  { name: 'AVIF with alpha (auxiliary item)', bytes: samples.avifAlpha, mime: 'image/avif', width: 16, height: 12 },
] as const;

export const testImages = [
  { format: 'jpg', mime: 'image/jpeg', bytes: samples.jpeg, width: 64, height: 48 },
  { format: 'png', mime: 'image/png', bytes: tinyPng, width: 1, height: 1 },
  { format: 'webp', mime: 'image/webp', bytes: samples.webpLossy, width: 64, height: 48 },
  { format: 'gif', mime: 'image/gif', bytes: gif1x1, width: 1, height: 1 },
  { format: 'avif', mime: 'image/avif', bytes: samples.avif, width: 64, height: 48 },
] as const;

// --------------------------------------------------------------------------------- building PNGs

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** CRC-32 bit by bit: written apart from the table-driven one under test. */
export function crc32(bytes: Uint8Array) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

export function pngChunk(type: string, data: Uint8Array = new Uint8Array()) {
  const body = concat(ascii(type), data);
  return concat(u32be(data.length), body, u32be(crc32(body)));
}

export function ihdr(width: number, height: number, { depth = 8, colourType = 6, interlace = 0 } = {}) {
  return pngChunk('IHDR', concat(u32be(width), u32be(height), Uint8Array.of(depth, colourType, 0, 0, interlace)));
}

export async function zlib(bytes: Uint8Array) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A PNG of these chunks (with the signature and IEND added). */
export const png = (...chunks: Uint8Array[]) => concat(PNG_SIGNATURE, ...chunks, pngChunk('IEND'));

/** The tiny PNG made unique by a text chunk, so content-addressed storage never shares it. */
export const uniquePng = (text = crypto.randomUUID()) =>
  concat(
    tinyPng.subarray(0, tinyPng.length - 12),
    pngChunk('tEXt', ascii(`Comment\0${text}`)),
    tinyPng.subarray(tinyPng.length - 12),
  );
