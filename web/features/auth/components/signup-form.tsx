import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/lib/router';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { signupFormSchema, type SignupFormInput } from '@shared/schemas/users';
import { useAuth } from '@/features/auth/auth-context';
import { describeAuthError } from '@/features/auth/lib/auth-messages';
import { GoogleSignIn, OrDivider } from './google-sign-in';

/** Name, e-mail, password and Specialty (buyer or seller); Google sign-up registers a buyer. */
export function SignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useLingui();
  const { signUp } = useAuth();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormInput>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', role: 'buyer' },
  });

  const fail = (error: unknown) => setFailure(describeAuthError(error));

  const onSubmit = handleSubmit(async (input) => {
    setFailure('');
    try {
      await signUp(input);
      onSignedUp();
    } catch (error) {
      fail(error);
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t`Sign up`}>
        <FormField label={t`Name`} error={errors.name?.message}>
          {(field) => <input {...field} {...register('name')} autoComplete="name" className={inputClass} />}
        </FormField>
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
              autoComplete="new-password"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={t`Specialty`} error={errors.role?.message}>
          {(field) => (
            <select {...field} {...register('role')} className={inputClass}>
              <option value="buyer">{t`buyer`}</option>
              <option value="seller">{t`seller`}</option>
            </select>
          )}
        </FormField>
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t`Signing up…` : t`Sign Up`}
        </button>
        <FormError message={failure} />
      </form>
      <p className="text-center text-sm text-slate-600">
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className="py-1 font-semibold text-brand-700 underline">
            Please Login
          </Link>
        </Trans>
      </p>
      <OrDivider />
      <GoogleSignIn onSuccess={onSignedUp} onError={fail} />
    </div>
  );
}
