/** The Firebase Auth client. Imported lazily, so Firebase never delays the first render. */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { emulatorHost, firebaseConfig, usesEmulator } from './firebase-config';

/**
 * getAuth() would also install the popup resolver, which on mobile browsers loads Google's
 * apis.google.com script on every page at start-up. Only Google sign-in needs it, so it is passed
 * there (and warmed up on the sign-in screens) instead.
 */
export const auth = initializeAuth(initializeApp(firebaseConfig), {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (usesEmulator) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
