import { sharedKeys } from '@/lib/query-keys';

export const authKeys = {
  /** The signed-in user's account and role, under the prefix of everything about the account. */
  account: (uid: string) => [...sharedKeys.account, uid] as const,
  localVerificationLink: (email: string) => ['local-verification-link', email.toLowerCase()] as const,
};
