/**
 * The one way services say no (issue 20): they throw a `Refusal` naming a reason of this closed
 * list; the error handler answers it with the reason's status and message (a refusal may carry a
 * more precise message of its own). Reasons the SPA acts on are sent in the body as `reason`.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

interface Rule {
  status: ContentfulStatusCode;
  message: string;
  /** Sent to the client as `reason`, for screens that act on it. */
  exposed?: true;
}

export const refusalRules = {
  'product-not-found': { status: 404, message: 'No product with that id.' },
  'product-sold': { status: 409, message: 'Sorry, this product has already been sold.' },
  'own-product': { status: 403, message: 'You cannot book your own product.' },
  'already-booked': { status: 409, message: 'You have already booked this product.' },
  'already-wished': { status: 409, message: 'This product is already in your wish list.' },
  'wish-not-found': { status: 404, message: 'No such item in your wish list.' },
  'booking-not-found': { status: 404, message: 'No booking with that id.' },
  'not-your-booking': { status: 403, message: 'This booking is not yours.' },
  'not-your-list': { status: 403, message: 'You can only see your own list.' },
  'session-expired': { status: 401, message: 'Your session has expired. Please sign in again.' },
  'account-inactive': { status: 401, message: 'This account is no longer active.' },
  'account-deleted': {
    status: 403,
    message: 'This account has been deleted. Please contact Thanda if you think this is a mistake.',
  },
  'email-unverified': {
    status: 403,
    message: 'Verify your e-mail address before you publish or edit listings.',
    exposed: true,
  },
  'email-taken': {
    status: 409,
    message: 'This e-mail address belongs to another Thanda account. Please contact Thanda if it is yours.',
    exposed: true,
  },
  'listing-held': { status: 409, message: 'A buyer is paying for this product right now.', exposed: true },
} as const satisfies Record<string, Rule>;

export type RefusalReason = keyof typeof refusalRules;
export const refusalReasons = Object.keys(refusalRules) as RefusalReason[];

export class Refusal extends Error {
  readonly reason: RefusalReason;

  constructor(reason: RefusalReason, message?: string) {
    super(message ?? refusalRules[reason].message);
    this.name = 'Refusal';
    this.reason = reason;
  }

  get status(): ContentfulStatusCode {
    return refusalRules[this.reason].status;
  }

  /** The JSON body: the message, and the reason when the SPA acts on it. */
  body() {
    const rule: Rule = refusalRules[this.reason];
    return { message: this.message, ...(rule.exposed && { reason: this.reason }) };
  }
}
