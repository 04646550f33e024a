/** The Firebase Auth client. Imported lazily, so Firebase never delays the first render. */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { emulatorHost, firebaseConfig, usesEmulator } from './firebase-config';

export const auth = getAuth(initializeApp(firebaseConfig));

if (usesEmulator) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
