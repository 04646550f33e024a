/**
 * Every call into Firebase Auth, in one module that the auth provider loads on demand. The Google
 * popup is a one-line boundary: everything after it is shared with the emulator's Google identities.
 */
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getRedirectResult,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { i18n } from '@/lib/i18n';
import { usesEmulator } from '@/lib/firebase-config';

export type { User };

export interface EmulatorGoogleIdentity {
  email: string;
  name: string;
}

/** Firebase writes its e-mails (verification, password reset) in the language the visitor reads. */
function inInterfaceLanguage() {
  auth.languageCode = i18n.locale;
}

export const onUserChanged = (listener: (user: User | null) => void) => onAuthStateChanged(auth, listener);

export async function signInWithPassword(email: string, password: string) {
  return (await signInWithEmailAndPassword(auth, email, password)).user;
}

export async function createAccount(email: string, password: string, name: string) {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName: name });
  return user;
}

/**
 * Google sign-in. Against the emulator (no network for Google's popup script) it signs in with
 * an emulator Google identity instead, as the emulator's own popup page would.
 */
export async function signInWithGoogle(emulatorIdentity?: EmulatorGoogleIdentity) {
  if (usesEmulator && emulatorIdentity) {
    const fakeGoogleToken = JSON.stringify({
      sub: `google-${emulatorIdentity.email}`,
      email: emulatorIdentity.email,
      email_verified: true,
      name: emulatorIdentity.name,
    });
    return (await signInWithCredential(auth, GoogleAuthProvider.credential(fakeGoogleToken))).user;
  }
  return (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user;
}

/**
 * Loads Google's popup helper ahead of the click. A popup opened only after that download is
 * blocked by mobile browsers, which is why getAuth() would load it on every page at start-up;
 * here only the screens with the Google button pay for it. Reading the (absent) redirect result
 * is Firebase's public way to initialise the helper.
 */
export async function prepareGoogleSignIn() {
  await getRedirectResult(auth, browserPopupRedirectResolver);
}

export function resetPassword(email: string) {
  inInterfaceLanguage();
  return sendPasswordResetEmail(auth, email);
}

export const signOutUser = () => signOut(auth);

/** A freshly minted ID token for the current user, or null when nobody is signed in. */
export async function freshIdToken() {
  return auth.currentUser ? auth.currentUser.getIdToken(true) : null;
}

/** E-mails a verification link to the given user, or to whoever is signed in. */
export async function sendVerificationEmail(user: User | null = auth.currentUser) {
  if (!user) throw Object.assign(new Error('Nobody is signed in.'), { code: 'auth/no-current-user' });
  inInterfaceLanguage();
  await sendEmailVerification(user);
}

/**
 * Asks Firebase again whether the signed-in user's e-mail is verified (the link is opened
 * elsewhere, so the cached user does not know), then mints an ID token that says so: the old
 * token still carries `email_verified: false`. Null when nobody is signed in.
 */
export async function reloadSignedInUser() {
  const user = auth.currentUser;
  if (!user) return null;
  await user.reload();
  return { user, idToken: await user.getIdToken(true) };
}
