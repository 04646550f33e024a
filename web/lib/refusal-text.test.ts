import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refundReasons } from '@shared/refund-reasons';
import { refusalReasons, refusalRules, type RefusalRule } from '@shared/refusals';
import { listingInputSchema } from '@shared/schemas/listings';
import { loginFormSchema, signupFormSchema } from '@shared/schemas/users';
import { readJson } from './api-client';
import { catalogText, i18n } from './i18n';
import { refusalText } from './refusal-text';

/** Latin letters, but not those of a brand, a standard or a quoted field name the texts keep as they are. */
const english = (text: string | undefined) =>
  /[A-Za-z]/.test(
    (text ?? '')
      .replace(/["“‘'][A-Za-z-]+["”’']/g, '')
      .replace(
        /Thanda|SSLCOMMERZ|Stripe|ADMIN_EMAILS|JSON|Content-Type[^)]*|WebSocket|If-Match|If-Unmodified-Since|JPEG|PNG|WebP|GIF|AVIF|MB|multipart form data|base64|API|GET|\/api\/x/g,
        '',
      ),
  );

describe('refusals in the page language', () => {
  beforeEach(() => i18n.activate('bn'));
  afterEach(() => vi.unstubAllGlobals());

  it('has Bangla for every reason and every variant the API can answer, with its params', () => {
    const params = { minutes: 7, refundReason: 'sold' as const, method: 'GET', path: '/api/x' };
    const untranslated = refusalReasons.flatMap((reason) => {
      const rule: RefusalRule = refusalRules[reason];
      return [undefined, ...Object.keys(rule.variants ?? {})]
        .map((variant) => ({
          reason,
          variant,
          text: refusalText({ reason, params: { ...params, variant }, message: 'x' }),
        }))
        .filter(({ text }) => text === 'x' || english(text))
        .map(({ reason, variant }) => `${reason}${variant ? `/${variant}` : ''}`);
    });
    expect(untranslated).toEqual([]);
  });

  it('composes a refusal from its params in Bangla: the minutes of a wait, the reason of a refund', () => {
    const wait = refusalText({ reason: 'hold-taken', params: { variant: 'wait', minutes: 7 }, message: 'x' });
    expect(wait).toContain('৭');
    expect(english(wait)).toBe(false);
    const refunded = refusalText({
      reason: 'payment-refunded',
      params: { variant: 'refundedBecause', refundReason: 'sold' },
      message: 'x',
    });
    expect(refunded).toContain(catalogText(refundReasons.sold));
    expect(english(refunded)).toBe(false);
    i18n.activate('en');
    expect(refusalText({ reason: 'hold-taken', params: { variant: 'wait', minutes: 1 }, message: 'x' })).toBe(
      'Another buyer is paying for this product right now. Please try again in 1 minute.',
    );
  });

  it('keeps the message as it came for a reason this build does not know, or params its text lacks', () => {
    expect(refusalText({ reason: 'something-new', message: 'Something new happened.' })).toBe(
      'Something new happened.',
    );
    expect(refusalText({ reason: 'hold-taken', params: { variant: 'wait' }, message: 'As it came.' })).toBe(
      'As it came.',
    );
  });

  it('has Bangla for every reason a payment was refunded, which My Orders shows', () => {
    expect(Object.values(refundReasons).filter((reason) => catalogText(reason) === reason)).toEqual([]);
  });

  it("shows a shared schema's validation messages in Bangla, and English in English", () => {
    const result = listingInputSchema.safeParse({ name: '', price: -1, negotiable: 'yes' });
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Product Name is Required');
    expect(catalogText('Product Name is Required')).toBe('পণ্যের নাম দিতে হবে');
    expect(messages.filter((message) => catalogText(message) === message)).toEqual([]);
    i18n.activate('en');
    expect(catalogText('Product Name is Required')).toBe('Product Name is Required');
  });

  it('has Bangla for every reason a payment was refunded, which My Orders shows', () => {
    expect(Object.values(refundReasons).filter((reason) => catalogText(reason) === reason)).toEqual([]);
  });

  it('gives the refusal answered when a payment is refunded in Bangla, for every reason and notice', () => {
    for (const refundReason of Object.keys(refundReasons) as (keyof typeof refundReasons)[]) {
      for (const variant of ['refundedBecause', 'refundingBecause']) {
        const text = refusalText({ reason: 'payment-refunded', params: { variant, refundReason }, message: 'x' });
        expect(text).toContain(catalogText(refundReasons[refundReason]));
        expect(english(text)).toBe(false);
      }
    }
  });

  it('has Bangla for the messages that name a limit', () => {
    const tooMuch = listingInputSchema.safeParse({
      name: 'x'.repeat(121),
      about: 'x'.repeat(2001),
      price: 2_000_000,
      purchaseYear: 1989,
      warrantyMonths: 121,
      photos: Array(8).fill('/api/images/y.png'),
    });
    const signup = signupFormSchema.safeParse({
      name: 'x'.repeat(81),
      email: 'a@b.test',
      password: '123',
      role: 'buyer',
    });
    const login = loginFormSchema.safeParse({ email: 'a@b.test', password: '123' });
    const messages = [tooMuch, signup, login].flatMap((result) => result.error!.issues.map((issue) => issue.message));
    expect(messages).toContain('Password must be 6 characters long');
    expect(catalogText('Password must be 6 characters long')).toBe('পাসওয়ার্ড ৬ অক্ষরের হতে হবে');
    expect(messages.filter((message) => catalogText(message) === message)).toEqual([]);
  });

  it('passes a text the catalogs do not know through as it came', () => {
    expect(catalogText('Something the API has never said.')).toBe('Something the API has never said.');
  });

  it('gives a refusal that lifts by itself in Bangla, with the minutes the server counted', async () => {
    const response = Response.json(
      {
        reason: 'hold-taken',
        params: { variant: 'wait', minutes: 12 },
        message: 'Another buyer is paying for this product right now. Please try again in 12 minutes.',
      },
      { status: 409 },
    );
    const error = await readJson(response).catch((e: unknown) => e as Error & { reason: string });
    expect(error.reason).toBe('hold-taken');
    expect(error.message).toContain('১২');
    expect(english(error.message)).toBe(false);
  });

  it("gives an API refusal's message and its issues in the page's language", async () => {
    const response = Response.json(
      { message: 'The request is not valid.', issues: [{ path: 'price', message: 'Price is Required' }] },
      { status: 400 },
    );
    const error = await readJson(response).catch((e: unknown) => e as Error & { issues: { message: string }[] });
    expect(error.message).toBe('অনুরোধটি সঠিক নয়।');
    const refused = await readJson(
      Response.json(
        {
          reason: 'invalid-input',
          params: {},
          message: 'Price is Required',
          issues: [{ path: 'price', message: 'Price is Required' }],
        },
        { status: 400 },
      ),
    ).catch((e: unknown) => e as Error);
    expect(refused.message).toBe('দাম দিতে হবে');
    expect(error.issues[0]!.message).toBe('দাম দিতে হবে');
  });
});
