export { bookingRow } from './booking-row';
export { type PaymentGateway } from './gateway';
export { paymentGateway } from './gateways';
export { openBookingOf } from './hold-rules';
export { heldListingsOfUser, releaseHolds } from './holds';
export { listRefunds } from './refunds';
export { approveRiskCheck, declineRiskCheck, listRiskChecks } from './risk-checks';
