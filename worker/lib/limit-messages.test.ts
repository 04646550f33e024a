/**
 * A limit's message spells its number out (a catalog id, so the SPA can show it in Bangla, cannot
 * be built from the value): these hold every such message to the limit the rule applies.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { HOLD_MINUTES, HOLDS_IN_ROW, PHOTOS_MAX, TEXT_MAX } from '../../shared/domain';
import { refusalRules } from './refusal';
import { listingInput } from '../test/fixtures';
import { WARRANTY_MONTHS_MAX } from '../../shared/unit-specs';
import { ABOUT_MAX, EARLIEST_PURCHASE_YEAR, PRICE_MAX, listingInputSchema } from '../../shared/schemas/listings';
import { loginFormSchema, NAME_MAX, PASSWORD_MIN, signupFormSchema } from '../../shared/schemas/users';

const listing = listingInput('split-ac', '/api/images/x.png');
const account = { name: 'Farhana', email: 'farhana@example.test', password: 'secret1', role: 'buyer' };

const messages = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues.map((issue) => issue.message) ?? [];
/** A limit as the messages write it (1,000,000). */
const written = (limit: number) => limit.toLocaleString('en-US');

describe('messages that name a limit', () => {
  it('name the limit their rule applies, just past it', () => {
    const cases: [limit: string, messages: string[]][] = [
      [written(TEXT_MAX), messages(listingInputSchema.safeParse({ ...listing, name: 'x'.repeat(TEXT_MAX + 1) }))],
      [written(ABOUT_MAX), messages(listingInputSchema.safeParse({ ...listing, about: 'x'.repeat(ABOUT_MAX + 1) }))],
      [written(PRICE_MAX), messages(listingInputSchema.safeParse({ ...listing, price: PRICE_MAX + 1 }))],
      [
        String(EARLIEST_PURCHASE_YEAR),
        messages(listingInputSchema.safeParse({ ...listing, purchaseYear: EARLIEST_PURCHASE_YEAR - 1 })),
      ],
      [
        written(WARRANTY_MONTHS_MAX),
        messages(listingInputSchema.safeParse({ ...listing, warrantyMonths: WARRANTY_MONTHS_MAX + 1 })),
      ],
      [
        written(PHOTOS_MAX),
        messages(listingInputSchema.safeParse({ ...listing, photos: Array(PHOTOS_MAX).fill('/api/images/y.png') })),
      ],
      [written(NAME_MAX), messages(signupFormSchema.safeParse({ ...account, name: 'x'.repeat(NAME_MAX + 1) }))],
      [
        written(PASSWORD_MIN),
        messages(signupFormSchema.safeParse({ ...account, password: 'x'.repeat(PASSWORD_MIN - 1) })),
      ],
      [
        written(PASSWORD_MIN),
        messages(loginFormSchema.safeParse({ ...account, password: 'x'.repeat(PASSWORD_MIN - 1) })),
      ],
    ];
    for (const [limit, said] of cases) {
      expect(said, limit).toHaveLength(1);
      expect(said[0], limit).toContain(limit);
    }
  });

  it('include the hold a second buyer waits out', () => {
    expect(refusalRules['hold-taken'].message).toContain(`${HOLD_MINUTES} minutes`);
    expect(refusalRules['hold-resting'].message).toContain(`${HOLD_MINUTES} minutes after`);
    expect(refusalRules['hold-limit'].message).toContain(`${HOLDS_IN_ROW} times in a row`);
  });
});
