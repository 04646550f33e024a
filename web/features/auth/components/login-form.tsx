import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { Link, useLocation } from '@/lib/router';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { ApiRequestError } from '@/lib/api-client';
import { loginFormSchema, type LoginFormInput } from '@shared/schemas/users';
import { useAuth } from '@/features/auth/auth-context';
import { describeAuthError } from '@/features/auth/lib/auth-messages';
import { EmailNotVerifiedError } from '@/features/auth/lib/email-not-verified';
import { GoogleSignIn, OrDivider } from './google-sign-in';
import { LocalVerificationLink } from './local-verification-link';

/** E-mail and password sign-in, password reset and Google sign-in; `onSignedIn` navigates on. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const location = useLocation();
  const { t } = useLingui();
  const { signIn, resetPassword } = useAuth();
  const [failure, setFailure] = useState('');
  // Set when sign-in waits for the e-mail to be verified: locally, its link is shown here.
  const [unverifiedEmail, setUnverifiedEmail] = useState('');
  const [accountDeleted, setAccountDeleted] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  const succeed = () => {
    toast.success(t`Login successfully`);
    onSignedIn();
  };
  const fail = (error: unknown) => {
    setFailure(describeAuthError(error));
    setUnverifiedEmail(error instanceof EmailNotVerifiedError ? error.email : '');
    setAccountDeleted(error instanceof ApiRequestError && error.reason === 'account-deleted');
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure('');
    setUnverifiedEmail('');
    try {
      await signIn(email, password);
      succeed();
    } catch (error) {
      fail(error);
    }
  });

  const onForgot = async () => {
    const email = getValues('email').trim();
    if (!email) {
      setFailure(t`Enter your e-mail address above, then choose Forget Password? again.`);
      return;
    }
    setFailure('');
    try {
      await resetPassword(email);
      toast.success(t`We sent a password reset link to ${email}.`);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t`Login`}>
        <FormField label={t`Email`} error={errors.email?.message}>
          {(field) => (
            <input {...field} {...register('email')} type="email" autoComplete="email" className={inputClass} />
          )}
        </FormField>
        <FormField label={t`Password`} error={errors.password?.message}>
          {(field) => (
            <input
              {...field}
              {...register('password')}
              type="password"
              autoComplete="current-password"
              className={inputClass}
            />
          )}
        </FormField>
        {/* A taller target (28 px) in the same space: the padding is taken back by the margins. */}
        <button
          type="button"
          className="-my-1 self-start py-1 text-sm text-brand-700 underline"
          onClick={() => void onForgot()}
        >
          <Trans>Forget Password?</Trans>
        </button>
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t`Logging in…` : t`Login`}
        </button>
        <FormError message={failure} />
        {unverifiedEmail && <LocalVerificationLink email={unverifiedEmail} />}
        {accountDeleted && (
          <Link to="/contact#deleted-account" className="text-sm font-semibold text-brand-700 underline">
            <Trans>How to ask us about a deleted account</Trans>
          </Link>
        )}
      </form>
      <p className="text-center text-sm text-slate-600">
        <Trans>
          New to Thanda? {/* A visitor sent here to sign in keeps where to go back to if they sign up instead. */}
          <Link to="/signup" state={location.state} className="py-1 font-semibold text-brand-700 underline">
            Create new account
          </Link>
        </Trans>
      </p>
      <OrDivider />
      <GoogleSignIn onSuccess={succeed} onError={fail} />
    </div>
  );
}
