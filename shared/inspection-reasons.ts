/**
 * Why Thanda itself ended an inspection, as everyone involved reads it: stored in English with the
 * inspection, and shown in the reader's language by the SPA (each is its catalog id).
 */
export const inspectionEndReasons = {
  unpaid: /*i18n*/ 'Not paid in time.',
  'payment-not-started': /*i18n*/ 'The payment could not be started.',
  'late-payment':
    /*i18n*/ 'The inspection could no longer be booked when the payment arrived, so the fee is refunded in full.',
  'never-happened': /*i18n*/ 'It did not happen within 48 hours of its time, so the fee is refunded in full.',
  'listing-left': /*i18n*/ 'The listing was sold or taken down, so the fee is refunded in full.',
} as const;
