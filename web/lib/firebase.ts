/**
 * The Firebase Auth client. With no VITE_FIREBASE_* configuration it talks to the local Auth
 * emulator (DESIGN.md section 3). Imported lazily, so Firebase never delays the first render.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';

const env = import.meta.env;

export const usesEmulator = !env.VITE_FIREBASE_API_KEY;

const config = usesEmulator
  ? { apiKey: 'demo-api-key', authDomain: 'demo-thanda.firebaseapp.com', projectId: 'demo-thanda' }
  : {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    };

export const auth = getAuth(initializeApp(config));

if (usesEmulator) {
  const host = env.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  connectAuthEmulator(auth, `http://${host}`, { disableWarnings: true });
}
