import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { FormField, inputClass } from '../../../components/form-field';
import { loginFormSchema, type LoginFormInput } from '../../../../worker/schemas/users';
import { useAuth } from '../auth-context';
import { describeAuthError } from '../lib/auth-messages';
import { GoogleSignIn } from './google-sign-in';

/** E-mail and password sign-in, password reset and Google sign-in; `onSignedIn` navigates on. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn, resetPassword } = useAuth();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  const succeed = () => {
    toast.success('Login successfully');
    onSignedIn();
  };
  const fail = (error: unknown) => setFailure(describeAuthError(error));

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure('');
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
      setFailure('Enter your e-mail address above, then choose Forget Password? again.');
      return;
    }
    setFailure('');
    try {
      await resetPassword(email);
      toast.success(`We sent a password reset link to ${email}.`);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Login">
        <FormField label="Email" error={errors.email?.message}>
          {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" className={inputClass} />}
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          {(field) => (
            <input {...field} {...register('password')} type="password" autoComplete="current-password" className={inputClass} />
          )}
        </FormField>
        <button type="button" className="self-start text-sm text-brand-700 underline" onClick={() => void onForgot()}>
          Forget Password?
        </button>
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in…' : 'Login'}
        </button>
        {failure && (
          <p role="alert" className="text-red-700">
            {failure}
          </p>
        )}
      </form>
      <p className="text-center text-sm text-slate-600">
        New to Thanda?{' '}
        <Link to="/signup" className="font-semibold text-brand-700 underline">
          Create new account
        </Link>
      </p>
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" /> OR <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleSignIn onSuccess={succeed} onError={fail} />
    </div>
  );
}
