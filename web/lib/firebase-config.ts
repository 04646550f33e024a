/**
 * Which Firebase the SPA talks to, decided at build time: a real project when VITE_FIREBASE_* is
 * set, the local Auth emulator otherwise. Kept apart from the SDK so screens can know it at once.
 */
const env = import.meta.env;

export const usesEmulator = !env.VITE_FIREBASE_API_KEY;

export const firebaseConfig = usesEmulator
  ? { apiKey: 'demo-api-key', authDomain: 'demo-thanda.firebaseapp.com', projectId: 'demo-thanda' }
  : {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    };

export const emulatorHost = env.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
