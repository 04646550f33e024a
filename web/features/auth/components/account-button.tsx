import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink } from '@/lib/router';
import { useAuth } from '@/features/auth/auth-context';

/** A fixed-size placeholder while loading: no flash of 'Login' and no layout shift. */
export function AccountPlaceholder() {
  return <span aria-hidden="true" className="inline-block h-10 w-20" />;
}

/**
 * The navbar's last entry: Login for visitors, Sign out once signed in (which says so), nothing
 * while unsure.
 */
export function AccountButton({ className }: { className: string }) {
  const { t } = useLingui();
  const { status, signOut } = useAuth();
  if (status === 'loading') return <AccountPlaceholder />;
  if (status === 'signed-in') {
    return (
      <button
        type="button"
        className={className}
        onClick={() =>
          void signOut().then(
            // The toasts' store is not part of the first render (app/providers.tsx).
            async () => (await import('react-hot-toast/headless')).default.success(t`You are signed out`),
            (error: unknown) => console.error('Sign-out failed', error),
          )
        }
      >
        <Trans>Sign out</Trans>
      </button>
    );
  }
  return (
    <NavLink to="/login" className={className}>
      <Trans>Login</Trans>
    </NavLink>
  );
}
