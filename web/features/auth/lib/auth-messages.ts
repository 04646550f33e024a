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

/** Words a person understands for a failed sign-in, sign-up or reset, never a raw error code. */
export function describeAuthError(error: unknown) {
  if (error instanceof ApiRequestError) return error.message;
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  return messages[code] ?? 'Sign-in failed. Please try again.';
}
