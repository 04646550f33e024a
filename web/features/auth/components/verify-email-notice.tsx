import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { useAuth } from '@/features/auth/auth-context';
import { authKeys } from '@/features/auth/query-keys';
import { describeAuthError, describeVerificationError } from '@/features/auth/lib/auth-messages';
import { LocalVerificationLink } from './local-verification-link';

/**
 * For a signed-in user whose e-mail is not verified: publishing and reviewing a seller need it, so
 * this says so, sends the link again on request and checks once they have opened it. Renders
 * nothing otherwise.
 */
export function VerifyEmailNotice({ purpose = 'publish' }: { purpose?: 'publish' | 'review' }) {
  const { t } = useLingui();
  const { user, sendVerificationEmail, confirmEmailVerified } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'sending' | 'checking' | null>(null);
  const [stillUnverified, setStillUnverified] = useState(false);
  const headingId = useId();
  if (!user || user.emailVerified) return null;
  const { email } = user;

  const resend = async () => {
    setBusy('sending');
    try {
      await sendVerificationEmail();
      toast.success(t`We sent a new verification link to ${email}.`);
      await queryClient.invalidateQueries({ queryKey: authKeys.localVerificationLink(email) });
    } catch (error) {
      toast.error(describeVerificationError(error));
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy('checking');
    setStillUnverified(false);
    try {
      if (await confirmEmailVerified()) {
        if (purpose === 'review') {
          toast.success(t`Thank you: your e-mail address is verified. You can review the seller now.`);
          await queryClient.invalidateQueries();
        } else toast.success(t`Thank you: your e-mail address is verified. You can publish now.`);
      } else setStillUnverified(true);
    } catch (error) {
      toast.error(describeAuthError(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-amber-950">
        {purpose === 'review' ? (
          <Trans>Verify your e-mail address to review this seller</Trans>
        ) : (
          <Trans>Verify your e-mail address to publish</Trans>
        )}
      </h2>
      <p className="text-slate-700">
        {purpose === 'review' ? (
          <Trans>
            Reviews come from real buyers, so we need to know that <strong className="break-words">{email}</strong> is
            yours. Open the link we sent to it, then choose "I have verified".
          </Trans>
        ) : (
          <Trans>
            Before your listings go live, we need to know that <strong className="break-words">{email}</strong> is
            yours. Open the link we sent to it, then choose "I have verified".
          </Trans>
        )}
      </p>
      <LocalVerificationLink email={email} />
      {stillUnverified && (
        <p role="status" className="font-medium text-amber-950">
          <Trans>Your e-mail address is not verified yet. Open the newest link we sent, then try again.</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => void check()}>
          {busy === 'checking' ? t`Checking…` : t`I have verified`}
        </button>
        <button
          type="button"
          className="btn border border-amber-400 bg-white text-amber-950 hover:bg-amber-100"
          disabled={busy !== null}
          onClick={() => void resend()}
        >
          {busy === 'sending' ? t`Sending…` : t`Resend verification link`}
        </button>
      </div>
    </section>
  );
}
