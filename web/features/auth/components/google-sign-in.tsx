import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { inputClass } from '@/components/form-field';
import { useAuth } from '@/features/auth/auth-context';
import { Icon } from '@/components/icon';

/** The 'OR' line between a form and Google sign-in. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" /> <Trans>OR</Trans> <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

interface Props {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * 'CONTINUE WITH GOOGLE'. Locally the emulator cannot load Google's popup, so the button asks for
 * the emulator Google account to use, clearly marked as local.
 */
export function GoogleSignIn({ onSuccess, onError }: Props) {
  const { t } = useLingui();
  const { signInWithGoogle, usesEmulator } = useAuth();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Real Firebase only (the emulator signs in without a popup). A failure here resurfaces, with
    // its message, when the person clicks.
    if (!usesEmulator)
      void import('@/features/auth/lib/firebase-session')
        .then((firebase) => firebase.prepareGoogleSignIn())
        .catch(() => undefined);
  }, [usesEmulator]);

  const run = async (identity?: { email: string; name: string }) => {
    setBusy(true);
    try {
      await signInWithGoogle(identity);
      onSuccess();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  if (asking) {
    return (
      <form
        aria-label={t`Google sign-in (local emulator)`}
        className="flex flex-col gap-2 rounded-lg border border-dashed border-brand-600 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          void run({ email: String(data.get('email')).trim(), name: String(data.get('name')).trim() });
        }}
      >
        <p className="text-sm text-slate-600">
          <Trans>Local emulator: choose the Google account to sign in with.</Trans>
        </p>
        <input
          name="email"
          type="email"
          required
          aria-label={t`Google e-mail`}
          placeholder="you@gmail.com"
          className={inputClass}
        />
        <input name="name" required aria-label={t`Google name`} placeholder={t`Your name`} className={inputClass} />
        <button type="submit" className="btn-primary" disabled={busy}>
          <Trans>Sign in with this Google account</Trans>
        </button>
      </form>
    );
  }

  return (
    <button
      type="button"
      className="btn w-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
      disabled={busy}
      onClick={() => (usesEmulator ? setAsking(true) : void run())}
    >
      <Icon name="google" />
      <Trans>CONTINUE WITH GOOGLE</Trans>
    </button>
  );
}
