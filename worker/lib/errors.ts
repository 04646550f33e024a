/**
 * The error body every `/api` failure answers with (services refuse with lib/refusal.ts; this is
 * the shape of what Hono itself throws and of the 404 and 500 answers).
 */

/** Extra fields docs/architecture.md section 4 puts in some error bodies. */
export interface ErrorDetails {
  /** `POST /bookings` and `POST /wishlist` failures carry `acknowledged: false`. */
  acknowledged?: false;
}

/** The error body every `/api` failure answers with. */
export function errorBody(message: string, details: ErrorDetails = {}) {
  return { message, ...details };
}
