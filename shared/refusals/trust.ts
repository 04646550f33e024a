import type { RefusalRule } from './rule';

/** Trust: reports, moderation, reviews and seller verification (worker/trust). */
export const trustRefusals = {
  'cannot-report-own': { status: 403, message: /*i18n*/ 'You cannot report your own listing or yourself.' },
  'report-not-found': { status: 404, message: /*i18n*/ 'There is no open report about that.' },
  'listing-not-hidden': { status: 409, message: /*i18n*/ 'This listing is not hidden.' },
  'listing-not-pending': { status: 409, message: /*i18n*/ 'This listing is not waiting for review.' },
  'cannot-suspend-self': { status: 403, message: /*i18n*/ 'You cannot suspend your own account.' },
  'cannot-suspend-admin': { status: 403, message: /*i18n*/ 'An admin cannot be suspended.' },
  'listing-under-review': {
    status: 409,
    message: /*i18n*/ 'This listing is waiting for review or was refused: it is not public.',
  },
  'user-not-suspended': { status: 409, message: /*i18n*/ 'This user is not suspended.' },
  'listing-held-back': {
    status: 409,
    message: /*i18n*/ 'An admin is holding this listing back, so it cannot be sold until it is shown again.',
  },
  'review-needs-verified-email': {
    status: 403,
    message: /*i18n*/ 'Verify your e-mail address before you review a seller.',
  },
  'review-needs-purchase': {
    status: 403,
    message:
      /*i18n*/ 'Only a buyer who paid for something from this seller can review them. If you paid in person, confirm the purchase in My Orders first.',
  },
  'already-reviewed': {
    status: 409,
    message: /*i18n*/ 'You have already reviewed this seller. You can change your review for 7 days.',
  },
  'seller-review-not-found': { status: 404, message: /*i18n*/ 'No review with that id.' },
  'not-your-review': { status: 403, message: /*i18n*/ 'This review is not yours to change.' },
  'review-edit-closed': { status: 409, message: /*i18n*/ 'A review can be changed for 7 days only.' },
  'already-replied': { status: 409, message: /*i18n*/ 'You have already replied to this review.' },
  'profile-not-found': { status: 404, message: /*i18n*/ 'No seller with that id.' },
  'phone-not-confirmed': {
    status: 400,
    message: /*i18n*/ 'Confirm your phone number with the code we text you first.',
    field: 'phone',
  },
  'phone-not-bangladeshi': {
    status: 400,
    message: /*i18n*/ 'Verification needs a Bangladeshi mobile number.',
    field: 'phone',
  },
  'phone-proof-not-yours': { status: 403, message: /*i18n*/ 'That confirmed phone number belongs to another account.' },
  'already-verified': { status: 409, message: /*i18n*/ 'You are verified already.' },
  'verification-pending': {
    status: 409,
    message: /*i18n*/ 'Your request is waiting for an admin. You will see the answer on this page.',
  },
  'cannot-verify-suspended': {
    status: 409,
    message: /*i18n*/ 'This seller is suspended: lift the suspension before you verify them, or decline.',
  },
  'verification-request-not-found': { status: 404, message: /*i18n*/ 'No waiting verification request with that id.' },
} as const satisfies Record<string, RefusalRule>;
