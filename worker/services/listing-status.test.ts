import { describe, expect, it } from 'vitest';
import { listingStatus } from './listing-status';

const now = Date.parse('2026-11-26T08:00:00Z');
const listing = {
  paid: false,
  removedAt: null,
  moderation: null,
  holdBookingId: null,
  holdUntil: null,
} satisfies Parameters<typeof listingStatus>[0];

describe('listingStatus', () => {
  it('tells each state of DESIGN.md section 9 from the row', () => {
    expect(listingStatus(listing, now)).toBe('active');
    const hold = { holdBookingId: 'b1', holdUntil: new Date(now + 60_000) };
    expect(listingStatus({ ...listing, ...hold }, now)).toBe('held');
    expect(listingStatus({ ...listing, ...hold, holdUntil: new Date(now - 1) }, now)).toBe('active');
    expect(listingStatus({ ...listing, paid: true }, now)).toBe('sold');
    expect(listingStatus({ ...listing, moderation: 'pending' }, now)).toBe('pending_review');
    expect(listingStatus({ ...listing, moderation: 'hidden' }, now)).toBe('hidden');
    expect(listingStatus({ ...listing, moderation: 'rejected' }, now)).toBe('hidden');
    expect(listingStatus({ ...listing, removedAt: new Date(now) }, now)).toBe('removed');
  });

  it('puts what ends a listing before what pauses it', () => {
    const hold = { holdBookingId: 'b1', holdUntil: new Date(now + 60_000) };
    expect(listingStatus({ ...listing, ...hold, paid: true }, now)).toBe('sold');
    expect(listingStatus({ ...listing, paid: true, removedAt: new Date(now) }, now)).toBe('removed');
    expect(listingStatus({ ...listing, ...hold, moderation: 'hidden' }, now)).toBe('hidden');
  });
});
