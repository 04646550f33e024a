/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  /** Component tests only: how many days ahead their clock runs (web/test/shift-clock.ts). */
  readonly TEST_CLOCK_SHIFT_DAYS?: string;
}

/** Lingui's Vite plugin compiles a .po catalog when it is imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** Every icon's `<symbol>`, for a page whose HTML carries only its shell's (build/icon-sprite.ts). */
declare module 'virtual:icon-symbols' {
  export const symbols: string;
}
