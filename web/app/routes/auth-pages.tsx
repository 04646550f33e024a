import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { SignupForm } from '../../features/auth/components/signup-form';

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

export function LoginPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  return (
    <AuthCard title={<Trans>Login</Trans>}>
      <LoginForm onSignedIn={() => navigate(from, { replace: true })} />
    </AuthCard>
  );
}

export function SignupPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title={<Trans>Sign Up</Trans>}>
      <SignupForm onSignedUp={() => navigate('/', { replace: true })} />
    </AuthCard>
  );
}
