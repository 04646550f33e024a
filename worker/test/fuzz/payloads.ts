/** Hostile values for the write-endpoint fuzz test: what an attacker or a broken client sends. */
import type { Random } from '../seeded-random';

/** Valid text that must be stored and shown literally: markup, SQL, templates and every script. */
export const hostileText = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 1">',
  '"><svg onload=alert(1)>',
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  "Robert'); DROP TABLE users;--",
  '" OR ""="',
  '%s %n {{7*7}} ${7*7} #{7*7}',
  'ঠান্ডা এসি, মিরপুর ১০',
  'مكيف هواء مستعمل',
  'מזגן \u202Bמשומש\u202C',
  '\u202Egnp.exe',
  'e\u0301 n\u0303 a\u0308\u0308\u0308 Z\u0337\u0334\u0310',
  '😀🧊❄️👨‍👩‍👧 🇧🇩',
  'zero\u200Bwidth\u200Djoiner\uFEFF',
  'back\\slash, "quotes" and `ticks`',
  '&lt;escaped&gt; &amp; &#x3C;script&#x3E;',
  '__proto__',
  'constructor',
  'null',
];

/** Text no field takes: control characters and broken UTF-16 (lone surrogates). */
export const brokenText = [
  'a\u0000b',
  '\u0000',
  'ends in nul\u0000',
  'bell\u0007',
  'escape \u001b[31mred',
  'delete\u007f',
  'c1 control\u0085',
  '\ud800',
  'x\udfffy',
  'reversed pair \udc00\ud800',
];

/** Values that are never a string. */
export const nonStrings: unknown[] = [true, false, null, [], ['x'], [1, 2], {}, { $gt: '' }, { toString: 'x' }];

/** Values that are never a string or a number. */
export const notText: unknown[] = [...nonStrings, 0, -1, 1.5, 1e308];

export type Field =
  | { kind: 'text'; max: number }
  | { kind: 'id' }
  /** An amount of money; `max` when it is not a listing's price cap (1,000,000). */
  | { kind: 'price'; max?: number }
  | { kind: 'year' }
  | { kind: 'phone' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'email' }
  | { kind: 'image' }
  | { kind: 'card' }
  | { kind: 'expiry' }
  | { kind: 'cvc' }
  /** A token only the server can make (client secret): any other string is refused with 400. */
  | { kind: 'token' }
  /** A Firebase ID token: the API reads anything that is a string of the right length as one (401). */
  | { kind: 'id-token' }
  /** A payment reference: the gateway refuses an unknown one (402) or the booking is unknown (404). */
  | { kind: 'reference' }
  /** A whole number from 0 up (a message's place in its conversation). */
  | { kind: 'count' }
  /** A review's stars: a whole number from 1 to 5. */
  | { kind: 'rating' }
  /** An instant: an ISO 8601 date-time with its offset, as every answer writes one. */
  | { kind: 'instant' };

/** A bad value for a field and the statuses that correctly refuse it. */
export interface BadValue {
  value: unknown;
  expect: number[];
}

const bad = (expect: number[], values: unknown[]): BadValue[] => values.map((value) => ({ value, expect }));

/** Hostile text with a control character or a lone surrogate spliced in at a random place. */
export function corrupted(random: Random) {
  const text = random.pick(hostileText);
  const at = random.int(text.length + 1);
  return text.slice(0, at) + random.pick(brokenText) + text.slice(at);
}

/** Hostile text repeated past a length cap. */
export function overLong(random: Random, max: number) {
  const text = random.pick(hostileText);
  const cut = text
    .repeat(Math.ceil((max + 1) / text.length) + 1)
    .slice(0, max + 1 + random.int(50))
    .trimEnd();
  // Over the cap as the schemas count it: trimmed, and in characters (code points), not UTF-16 units.
  return cut + 'x'.repeat(Math.max(0, max + 1 - [...cut].length));
}

const thisYear = new Date().getFullYear();

