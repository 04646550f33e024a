import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@/lib/router';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignupForm } from '@/features/auth/components/signup-form';

function AuthCard({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="mb-6 text-center text-2xl font-bold text-slate-800">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** Where a visitor sent to /login (by a guard or a 'Please Login' link) goes back to, if anywhere. */
const returnPath = (state: unknown) => {
  const from = (state as { from?: unknown } | null)?.from;
  // Only a path of this site: never another origin, never a protocol-relative '//host'.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
};

/** Whether the guard sent here someone who just signed out on its page (a toast said so already). */
const justSignedOut = (state: unknown) => (state as { signedOut?: unknown } | null)?.signedOut === true;

export function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const from = returnPath(state);
  return (
    <AuthCard title={<Trans>Login</Trans>}>
      {from && !justSignedOut(state) && (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 p-3 text-sm text-slate-700">
          <Trans>Please sign in to continue. You will go back to where you were.</Trans>
        </p>
      )}
      <LoginForm onSignedIn={() => navigate(from ?? '/', { replace: true })} />
    </AuthCard>
  );
}

export function SignupPage() {
  const navigate = useNavigate();
  const from = returnPath(useLocation().state);
  return (
    <AuthCard title={<Trans>Sign Up</Trans>}>
      <SignupForm onSignedUp={() => navigate(from ?? '/', { replace: true })} />
    </AuthCard>
  );
}
