/** Whole request bodies that are not a JSON object of the right size and type. */
import { JSON_BODY_MAX_BYTES } from '../../middleware/body-limit';
import type { Random } from '../seeded-random';

export interface BadDocument {
  label: string;
  body: string | Uint8Array;
  /** The Content-Type sent; undefined sends none. */
  contentType?: string;
  expect: number[];
}

const JSON_TYPE = 'application/json';

function utf16le(text: string) {
  const bytes = new Uint8Array(text.length * 2 + 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

const NOT_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{"a":1',
  '{"a":1}}',
  '{"a":1} trailing',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":"\\x41"}',
  '{"a":"unterminated}',
  '{"a":"\u0000raw nul in a string"}',
  'undefined',
  'NaN',
  'nul',
  '\ufeff{',
  '\ufeff\ufeff{}',
  '<?xml version="1.0"?><a/>',
  'a=1&b=2',
  '--boundary\r\n',
];

const NOT_AN_OBJECT = ['null', 'true', '0', '-1', '1e999', '"a string"', '[]', '[{}]', '[null]', '{"__proto__":1}]'];

/** Random printable junk with control characters, never starting like JSON. */
function junk(random: Random) {
  const alphabet = ' !#$%&()*+,-./0123456789:;<=>?@AZaz[\\]^_`|~\u0000\u0007\u001b\u00ff\u0100😀ঠ\ud800';
  let text = '#';
  for (let i = random.int(200); i >= 0; i--) text += random.pick([...alphabet]);
  return text;
}

/** Bodies that must each be refused: malformed, not an object, mis-typed, mis-encoded or too large. */
export function badDocuments(valid: Record<string, unknown>, random: Random, longField: string): BadDocument[] {
  const text = JSON.stringify(valid);
  const cut = 1 + random.int(text.length - 2);
  const nested = '['.repeat(5000) + ']'.repeat(5000);
  return [
    ...NOT_JSON.map((body) => ({
      label: `not JSON: ${body.slice(0, 20)}`,
      body,
      contentType: JSON_TYPE,
      expect: [400],
    })),
    ...NOT_AN_OBJECT.map((body) => ({ label: `not an object: ${body}`, body, contentType: JSON_TYPE, expect: [400] })),
    { label: `truncated at ${cut}`, body: text.slice(0, cut), contentType: JSON_TYPE, expect: [400] },
    { label: 'BOM then a truncated body', body: `\ufeff${text.slice(0, cut)}`, contentType: JSON_TYPE, expect: [400] },
    { label: 'random junk', body: junk(random), contentType: JSON_TYPE, expect: [400] },
    { label: '5000 nested arrays', body: nested, contentType: JSON_TYPE, expect: [400] },
    {
      label: 'invalid UTF-8 bytes',
      body: Uint8Array.from([0xc0, 0xaf, 0xff, 0xfe, 0x7b, 0x7d]),
      contentType: JSON_TYPE,
      expect: [400],
    },
    {
      label: 'UTF-16 with a charset',
      body: utf16le(text),
      contentType: 'application/json; charset=utf-16',
      expect: [400],
    },
    {
      label: 'just under the cap, a field far too long',
      body: JSON.stringify({ ...valid, [longField]: 'x'.repeat(JSON_BODY_MAX_BYTES - text.length - 100) }),
      contentType: JSON_TYPE,
      expect: [400],
    },
    {
      label: 'over the 32 KB cap',
      body: JSON.stringify({ ...valid, padding: 'x'.repeat(JSON_BODY_MAX_BYTES) }),
      contentType: JSON_TYPE,
      expect: [413],
    },
    {
      label: 'over the cap in emoji',
      body: JSON.stringify({ ...valid, padding: '😀'.repeat(JSON_BODY_MAX_BYTES / 3) }),
      contentType: JSON_TYPE,
      expect: [413],
    },
    { label: 'text/plain', body: text, contentType: 'text/plain', expect: [415] },
    { label: 'a form', body: 'productId=x&phone=1', contentType: 'application/x-www-form-urlencoded', expect: [415] },
    { label: 'multipart', body: text, contentType: 'multipart/form-data; boundary=x', expect: [415] },
    { label: 'XML', body: '<a/>', contentType: 'application/xml', expect: [415] },
    { label: 'JSON patch type', body: text, contentType: 'application/json-patch', expect: [415] },
    { label: 'an empty Content-Type', body: text, contentType: '', expect: [415] },
    { label: 'no Content-Type', body: new TextEncoder().encode(text), expect: [415] },
  ];
}

/** A valid body with prototype-pollution keys, minus one required field (so it must be refused). */
export function pollutedBody(valid: Record<string, unknown>, dropField: string) {
  const rest = { ...valid };
  delete rest[dropField];
  const inner = JSON.stringify(rest).slice(1, -1);
  return `{"__proto__":{"role":"admin","paid":true},"constructor":{"prototype":{"isAdmin":true}},"prototype":{"x":1}${inner ? `,${inner}` : ''}}`;
}
