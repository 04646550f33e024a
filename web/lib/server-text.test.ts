import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusalRules } from '../../worker/lib/refusal';
import { productInputSchema } from '../../worker/schemas/products';
import { readJson } from './api-client';
import { i18n } from './i18n';
import { serverText } from './server-text';

/** Refusals whose message is built from a value, so it cannot be a catalog id; shown in English. */
const BUILT_FROM_VALUES = new Set(['hold-taken']);

describe('serverText', () => {
  beforeEach(() => i18n.activate('bn'));
  afterEach(() => vi.unstubAllGlobals());

  it('has Bangla for every refusal the API can answer', () => {
    const untranslated = Object.entries(refusalRules)
      .filter(([reason, rule]) => !BUILT_FROM_VALUES.has(reason) && serverText(rule.message) === rule.message)
      .map(([reason]) => reason);
    expect(untranslated).toEqual([]);
  });

  it("shows a shared schema's validation messages in Bangla, and English in English", () => {
    const result = productInputSchema.safeParse({ name: '', price: -1 });
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Product Name is Required');
    expect(serverText('Product Name is Required')).toBe('পণ্যের নাম দিতে হবে');
    expect(messages.filter((message) => serverText(message) === message)).toEqual([]);
    i18n.activate('en');
    expect(serverText('Product Name is Required')).toBe('Product Name is Required');
  });

  it('passes a text the catalogs do not know through as it came', () => {
    expect(serverText('Another buyer is paying for this product right now. Please try again in 15 minutes.')).toBe(
      'Another buyer is paying for this product right now. Please try again in 15 minutes.',
    );
  });

  it("gives an API refusal's message and its issues in the page's language", async () => {
    const response = Response.json(
      { message: 'The request is not valid.', issues: [{ path: 'price', message: 'Price is Required' }] },
      { status: 400 },
    );
    const error = await readJson(response).catch((e: unknown) => e as Error & { issues: { message: string }[] });
    expect(error.message).toBe('অনুরোধটি সঠিক নয়।');
    expect(error.issues[0]!.message).toBe('দাম দিতে হবে');
  });
});
