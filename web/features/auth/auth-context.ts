import { createContext, useContext } from 'react';
import type { SignupFormInput } from '@shared/schemas/users';
import type { EmulatorGoogleIdentity } from './lib/firebase-session';

export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  /** Whether Firebase knows the e-mail address is the user's; publishing listings needs it. */
  emailVerified: boolean;
}

export interface AuthContextValue {
  /**
   * 'loading' until the identity provider has answered and the access token is in place; a visitor
   * who holds no access token is 'signed-out' at once.
   */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: AuthUser | null;
  usesEmulator: boolean;
  signIn(email: string, password: string): Promise<void>;
  signUp(input: SignupFormInput): Promise<void>;
  signInWithGoogle(emulatorIdentity?: EmulatorGoogleIdentity): Promise<void>;
  resetPassword(email: string): Promise<void>;
  signOut(): Promise<void>;
  /** E-mails the signed-in user a new verification link. */
  sendVerificationEmail(): Promise<void>;
  /**
   * After the user opened the link: reloads them from Firebase and, when verified, renews the ID
   * and access tokens so the server knows too. Resolves with whether the e-mail is verified now.
   */
  confirmEmailVerified(): Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth() {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider above it.');
  return value;
}
