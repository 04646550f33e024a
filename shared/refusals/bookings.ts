import type { RefusalRule } from './rule';

/** Bookings and the caller's own lists (worker/bookings). */
export const bookingRefusals = {
  'own-product': { status: 403, message: /*i18n*/ 'You cannot book your own product.' },
  'already-booked': { status: 409, message: /*i18n*/ 'You have already booked this product.' },
  'booking-not-found': { status: 404, message: /*i18n*/ 'No booking with that id.' },
  'not-your-booking': { status: 403, message: /*i18n*/ 'This booking is not yours.' },
  'not-your-list': {
    status: 403,
    message: /*i18n*/ 'You can only see your own list.',
    variants: {
      orders: /*i18n*/ 'You can only see your own orders.',
      wishlist: /*i18n*/ 'You can only see your own wish list.',
    },
  },
} as const satisfies Record<string, RefusalRule>;
