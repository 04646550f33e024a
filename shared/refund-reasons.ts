/**
 * Why a payment that went through made no sale; the text is what the buyer reads in My Orders (in
 * the page's language: the SPA's server catalog has them).
 */
export const refundReasons = {
  'hold-lapsed': /*i18n*/ 'Your 15-minute hold on this product ended before the payment arrived.',
  sold: /*i18n*/ 'This product was sold to another buyer.',
  removed: /*i18n*/ 'This listing was removed.',
  'seller-removed': /*i18n*/ 'The seller of this listing is no longer on Thanda.',
  'held-back': /*i18n*/ 'Thanda took this listing down while you were paying.',
  'buyer-suspended': /*i18n*/ 'Your account was suspended while you were paying.',
  'buyer-removed': /*i18n*/ 'This account was closed before the payment arrived.',
  cancelled: /*i18n*/ 'You cancelled this booking before the payment arrived.',
  'price-changed': /*i18n*/ 'The price changed after you started paying.',
  'already-paid': /*i18n*/ 'This booking was already paid.',
  'other-in-review': /*i18n*/ 'Another payment for this booking is being reviewed.',
  'review-declined': /*i18n*/ 'Thanda could not verify this payment, so it was not accepted.',
} as const;
export type RefundReason = keyof typeof refundReasons;

/** The reason a stored refund text gives (payments keep the text the buyer reads), if it is one of these. */
export function refundReasonOf(text: string | null | undefined): RefundReason | undefined {
  return (Object.keys(refundReasons) as RefundReason[]).find((reason) => refundReasons[reason] === text);
}
