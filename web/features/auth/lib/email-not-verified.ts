import { t } from '@lingui/core/macro';

/**
 * Sign-in stopped because Thanda needs this e-mail address verified first (the server's
 * 'email-unverified' answer). `linkSent` says whether a new verification link has just gone out.
 */
export class EmailNotVerifiedError extends Error {
  readonly email: string;

  constructor(email: string, linkSent: boolean) {
    super(
      linkSent
        ? t`We sent a verification link to ${email}. Open it, then log in again.`
        : t`Please verify ${email} first: open the verification link we sent you, then log in again.`,
    );
    this.name = 'EmailNotVerifiedError';
    this.email = email;
  }
}
