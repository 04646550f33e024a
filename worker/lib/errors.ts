import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Issue {
  path: string;
  message: string;
}

/** Extra fields DESIGN.md section 4 puts in some error bodies. */
export interface ErrorDetails {
  issues?: Issue[];
  /** `POST /bookings` and `POST /wishlist` failures carry `acknowledged: false`. */
  acknowledged?: false;
}

/** An error a person should read: its message and details become the JSON body. */
export class ApiError extends HTTPException {
  readonly details: ErrorDetails;

  constructor(status: ContentfulStatusCode, message: string, details: ErrorDetails = {}) {
    super(status, { message });
    this.details = details;
  }
}

/** The error body every `/api` failure answers with. */
export function errorBody(message: string, details: ErrorDetails = {}) {
  return { message, ...details };
}
