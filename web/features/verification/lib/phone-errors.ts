import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ApiRequestError } from '@/lib/api-client';

const messages: Record<string, MessageDescriptor> = {
  'auth/invalid-verification-code': msg`That code is not right. Check the text message and try again.`,
  'auth/code-expired': msg`That code has expired. Ask for a new one.`,
  'auth/missing-verification-code': msg`Enter the code from the text message.`,
  'auth/invalid-phone-number': msg`Enter a Bangladeshi mobile number, like 01711-234567 or +880 1711-234567.`,
  'auth/credential-already-in-use': msg`This number is confirmed on another Thanda account already.`,
  'auth/account-exists-with-different-credential': msg`This number is confirmed on another Thanda account already.`,
  'auth/too-many-requests': msg`Too many attempts. Please wait a moment and try again.`,
  'auth/quota-exceeded': msg`We cannot send more codes right now. Please try again later.`,
  'auth/network-request-failed': msg`We could not reach the sign-in service. Check your connection and try again.`,
  'auth/requires-recent-login': msg`For your safety, log out and log in again, then confirm your number.`,
  'auth/captcha-check-failed': msg`The robot check failed. Please try again.`,
};

/** Words for a failed text or code, never a raw Firebase code. */
export function describePhoneError(error: unknown) {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  const message = messages[code];
  if (message) return i18n._(message);
  // Our API's refusals are written for people; anything else (a network failure) is not.
  return error instanceof ApiRequestError ? error.message : t`We could not confirm your number. Please try again.`;
}
