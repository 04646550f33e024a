import { describe, expect, it } from 'vitest';
import { bookingStatus, cancellable, listingStatus } from './states';

const now = Date.parse('2026-11-26T08:00:00Z');
const listing = {
  paid: false,
  removedAt: null,
  moderation: null,
  expiredAt: null,
  holdBookingId: null,
  holdUntil: null,
} satisfies Parameters<typeof listingStatus>[0];

describe('listingStatus', () => {
  it('tells each state of docs/architecture.md section 9 from the row', () => {
    expect(listingStatus(listing, now)).toBe('active');
    const hold = { holdBookingId: 'b1', holdUntil: new Date(now + 60_000) };
    expect(listingStatus({ ...listing, ...hold }, now)).toBe('held');
    expect(listingStatus({ ...listing, ...hold, holdUntil: new Date(now - 1) }, now)).toBe('active');
    expect(listingStatus({ ...listing, paid: true }, now)).toBe('sold');
    expect(listingStatus({ ...listing, moderation: 'pending' }, now)).toBe('pending_review');
    expect(listingStatus({ ...listing, moderation: 'hidden' }, now)).toBe('hidden');
    expect(listingStatus({ ...listing, moderation: 'rejected' }, now)).toBe('hidden');
    expect(listingStatus({ ...listing, removedAt: new Date(now) }, now)).toBe('removed');
    expect(listingStatus({ ...listing, expiredAt: new Date(now) }, now)).toBe('expired');
  });

  it('puts what ends a listing before what pauses it', () => {
    const hold = { holdBookingId: 'b1', holdUntil: new Date(now + 60_000) };
    expect(listingStatus({ ...listing, ...hold, paid: true }, now)).toBe('sold');
    expect(listingStatus({ ...listing, paid: true, removedAt: new Date(now) }, now)).toBe('removed');
    expect(listingStatus({ ...listing, ...hold, moderation: 'hidden' }, now)).toBe('hidden');
    // A sale or an admin's hand says more than a lapse; a lapse more than a payment under way.
    expect(listingStatus({ ...listing, expiredAt: new Date(now), paid: true }, now)).toBe('sold');
    expect(listingStatus({ ...listing, expiredAt: new Date(now), moderation: 'hidden' }, now)).toBe('hidden');
    expect(listingStatus({ ...listing, ...hold, expiredAt: new Date(now) }, now)).toBe('expired');
  });
});

describe('bookingStatus', () => {
  const booking = {
    id: 'b1',
    paid: false,
    paidInPerson: false,
    refundedAt: null,
    reviewTransactionId: null,
    cancelledAt: null,
  };
  const product = { paid: false, removedAt: null, holdBookingId: null, holdUntil: null };
  const heldFor = (id: string) => ({ ...product, holdBookingId: id, holdUntil: new Date(now + 60_000) });

  it('follows a booking from asked for to paid', () => {
    expect(bookingStatus(booking, product, now)).toBe('requested');
    expect(bookingStatus(booking, heldFor('b1'), now)).toBe('pending_payment');
    // Another buyer paying leaves this booking waiting; a lapsed hold is no payment.
    expect(bookingStatus(booking, heldFor('b2'), now)).toBe('requested');
    expect(bookingStatus(booking, { ...heldFor('b1'), holdUntil: new Date(now - 1) }, now)).toBe('requested');
    expect(bookingStatus({ ...booking, reviewTransactionId: 'tx' }, heldFor('b1'), now)).toBe('pending_payment');
    expect(bookingStatus({ ...booking, paid: true }, { ...product, paid: true }, now)).toBe('paid');
    expect(bookingStatus({ ...booking, paid: true, paidInPerson: true }, { ...product, paid: true }, now)).toBe(
      'paid_in_person',
    );
  });

  it('is cancelled when the listing is sold to someone else or taken down, and refunded when money came back', () => {
    expect(bookingStatus(booking, { ...product, paid: true }, now)).toBe('cancelled');
    expect(bookingStatus(booking, { ...product, removedAt: new Date(now) }, now)).toBe('cancelled');
    expect(bookingStatus({ ...booking, refundedAt: new Date(now) }, { ...product, paid: true }, now)).toBe('refunded');
    // Its buyer called it off, whatever became of the listing since.
    const called = { ...booking, cancelledAt: new Date(now) };
    expect(bookingStatus(called, product, now)).toBe('cancelled');
    expect(bookingStatus({ ...called, refundedAt: new Date(now) }, heldFor('b1'), now)).toBe('cancelled');
  });

  it('offers to cancel while nothing is settled and the listing is still there to buy', () => {
    expect(cancellable(booking, product, now)).toBe(true);
    expect(cancellable(booking, heldFor('b1'), now)).toBe(true);
    expect(cancellable({ ...booking, reviewTransactionId: 'tx' }, heldFor('b1'), now)).toBe(false);
    expect(cancellable({ ...booking, refundedAt: new Date(now) }, product, now)).toBe(true);
    expect(cancellable({ ...booking, refundedAt: new Date(now) }, { ...product, paid: true }, now)).toBe(false);
    expect(cancellable(booking, { ...product, removedAt: new Date(now) }, now)).toBe(false);
    expect(cancellable({ ...booking, paid: true }, { ...product, paid: true }, now)).toBe(false);
    expect(cancellable({ ...booking, cancelledAt: new Date(now) }, product, now)).toBe(false);
  });
});
