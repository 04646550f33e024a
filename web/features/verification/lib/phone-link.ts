/**
 * Proves a phone number through Firebase's phone provider: Firebase texts a code, the seller types
 * it, and the number becomes their Firebase account's (replacing an older one only once the new
 * code is confirmed). Their next ID token carries it as `phone_number`, which is the evidence the
 * Worker reads. Loaded only by the verification screen.
 */
import { PhoneAuthProvider, RecaptchaVerifier, updatePhoneNumber } from 'firebase/auth';
import { auth } from '@/lib/firebase';

function signedInUser() {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Nobody is signed in.'), { code: 'auth/no-current-user' });
  return user;
}

/**
 * Texts a code to `phoneNumber` (E.164) and answers the verification id the code goes with. The
 * invisible reCAPTCHA renders into `container`; against the emulator Firebase swaps it for its test
 * stand-in, so nothing is fetched from Google.
 */
export async function sendPhoneCode(phoneNumber: string, container: HTMLElement) {
  signedInUser();
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(phoneNumber, verifier);
  } finally {
    verifier.clear();
  }
}

/** Confirms the texted code; answers a fresh ID token that carries the number. */
export async function confirmPhoneCode(verificationId: string, code: string) {
  const user = signedInUser();
  await updatePhoneNumber(user, PhoneAuthProvider.credential(verificationId, code));
  return user.getIdToken(true);
}

/** A fresh ID token of the signed-in user when their Firebase account already has this number. */
export async function tokenIfPhoneLinked(phoneNumber: string) {
  const user = signedInUser();
  return user.phoneNumber === phoneNumber ? user.getIdToken(true) : null;
}
