import { Trans } from '@lingui/react/macro';
import { useAuth } from '@/features/auth/auth-context';
import { useLocalVerificationLink } from '@/features/auth/api/local-verification-link';

/**
 * Locally, the Auth emulator sends no e-mail: this shows the newest verification link it issued
 * for `email`, marked as local. Renders nothing against a real Firebase project or without a link.
 */
export function LocalVerificationLink({ email }: { email: string }) {
  const { usesEmulator } = useAuth();
  const { data: link } = useLocalVerificationLink(email, usesEmulator);
  if (!link) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
        <Trans>Local only</Trans>
      </span>
      <span>
        <Trans>The local sign-in service sends no e-mail.</Trans>
      </span>
      <a href={link} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline">
        <Trans>Open the verification link</Trans>
      </a>
    </p>
  );
}