/** Every bad value of a field's kind: the fixed catalogue, and a few drawn from the seed. */
export function badValues(field: Field, random: Random): BadValue[] {
  const broken = [...brokenText, corrupted(random), corrupted(random)];
  switch (field.kind) {
    case 'text':
      return bad(
        [400],
        [...notText, '', '   ', '\t\n', 'x'.repeat(field.max + 1), overLong(random, field.max), ...broken],
      );
    case 'id':
      return [
        ...bad([400], [...notText, '', '   ', 'x'.repeat(65), overLong(random, 64)]),
        ...bad([400, 404], [...broken, ...hostileText.map((text) => text.slice(0, 64))]),
      ];
    case 'price':
      return bad(
        [400],
        [
          ...nonStrings.filter((value) => value !== null),
          [350],
          ['350'],
          -1,
          -0.01,
          (field.max ?? 1_000_000) + 0.01,
          (field.max ?? 1_000_000) * 10,
          0.001,
          350.555,
          '',
          ' ',
          '0x10',
          '1e3',
          '1_000',
          '350,00',
          'abc',
          '12abc',
          'NaN',
          'Infinity',
          '-',
          '.5',
          '٣٥٠',
          '３５０',
          "350' OR 1=1 --",
          ...broken,
        ],
      );
    case 'rating':
      return bad([400], [...nonStrings, [5], '5', '', 0, 6, -1, 2.5, 1e20, 'five', '٥', ...broken]);
    case 'count':
      return bad([400], [...nonStrings, [1], '1', '', -1, 1.5, 1e20, -0.5, 'abc', '0x10', "1' OR 1=1 --", ...broken]);
    case 'year':
      return bad(
        [400],
        [
          ...nonStrings.filter((value) => value !== null),
          [2020],
          1989,
          1900,
          thisYear + 1,
          9999,
          2020.5,
          '2020.5',
          'MMXX',
          '２０２０',
          -2020,
          '',
          ' ',
          '0x7e4',
          '2020; DROP TABLE products',
          ...broken,
        ],
      );
    case 'phone':
      return bad(
        [400],
        [...notText, '', 'abc', '12345', '0'.repeat(31), '<script>', "' OR 1=1 --", '٠١٧١١٢٣٤٥٦٧', ...broken],
      );
    case 'enum':
      return bad(
        [400],
        [
          ...notText,
          '',
          'bad',
          `${field.values[0]} `,
          field.values[0]!.toUpperCase(),
          'admin',
          ...hostileText.slice(0, 5),
          ...broken,
        ],
      );
    case 'email':
      return [
        ...bad(
          [400],
          [
            ...notText,
            '',
            'not-an-email',
            'a@',
            '@b.test',
            'a b@c.test',
            '<script>@x.test',
            `${'x'.repeat(250)}@x.test`,
            'a\u0000@x.test',
            'a\ud800@x.test',
          ],
        ),
        // Well-formed but someone else's: refused as not the caller's own.
        ...bad([400, 403], ['admin@thanda.test', 'ADMIN@THANDA.TEST', "o'brien@example.test"]),
      ];
    case 'image':
      return bad(
        [400],
        [
          ...notText,
          '',
          'https://evil.example/x.png',
          'javascript:alert(1)',
          `/api/images/${'0'.repeat(64)}.png`,
          '/api/images/../../etc/passwd',
          '/api/images/x.svg',
          'data:image/png;base64,iVBORw0KGgo=',
          `//evil.example/api/images/${'a'.repeat(64)}.png`,
          'x'.repeat(301),
          ...broken,
        ],
      );
    case 'card':
      return bad(
        [400, 402],
        [
          ...notText,
          '',
          'abcd',
          '4242',
          '4242 4242 4242 4242 4242',
          '4242-4242-4242-424x',
          '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢',
          ...hostileText.slice(0, 5),
          ...broken,
        ],
      );
    case 'expiry':
      return bad(
        [400],
        [
          ...notText,
          '',
          '13/30',
          '00/30',
          '1/30',
          '12/3',
          '12-30',
          '12/2030',
          '12/30\u0000',
          ...hostileText.slice(0, 5),
        ],
      );
    case 'cvc':
      return bad([400], [...notText, '', '12', '12345', 'abc', '١٢٣', ...broken]);
    case 'instant':
      return bad(
        [400],
        [
          ...notText,
          Date.now() + 86_400_000,
          [new Date(Date.now() + 86_400_000).toISOString()],
          '',
          '   ',
          'tomorrow',
          'Invalid Date',
          `${thisYear + 1}-06-01`,
          `${thisYear + 1}-06-01T10:00`,
          `${thisYear + 1}-06-01 10:00:00Z`,
          `${thisYear + 1}-13-01T10:00:00Z`,
          `${thisYear + 1}-02-30T10:00:00Z`,
          `${thisYear + 1}-06-01T25:00:00Z`,
          `${thisYear + 1}-06-01T10:00:00+25:00`,
          `${thisYear + 1}-06-01T10:00:00Z; DROP TABLE inspections`,
          `+0${thisYear + 1}-06-01T10:00:00Z`,
          `${'٢'.repeat(4)}-06-01T10:00:00Z`,
          'x'.repeat(2001),
          ...hostileText,
          ...broken,
        ],
      );
    case 'token':
      return bad([400], [...notText, '', 'x'.repeat(2001), ...hostileText, ...broken]);
    case 'id-token':
      return [...bad([400], [...notText, '', 'x'.repeat(8193)]), ...bad([401], [...hostileText, ...broken])];
    case 'reference':
      return [
        ...bad([400], [...notText, '', '   ', 'x'.repeat(2001)]),
        ...bad([400, 402, 404], [...hostileText, ...broken]),
      ];
  }
}

/** Field names no endpoint takes, some of them server-set ones the original client sends. */
export const unknownFields: Record<string, unknown> = {
  paid: true,
  advertise: true,
  verifySeller: true,
  verified: true,
  role: 'admin',
  isAdmin: true,
  price: 0.01,
  priceMinor: 1,
  amount: 0.01,
  sellerId: 'someone-else',
  buyerId: 'someone-else',
  email: 'victim@example.test',
  _id: 'chosen-id',
  id: 'chosen-id',
  deletedAt: null,
  $where: '1 == 1',
  'a.b': 1,
  '': 'empty key',
};

/** Random unknown fields to mix into a body. */
export function someUnknownFields(random: Random) {
  const names = random.sample(Object.keys(unknownFields), 1 + random.int(4));
  return Object.fromEntries(names.map((name) => [name, unknownFields[name]]));
}

/** Path segments that name nothing: too long, NUL, traversal, bad escapes, markup, SQL, Unicode. */
export const badPathSegments = [
  'x'.repeat(65),
  'x'.repeat(5000),
  '%00',
  'a%00b',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2Fusers',
  '%2F',
  '%ZZ',
  '%',
  '%E2%80%AE',
  encodeURIComponent('😀'),
  encodeURIComponent('ঠান্ডা'),
  '%ED%A0%80',
  '%C0%AF',
  "'%20OR%201%3D1--",
  '1%3BDROP%20TABLE%20users',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  '0',
  '-1',
  '%20',
  '*',
  'a@b',
  `x@${'y'.repeat(300)}.test`,
  'nobody@example.test',
];
