/**
 * The error body of what Hono itself throws (an HTTPException). Services refuse with lib/refusal.ts
 * (reasons in shared/refusals/), whose body the 404 and 500 answers use too.
 */

/** Extra fields docs/architecture.md section 4 puts in some error bodies. */
export interface ErrorDetails {
  /** `POST /bookings` and `POST /wishlist` failures carry `acknowledged: false`. */
  acknowledged?: false;
}

/** The body of an HTTPException's answer: its message, and the extra fields of section 4. */
export function errorBody(message: string, details: ErrorDetails = {}) {
  return { message, ...details };
}
