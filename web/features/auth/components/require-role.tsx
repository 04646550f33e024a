import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from '@/lib/router';
import { Spinner } from '@/components/spinner';
import { useRole, type Role } from '@/features/auth/api/get-role';
import { useAuth } from '@/features/auth/auth-context';

/**
 * Shows its routes only to signed-in users of the given roles, with a loader while that is being
 * checked. Visitors go to /login and come back after signing in; a signed-in user of another role
 * goes to `otherwise` (docs/product.md: /login for the admin screens, /dashboard elsewhere).
 */
export function RequireRole({ roles, otherwise = '/dashboard' }: { roles?: Role[]; otherwise?: string }) {
  const { t } = useLingui();
  const { status } = useAuth();
  const { role, isPending } = useRole();
  const location = useLocation();
  const from = location.pathname + location.search;
  // Whether the person was signed in on this page: signing out here (or a session that ended)
  // is said by its own toast, not by /login's "Please sign in to continue".
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (status === 'signed-in' && !wasSignedIn) setWasSignedIn(true);

  if (status === 'loading' || (status === 'signed-in' && isPending))
    return <Spinner label={t`Checking your account…`} />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from, signedOut: wasSignedIn }} />;
  if (roles && (!role || !roles.includes(role))) {
    return <Navigate to={otherwise} replace state={otherwise === '/login' ? { from } : undefined} />;
  }
  return <Outlet />;
}
