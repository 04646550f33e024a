import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ApiRequestError } from '@/lib/api-client';
import { EmailNotVerifiedError } from './email-not-verified';

const messages: Record<string, MessageDescriptor> = {
  'auth/invalid-credential': msg`The e-mail or password is not correct.`,
  'auth/invalid-login-credentials': msg`The e-mail or password is not correct.`,
  'auth/wrong-password': msg`The e-mail or password is not correct.`,
  'auth/user-not-found': msg`The e-mail or password is not correct.`,
  'auth/email-already-in-use': msg`An account with this e-mail already exists. Please log in instead.`,
  'auth/weak-password': msg`Please choose a stronger password of at least 6 characters.`,
  'auth/invalid-email': msg`Please enter a valid e-mail address.`,
  'auth/missing-email': msg`Please enter your e-mail address.`,
  'auth/user-disabled': msg`This account has been disabled.`,
  'auth/too-many-requests': msg`Too many attempts. Please wait a moment and try again.`,
  'auth/network-request-failed': msg`We could not reach the sign-in service. Check your connection and try again.`,
  'auth/popup-blocked': msg`Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.`,
  'auth/popup-closed-by-user': msg`The Google sign-in window was closed before you signed in.`,
  'auth/cancelled-popup-request': msg`The Google sign-in window was closed before you signed in.`,
  'auth/unauthorized-domain': msg`Google sign-in is not enabled for this web address.`,
  'auth/invalid-api-key': msg`Sign-in is not configured correctly. Please try again later.`,
  'auth/auth-domain-config-required': msg`Sign-in is not configured correctly. Please try again later.`,
  'auth/internal-error': msg`The sign-in service had a problem. Please try again.`,
  'auth/invalid-auth-event': msg`The sign-in service had a problem. Please try again.`,
  'auth/argument-error': msg`The sign-in service had a problem. Please try again.`,
};

const errorCode = (error: unknown) => (typeof error === 'object' && error && 'code' in error ? String(error.code) : '');

/** The words for a Firebase error code, in the active language; undefined for an unknown code. */
function describeCode(error: unknown) {
  const message = messages[errorCode(error)];
  return message && i18n._(message);
}

/** Words a person understands for a failed sign-in, sign-up or reset, never a raw error code. */
export function describeAuthError(error: unknown) {
  if (error instanceof ApiRequestError || error instanceof EmailNotVerifiedError) return error.message;
  return describeCode(error) ?? t`Sign-in failed. Please try again.`;
}

/** Words for a verification e-mail that could not be sent. */
export function describeVerificationError(error: unknown) {
  // Firebase limits how often one address gets a link; the last one sent still works.
  if (errorCode(error) === 'auth/too-many-requests') {
    return t`We have sent several links to this address already. Please wait a few minutes before asking for another, or use the newest link we sent.`;
  }
  return describeCode(error) ?? t`We could not send the verification link. Please try again.`;
}
