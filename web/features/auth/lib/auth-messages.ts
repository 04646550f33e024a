import { ApiRequestError } from '../../../lib/api-client';

const messages: Record<string, string> = {
  'auth/invalid-credential': 'The e-mail or password is not correct.',
  'auth/invalid-login-credentials': 'The e-mail or password is not correct.',
  'auth/wrong-password': 'The e-mail or password is not correct.',
  'auth/user-not-found': 'The e-mail or password is not correct.',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Please log in instead.',
  'auth/weak-password': 'Please choose a stronger password of at least 6 characters.',
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/missing-email': 'Please enter your e-mail address.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-blocked': 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before you signed in.',
  'auth/cancelled-popup-request': 'The Google sign-in window was closed before you signed in.',
  'auth/unauthorized-domain': 'Google sign-in is not enabled for this web address.',
  'auth/invalid-api-key': 'Sign-in is not configured correctly. Please try again later.',
  'auth/auth-domain-config-required': 'Sign-in is not configured correctly. Please try again later.',
  'auth/internal-error': 'The sign-in service had a problem. Please try again.',
  'auth/invalid-auth-event': 'The sign-in service had a problem. Please try again.',
  'auth/argument-error': 'The sign-in service had a problem. Please try again.',
};

/**
 * Sign-in stopped because Thanda needs this e-mail address verified first (the server's
 * 'email-unverified' answer). `linkSent` says whether a new verification link has just gone out.
 */
export class EmailNotVerifiedError extends Error {
  readonly email: string;

  constructor(email: string, linkSent: boolean) {
    super(
      linkSent
        ? `We sent a verification link to ${email}. Open it, then log in again.`
        : `Please verify ${email} first: open the verification link we sent you, then log in again.`,
    );
    this.name = 'EmailNotVerifiedError';
    this.email = email;
  }
}

const errorCode = (error: unknown) => (typeof error === 'object' && error && 'code' in error ? String(error.code) : '');

/** Words a person understands for a failed sign-in, sign-up or reset, never a raw error code. */
export function describeAuthError(error: unknown) {
  if (error instanceof ApiRequestError || error instanceof EmailNotVerifiedError) return error.message;
  return messages[errorCode(error)] ?? 'Sign-in failed. Please try again.';
}

/** Words for a verification e-mail that could not be sent. */
export function describeVerificationError(error: unknown) {
  // Firebase limits how often one address gets a link; the last one sent still works.
  if (errorCode(error) === 'auth/too-many-requests') {
    return 'We have sent several links to this address already. Please wait a few minutes before asking for another, or use the newest link we sent.';
  }
  return messages[errorCode(error)] ?? 'We could not send the verification link. Please try again.';
}
