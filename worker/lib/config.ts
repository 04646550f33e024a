import type { Bindings } from '../env';

/** The admin e-mails of ADMIN_EMAILS, lower-cased. */
export function adminEmails(env: Pick<Bindings, 'ADMIN_EMAILS'>) {
  return new Set(
    (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Emulator tokens are trusted only when the emulator is configured, and never in production. */
export function acceptsEmulatorTokens(env: Pick<Bindings, 'ENVIRONMENT' | 'FIREBASE_AUTH_EMULATOR_HOST'>) {
  return Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) && env.ENVIRONMENT !== 'production';
}
