/** Turns an endpoint's fields into fuzz cases, each breaking the caller's valid body in one known way. */
import { badDocuments, pollutedBody, type BadDocument } from './documents';
import { badValues, someUnknownFields, type BadValue } from './payloads';
import type { Random } from '../seeded-random';
import type { JsonEndpoint } from './write-endpoints';

export interface FuzzCase {
  label: string;
  /** The request body made from the caller's valid body. */
  build: (valid: Record<string, unknown>) => Pick<BadDocument, 'body' | 'contentType'>;
  expect: number[];
}

/** A copy of a body without one field. */
function without(body: Record<string, unknown>, field: string) {
  const copy = { ...body };
  delete copy[field];
  return copy;
}

const asJson = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });

/** Unknown fields that do not collide with the endpoint's own. */
function strangers(endpoint: JsonEndpoint, random: Random) {
  return Object.fromEntries(Object.entries(someUnknownFields(random)).filter(([name]) => !(name in endpoint.fields)));
}

function isOptional(endpoint: JsonEndpoint, field: string) {
  return endpoint.optional === 'all' || endpoint.optional.includes(field);
}

/** One field at a time: every bad value of its kind, with random unknown fields beside it. */
function fieldCases(endpoint: JsonEndpoint, random: Random): FuzzCase[] {
  return Object.entries(endpoint.fields).flatMap(([field, kind]) =>
    badValues(kind, random).map(({ value, expect }) => {
      const extra = strangers(endpoint, random);
      return {
        label: `${field} = ${JSON.stringify(value)?.slice(0, 60)} with ${Object.keys(extra).join(', ') || 'no extra fields'}`,
        build: (valid) => asJson({ ...extra, ...valid, [field]: value }),
        expect,
      };
    }),
  );
}

function missingCases(endpoint: JsonEndpoint, random: Random): FuzzCase[] {
  const onlyStrangers = strangers(endpoint, random);
  const nothing: FuzzCase[] = [
    { label: 'an empty object', build: () => asJson({}), expect: [400] },
    {
      label: `only unknown fields: ${Object.keys(onlyStrangers).join(', ')}`,
      build: () => asJson(onlyStrangers),
      expect: [400],
    },
  ];
  return nothing.concat(
    Object.keys(endpoint.fields)
      .filter((field) => !isOptional(endpoint, field))
      .flatMap((field) => [
        {
          label: `${field} left out`,
          build: (valid) => asJson(without(valid, field)),
          expect: [400],
        },
        {
          label: `${field} left out, prototype keys added`,
          build: (valid) => ({ body: pollutedBody(valid, field), contentType: 'application/json' }),
          expect: [400],
        },
      ]),
  );
}

/** Two or three fields broken at once, drawn from the seed. */
function comboCases(endpoint: JsonEndpoint, random: Random, count: number): FuzzCase[] {
  const fields = Object.keys(endpoint.fields);
  return Array.from({ length: count }, () => {
    const picked = random.sample(fields, Math.min(fields.length, 2 + random.int(2)));
    const values: [string, BadValue][] = picked.map((field) => [
      field,
      random.pick(badValues(endpoint.fields[field]!, random)),
    ]);
    const extra = strangers(endpoint, random);
    return {
      label: `combined: ${values.map(([field, { value }]) => `${field} = ${JSON.stringify(value)?.slice(0, 30)}`).join(', ')}`,
      build: (valid) =>
        asJson({ ...extra, ...valid, ...Object.fromEntries(values.map(([field, { value }]) => [field, value])) }),
      expect: [...new Set(values.flatMap(([, { expect }]) => expect))],
    };
  });
}

function documentCases(endpoint: JsonEndpoint, random: Random, sample: Record<string, unknown>): FuzzCase[] {
  // Documents are built from a sample body; `valid` is the caller's own, used where it matters.
  return badDocuments(sample, random, endpoint.longField).map((doc) => ({
    label: `document: ${doc.label}`,
    build: () => ({ body: doc.body, contentType: doc.contentType }),
    expect: doc.expect,
  }));
}

/** Every fuzz case of an endpoint, in a fixed order for a given seed. */
export function fuzzCases(endpoint: JsonEndpoint, random: Random, sample: Record<string, unknown>): FuzzCase[] {
  return [
    ...fieldCases(endpoint, random),
    ...missingCases(endpoint, random),
    ...comboCases(endpoint, random, 30),
    ...documentCases(endpoint, random, sample),
  ];
}
