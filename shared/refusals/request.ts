import type { RefusalRule } from './rule';

/** The request itself: sign-in, bodies, limits, the deployment (worker/middleware, worker/accounts/authenticate.ts). */
export const requestRefusals = {
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
} as const satisfies Record<string, RefusalRule>;
