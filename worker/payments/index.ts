export { bookingRow, heldProductsOfUser, openBookingOf, releaseHolds } from './fulfilment';
export { type PaymentGateway } from './gateway';
export { paymentGateway } from './gateways';
export { listRefunds } from './refunds';
export { approveReview, declineReview, listPaymentReviews } from './risk-checks';
