import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusalRules } from '../../worker/lib/refusal';
import { refundMessage, refundReasons } from '../../worker/payments/refund-reasons';
import { productInputSchema } from '@shared/schemas/listings';
import { loginFormSchema, signupFormSchema } from '@shared/schemas/users';
import { readJson } from './api-client';
import { i18n } from './i18n';
import { serverText } from './server-text';

describe('serverText', () => {
  beforeEach(() => i18n.activate('bn'));
  afterEach(() => vi.unstubAllGlobals());

  it('has Bangla for every refusal the API can answer', () => {
    const untranslated = Object.entries(refusalRules)
      .filter(([, rule]) => serverText(rule.message) === rule.message)
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

  it('has Bangla for every reason a payment was refunded, which My Orders shows', () => {
    expect(Object.values(refundReasons).filter((reason) => serverText(reason) === reason)).toEqual([]);
  });

  it('gives the refusal answered when a payment is refunded in Bangla, its reason and its notice', () => {
    const refunded = refundMessage(refundReasons.sold, 'refunded');
    expect(refunded).toBe('This product was sold to another buyer. Your payment has been refunded in full.');
    expect(serverText(refunded)).toBe(
      `${serverText(refundReasons.sold)} ${serverText('Your payment has been refunded in full.')}`,
    );
    expect(serverText(refunded)).not.toMatch(/[A-Za-z]/);
    for (const reason of Object.values(refundReasons)) {
      expect(serverText(refundMessage(reason, 'refunding'))).not.toMatch(/[A-Za-z]/);
    }
    expect(serverText(refundMessage('', 'refunded'))).not.toMatch(/[A-Za-z]/);
    // A sentence the catalogs do not know keeps the whole message as it came.
    const unknown = 'Something new happened. Your payment has been refunded in full.';
    expect(serverText(unknown)).toBe(unknown);
  });

  it('has Bangla for the messages that name a limit', () => {
    const tooMuch = productInputSchema.safeParse({
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
    expect(serverText('Password must be 6 characters long')).toBe('পাসওয়ার্ড ৬ অক্ষরের হতে হবে');
    expect(messages.filter((message) => serverText(message) === message)).toEqual([]);
  });

  it('passes a text the catalogs do not know through as it came', () => {
    expect(serverText('Something the API has never said.')).toBe('Something the API has never said.');
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
