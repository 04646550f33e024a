import type { RefusalRule } from './rule';

/** Payments: holds, gateways, refunds, sales in person (worker/payments). */
export const paymentRefusals = {
  'not-booking-buyer': { status: 403, message: /*i18n*/ 'Only the buyer of this booking can pay for it.' },
  'booking-paid': { status: 409, message: /*i18n*/ 'This booking is already paid.' },
  'booking-cancelled': {
    status: 409,
    message: /*i18n*/ 'You cancelled this booking. Book the product again to pay for it.',
  },
  'booking-cancelled-by-buyer': { status: 409, message: /*i18n*/ 'The buyer cancelled this booking.' },
  'listing-gone': { status: 409, message: /*i18n*/ 'Sorry, this listing is no longer available.' },
  'hold-taken': {
    status: 409,
    // Spells HOLD_MINUTES out: the rule, for a hold whose end is no one else's business (limit-messages.test.ts).
    message: /*i18n*/ 'Another buyer is paying for this product right now. Please try again in 15 minutes.',
    // The minutes left of the other buyer's hold (the payment page asks again by itself when it ends).
    variants: {
      wait: /*i18n*/ 'Another buyer is paying for this product right now. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    },
  },
  'hold-resting': {
    status: 409,
    // One text in the catalogs (a Bangla reader gets it in Bangla): the rule, not the minutes left.
    message:
      /*i18n*/ 'Your last hold on this product ended without a payment. So that other buyers get a turn, please try again 15 minutes after it ended.',
  },
  'hold-limit': {
    status: 409,
    // Spells HOLDS_IN_ROW out, as 'hold-taken' does its minutes (limit-messages.test.ts holds it to it).
    message:
      /*i18n*/ 'You have held this product 3 times in a row without paying. So that other buyers get a turn, please try again a day after your last hold ended.',
  },
  'payment-not-through': {
    status: 402,
    message: /*i18n*/ 'The payment has not gone through, so nothing was charged to this booking.',
  },
  'payment-mismatch': { status: 409, message: /*i18n*/ 'That payment does not match this booking and its price.' },
  'payment-other-booking': { status: 409, message: /*i18n*/ 'That payment belongs to another booking.' },
  'payment-refunded': {
    status: 409,
    message: /*i18n*/ 'This payment was refunded in full.',
    // What the buyer reads once a payment that made no sale is refunded, or while it is: why
    // (`refundReason`, one of shared/refund-reasons.ts) and the refund.
    variants: {
      refunded: /*i18n*/ 'Your payment has been refunded in full.',
      refundedBecause: /*i18n*/ '{refundReason} Your payment has been refunded in full.',
      refunding: /*i18n*/ 'Your payment is being refunded in full.',
      refundingBecause: /*i18n*/ '{refundReason} Your payment is being refunded in full.',
    },
  },
  'payment-expired': { status: 400, message: /*i18n*/ 'This payment has expired. Please start again.' },
  'payment-cancelled': {
    status: 409,
    message: /*i18n*/ 'This payment was cancelled: the product is no longer held for you. Please start again.',
  },
  'card-invalid': { status: 402, message: /*i18n*/ 'Your card number is invalid.' },
  'card-expired': { status: 402, message: /*i18n*/ 'Your card has expired.' },
  'card-declined': { status: 402, message: /*i18n*/ 'Your card was declined.' },
  'demo-gateway-off': { status: 404, message: /*i18n*/ 'The demo payment gateway is not in use here.' },
  'payment-in-review': {
    status: 409,
    message: /*i18n*/ 'Your payment went through and is being checked. The product is held for you meanwhile.',
  },
  'gateway-unsure': {
    status: 502,
    message:
      /*i18n*/ 'The payment gateway could not confirm this payment right now. Please try again in a few minutes.',
  },
  'payment-start-failed': {
    status: 502,
    message: /*i18n*/ 'The payment could not be started. Please try again in a few minutes.',
  },
  'review-not-found': { status: 404, message: /*i18n*/ 'No payment of this booking is waiting for review.' },
  'sslcommerz-off': { status: 404, message: /*i18n*/ 'SSLCOMMERZ is not configured here.' },
  'notification-unsigned': {
    status: 400,
    message: /*i18n*/ 'The notification is not signed by SSLCOMMERZ, or is not a valid one.',
  },
  'webhook-unsigned': {
    status: 400,
    message: /*i18n*/ 'The webhook is not signed by Stripe, or is not a valid event.',
  },
  'not-sold-in-person': {
    status: 409,
    message:
      /*i18n*/ 'The seller has not recorded this order as sold to you in person, so there is nothing to confirm.',
  },
  // Thanda Protect (payments/protect.ts) and the sellers' payouts (payments/payouts.ts).
  'payment-not-found': { status: 404, message: /*i18n*/ 'There is no such payment.' },
  'not-payment-seller': { status: 403, message: /*i18n*/ 'Only the seller paid by this payment can do this.' },
  'not-payment-buyer': { status: 403, message: /*i18n*/ 'Only the buyer who made this payment can do this.' },
  'payment-not-held': {
    status: 409,
    message: /*i18n*/ 'This payment is no longer held by Thanda: it was released to the seller or refunded.',
  },
  'payment-disputed': {
    status: 409,
    message: /*i18n*/ 'This payment is disputed: it stays held until an admin decides.',
  },
  'dispute-window-closed': {
    status: 409,
    message: /*i18n*/ 'The 72 hours to dispute this payment after the hand-over have passed.',
  },
  'dispute-not-found': { status: 404, message: /*i18n*/ 'This payment is not disputed.' },
  'dispute-resolved': { status: 409, message: /*i18n*/ 'This dispute has already been decided.' },
  'refund-amount-invalid': {
    status: 400,
    message: /*i18n*/ 'A partial refund must be more than nothing and less than the amount held.',
  },
  'refund-other-gateway': {
    status: 409,
    message:
      /*i18n*/ 'This payment was taken by another payment gateway than the one Thanda uses now, so it cannot be refunded from here.',
  },
  'payout-nothing-owed': { status: 409, message: /*i18n*/ 'Thanda owes this seller nothing right now.' },
  'payout-amount-changed': {
    status: 409,
    message:
      /*i18n*/ 'What Thanda owes this seller has changed since you looked. Check the amount and record it again.',
  },
  'payout-reference-used': {
    status: 409,
    message: /*i18n*/ 'A payout with this reference is already recorded.',
  },
} as const satisfies Record<string, RefusalRule>;
