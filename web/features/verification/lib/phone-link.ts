/**
 * Proves a phone number through Firebase's phone provider: Firebase texts a code, the seller types
 * it, and the number is linked to their Firebase account. Their next ID token carries it as
 * `phone_number`, which is the evidence the Worker reads. Loaded only by the verification screen.
 */
import { linkWithPhoneNumber, RecaptchaVerifier, unlink, type ConfirmationResult } from 'firebase/auth';
import { auth } from '../../../lib/firebase';

export type { ConfirmationResult };

/**
 * Texts a code to `phoneNumber` (E.164). The invisible reCAPTCHA renders into `container`; against
 * the emulator Firebase swaps it for its test stand-in, so nothing is fetched from Google.
 */
export async function sendPhoneCode(phoneNumber: string, container: HTMLElement) {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Nobody is signed in.'), { code: 'auth/no-current-user' });
  // A Firebase account holds one number: a seller who changed theirs confirms the new one.
  if (user.phoneNumber && user.phoneNumber !== phoneNumber) await unlink(user, 'phone');
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await linkWithPhoneNumber(user, phoneNumber, verifier);
  } finally {
    verifier.clear();
  }
}

/** Confirms the texted code; answers a fresh ID token that carries the linked number. */
export async function confirmPhoneCode(confirmation: ConfirmationResult, code: string) {
  const { user } = await confirmation.confirm(code);
  return user.getIdToken(true);
}

/** A fresh ID token of the signed-in user when their Firebase account already has this number. */
export async function tokenIfPhoneLinked(phoneNumber: string) {
  const user = auth.currentUser;
  if (!user || user.phoneNumber !== phoneNumber) return null;
  return user.getIdToken(true);
}
