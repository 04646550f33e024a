/**
 * Every way the API says no, by reason: its status and its English text (docs/decisions/024). The
 * Worker answers `{ reason, params, message }`; the SPA shows the same text from its catalogs by
 * reason and params (a text here is its catalog id), so a Bangla reader reads a composed refusal in
 * Bangla. A text takes `{name}` and ICU plurals; a reason with `variants` says the same thing more
 * precisely for some cases (the variant is named by the `variant` param).
 */
import { refundReasons, type RefundReason } from './refund-reasons';

export interface RefusalRule {
  status: 400 | 401 | 402 | 403 | 404 | 409 | 412 | 413 | 415 | 426 | 429 | 500 | 502 | 503;
  message: string;
  /** The form field the refusal is about: the body carries it as an issue, as validation does. */
  field?: string;
  variants?: Record<string, string>;
}

export const refusalRules = {
  // The request itself (middleware).
  'invalid-input': { status: 400, message: /*i18n*/ 'The request is not valid.' },
  'no-route': { status: 404, message: /*i18n*/ 'No API route for {method} {path}.' },
  // Not a refusal but a failure: the same shape, so a client reads it as it reads the others.
  'server-error': { status: 500, message: /*i18n*/ 'Something went wrong on our side. Please try again.' },
  'sign-in-required': { status: 401, message: /*i18n*/ 'Please sign in to continue.' },
  'identity-proof-required': { status: 401, message: /*i18n*/ 'Sign in first: this call needs proof of who you are.' },
  'id-token-invalid': {
    status: 401,
    message: /*i18n*/ 'The sign-in token is not valid.',
    variants: {
      future: /*i18n*/ 'The sign-in token was issued in the future.',
      noSignInTime: /*i18n*/ 'The sign-in token has no valid sign-in time.',
      noUser: /*i18n*/ 'The sign-in token has no user.',
      noEmail: /*i18n*/ 'The sign-in token carries no e-mail address.',
      expired: /*i18n*/ 'The sign-in token has expired. Please sign in again.',
    },
  },
  'identity-provider-unavailable': {
    status: 503,
    message: /*i18n*/ 'Sign-in cannot be checked right now. Please try again in a minute.',
  },
  forbidden: { status: 403, message: /*i18n*/ 'You do not have permission to do that.' },
  'not-product-seller': { status: 403, message: /*i18n*/ 'Only the seller of this product can do that.' },
  'too-many-requests': { status: 429, message: /*i18n*/ 'Too many requests. Please wait a minute and try again.' },
  'request-too-large': { status: 413, message: /*i18n*/ 'The request is too large.' },
  'body-malformed': { status: 400, message: /*i18n*/ 'The request body is not valid JSON.' },
  'body-not-json': { status: 415, message: /*i18n*/ 'Send the request body as JSON (Content-Type: application/json).' },
  'body-not-form': {
    status: 415,
    message: /*i18n*/ 'Send the notification as a form (Content-Type: application/x-www-form-urlencoded).',
  },
  'not-configured': {
    status: 503,
    message: /*i18n*/ 'Thanda is not configured correctly yet. Please try again later.',
  },
  'image-not-found': { status: 404, message: /*i18n*/ 'No image with that name.' },
  // Uploads (worker/images/uploads.ts), answered in imgbb's shape by worker/images/upload-routes.ts.
  'upload-not-form': { status: 415, message: /*i18n*/ 'Send the image as multipart form data in the field "image".' },
  'upload-unreadable': {
    status: 400,
    message: /*i18n*/ 'The form could not be read. Send the image as multipart form data in the field "image".',
  },
  'upload-empty': { status: 400, message: /*i18n*/ 'Choose an image to upload.' },
  'upload-link': { status: 400, message: /*i18n*/ 'Upload the image file itself, not a link to it.' },
  'upload-bad-base64': { status: 400, message: /*i18n*/ 'The image text is not valid base64.' },
  'image-too-large': { status: 413, message: /*i18n*/ 'The image is larger than 5 MB.' },
  'image-unsupported': { status: 415, message: /*i18n*/ 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.' },
  'image-corrupt': {
    status: 400,
    message: /*i18n*/ 'The file is not a complete image, or it is damaged. Please choose another photo.',
  },
  'image-too-many-pixels': {
    status: 413,
    message: /*i18n*/ 'The photo is larger than 40 megapixels. Please choose a smaller one.',
  },
  'image-precondition-failed': {
    status: 412,
    message: /*i18n*/ 'The image does not match the If-Match or If-Unmodified-Since condition.',
  },
  'product-not-found': { status: 404, message: /*i18n*/ 'No product with that id.' },
  'product-sold': { status: 409, message: /*i18n*/ 'Sorry, this product has already been sold.' },
  'own-product': { status: 403, message: /*i18n*/ 'You cannot book your own product.' },
  'already-booked': { status: 409, message: /*i18n*/ 'You have already booked this product.' },
  'own-product-wished': { status: 403, message: /*i18n*/ 'You cannot add your own product to your wish list.' },
  'already-wished': { status: 409, message: /*i18n*/ 'This product is already in your wish list.' },
  'wish-not-found': { status: 404, message: /*i18n*/ 'No such item in your wish list.' },
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
  'session-expired': { status: 401, message: /*i18n*/ 'Your session has expired. Please sign in again.' },
  'account-inactive': { status: 401, message: /*i18n*/ 'This account is no longer active.' },
  'account-deleted': {
    status: 403,
    message: /*i18n*/ 'This account has been deleted. Please contact Thanda if you think this is a mistake.',
  },
  'email-unverified': {
    status: 403,
    message: /*i18n*/ 'Verify your e-mail address before you publish or edit listings.',
    variants: {
      // Signing in to an account made before uids were stored: only a verified e-mail claims it.
      claim:
        /*i18n*/ 'This e-mail address already has a Thanda account. Verify the address (open the link we send you), then log in again.',
    },
  },
  'email-taken': {
    status: 409,
    message: /*i18n*/ 'This e-mail address belongs to another Thanda account. Please contact Thanda if it is yours.',
  },
  'listing-held': {
    status: 409,
    message: /*i18n*/ 'A buyer is paying for this product right now.',
    // A seller's change waits for the hold: what they tried, and the minutes left.
    variants: {
      change:
        /*i18n*/ 'A buyer is paying for this product right now, so you cannot change it. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
      sell: /*i18n*/ 'A buyer is paying for this product right now, so you cannot mark it sold. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
      delete:
        /*i18n*/ 'A buyer is paying for this product right now, so you cannot delete it. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    },
  },
  // Listings (worker/listings/listing-life.ts, listing-writes.ts).
  'category-unknown': { status: 400, message: /*i18n*/ 'Choose one of the categories.', field: 'categoryId' },
  'image-not-uploaded': { status: 400, message: /*i18n*/ 'Upload the photo through Thanda first.', field: 'img' },
  'photo-not-uploaded': {
    status: 400,
    message: /*i18n*/ 'Upload each photo through Thanda first.',
    field: 'photos',
  },
  'photo-not-yours': {
    status: 400,
    message:
      /*i18n*/ 'One of the photos is already shown by another listing or a category. Please use photos of your own unit.',
    field: 'photos',
  },
  'photo-twice': { status: 400, message: /*i18n*/ 'Each photo can be shown once in a listing.', field: 'photos' },
  'image-not-yours': {
    status: 400,
    message:
      /*i18n*/ 'This photo is already shown by another listing or a category. Please upload a photo of your own unit.',
    field: 'img',
  },
  'cooler-has-no-tons': { status: 400, message: /*i18n*/ 'An air cooler has no capacity in tons.', field: 'tons' },
  'listing-sold': { status: 409, message: /*i18n*/ 'A sold product cannot be changed.' },
  'listing-sold-not-advertisable': {
    status: 409,
    message: /*i18n*/ 'This product is sold, so it cannot be advertised.',
  },
  'listing-changed': { status: 409, message: /*i18n*/ 'The listing changed while you were saving. Please try again.' },
  'not-your-products': { status: 403, message: /*i18n*/ 'You can only see your own products here.' },
  'page-link-invalid': {
    status: 400,
    message: /*i18n*/ 'That page link is no longer valid. Start from the first page.',
  },
  // Accounts (worker/accounts/accounts.ts, worker/admin/accounts.ts).
  'not-your-account': { status: 403, message: /*i18n*/ 'You can only look up your own account.' },
  'not-your-email': { status: 403, message: /*i18n*/ 'That e-mail address does not belong to the signed-in account.' },
  'cannot-remove-self': { status: 403, message: /*i18n*/ 'You cannot delete your own account.' },
  'cannot-remove-admin': {
    status: 403,
    message: /*i18n*/ 'An admin of this deployment (ADMIN_EMAILS) cannot be deleted.',
  },
  'user-not-found': { status: 404, message: /*i18n*/ 'No user with that id.' },
  'seller-not-found': { status: 404, message: /*i18n*/ 'No seller with that e-mail address.' },
  // Payments (worker/payments/).
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
  // Conversations (worker/conversations/conversations.ts, conversation-room.ts).
  'conversation-not-found': { status: 404, message: /*i18n*/ 'No conversation with that id.' },
  'not-your-conversation': { status: 403, message: /*i18n*/ 'This conversation is not yours.' },
  'own-listing-conversation': { status: 403, message: /*i18n*/ 'You cannot message yourself about your own listing.' },
  'listing-closed-to-conversations': {
    status: 409,
    message: /*i18n*/ 'This listing is sold, so it takes no new conversations.',
  },
  'conversation-closed': {
    status: 409,
    message:
      /*i18n*/ 'This listing was sold or removed, so its conversation is closed. Its messages stay here to read.',
  },
  'conversation-blocked': {
    status: 409,
    message: /*i18n*/ 'This conversation is blocked: no more messages can be sent in it.',
  },
  'person-blocked': {
    status: 409,
    message: /*i18n*/ 'One of you has blocked the other, so you cannot start a conversation.',
  },
  'blocked-by-other': {
    status: 403,
    message: /*i18n*/ 'Only the person who blocked this conversation can unblock it.',
  },
  // Reports and moderation (worker/trust/reports.ts, moderation.ts).
  'already-reported': {
    status: 409,
    message: /*i18n*/ 'You have already reported this. An admin will look at it soon.',
  },
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
  'not-sold-in-person': {
    status: 409,
    message:
      /*i18n*/ 'The seller has not recorded this order as sold to you in person, so there is nothing to confirm.',
  },
  // Reviews and profiles (worker/trust/reviews.ts, worker/pages/seller-profile.ts).
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
  // Verification requests (worker/trust/verification.ts).
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
  'account-suspended': {
    status: 403,
    message:
      /*i18n*/ 'Your account is suspended, so you cannot list, book, pay or send messages for now. Your dashboard says why.',
  },
  'message-not-stored': { status: 409, message: /*i18n*/ 'The message was not sent. Please try again.' },
  'websocket-required': { status: 426, message: /*i18n*/ 'Open this address as a WebSocket.' },
} as const satisfies Record<string, RefusalRule>;

export type RefusalReason = keyof typeof refusalRules;
export const refusalReasons = Object.keys(refusalRules) as RefusalReason[];

/** What a composed refusal is made of: numbers, a variant's name, a refund's reason. */
export interface RefusalParams {
  variant?: string;
  minutes?: number;
  refundReason?: RefundReason;
  /** The request a route was not found for. */
  method?: string;
  path?: string;
}

/** The reason's text (its catalog id) for these params. */
export function refusalTemplate(reason: RefusalReason, params: RefusalParams = {}) {
  const rule: RefusalRule = refusalRules[reason];
  return (params.variant && rule.variants?.[params.variant]) || rule.message;
}

/**
 * The values a text's placeholders take, in English. `refundReason` is itself a text the catalogs
 * know, so the SPA translates it before it formats.
 */
export function refusalValues(params: RefusalParams, translate: (text: string) => string = (text) => text) {
  return { ...params, ...(params.refundReason && { refundReason: translate(refundReasons[params.refundReason]) }) };
}

const englishPlurals = new Intl.PluralRules('en');

/** A text in English with its values: `{name}` and `{name, plural, one {…} other {…}}` (`#` is the number). */
export function formatEnglish(template: string, values: Record<string, unknown>) {
  return template.replace(
    /\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}|\{(\w+)\}/g,
    (_, counted: string | undefined, one: string, other: string, name: string) => {
      if (counted === undefined) return String(values[name] ?? '');
      const n = Number(values[counted]);
      return (englishPlurals.select(n) === 'one' ? one : other).replace('#', String(n));
    },
  );
}
