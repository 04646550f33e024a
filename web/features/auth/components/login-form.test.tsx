import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithRouter, stubApi } from '@/test/render';
import { ApiRequestError } from '@/lib/api-client';
import { EmailNotVerifiedError } from '@/features/auth/lib/email-not-verified';
import { LoginForm } from './login-form';

function setup(auth = fakeAuth()) {
  const onSignedIn = vi.fn();
  renderWithRouter(<LoginForm onSignedIn={onSignedIn} />, auth);
  const login = () => userEvent.click(screen.getByRole('button', { name: 'Login' }));
  return { auth, onSignedIn, login };
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it("asks for the e-mail and password with SPEC's messages", async () => {
    const { auth, login } = setup();
    await login();
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('refuses a password under 6 characters', async () => {
    const { auth, login } = setup();
    await userEvent.type(screen.getByLabelText('Email'), 'buyer1@thanda.test');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await login();
    expect(await screen.findByText('Password must be 6 characters or longer')).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('signs in and moves on', async () => {
    const { auth, login, onSignedIn } = setup();
    await userEvent.type(screen.getByLabelText('Email'), 'buyer1@thanda.test');
    await userEvent.type(screen.getByLabelText('Password'), 'thanda-demo');
    await login();
    expect(auth.signIn).toHaveBeenCalledWith('buyer1@thanda.test', 'thanda-demo');
    expect(onSignedIn).toHaveBeenCalled();
  });

  it("shows the provider's failure in words, in red under the form", async () => {
    const signIn = vi.fn(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' });
    });
    const { login, onSignedIn } = setup(fakeAuth({ signIn }));
    await userEvent.type(screen.getByLabelText('Email'), 'buyer1@thanda.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await login();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail or password is not correct.');
    expect(alert).toHaveClass('text-red-700');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('points the owner of a deleted account to the contact page', async () => {
    const signIn = vi.fn(async () => {
      throw new ApiRequestError(
        403,
        'This account has been deleted. Please contact Thanda if you think this is a mistake.',
        [],
        'account-deleted',
      );
    });
    const { login } = setup(fakeAuth({ signIn }));
    await userEvent.type(screen.getByLabelText('Email'), 'gone@thanda.test');
    await userEvent.type(screen.getByLabelText('Password'), 'thanda-demo');
    await login();
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been deleted.');
    expect(screen.getByRole('link', { name: 'How to ask us about a deleted account' })).toHaveAttribute(
      'href',
      '/contact#deleted-account',
    );
  });

  it('sends a password reset to the e-mail entered', async () => {
    const { auth } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Forget Password?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your e-mail address above');
    await userEvent.type(screen.getByLabelText('Email'), 'buyer1@thanda.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forget Password?' }));
    expect(auth.resetPassword).toHaveBeenCalledWith('buyer1@thanda.test');
  });

  it('links to sign-up and offers Google', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'CONTINUE WITH GOOGLE' })).toBeInTheDocument();
  });

  it('asks an unverified user to open the link sent, and locally offers it', async () => {
    const link = 'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=abc';
    const { fetchStub } = stubApi({
      '/emulator/v1/projects/demo-thanda/oobCodes': () =>
        Response.json({
          oobCodes: [{ email: 'old@example.test', requestType: 'VERIFY_EMAIL', oobCode: 'abc', oobLink: link }],
        }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const signIn = vi.fn(async () => {
      throw new EmailNotVerifiedError('old@example.test', true);
    });
    const { login, onSignedIn } = setup(fakeAuth({ signIn }));
    await userEvent.type(screen.getByLabelText('Email'), 'old@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await login();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We sent a verification link to old@example.test. Open it, then log in again.',
    );
    expect(await screen.findByRole('link', { name: 'Open the verification link' })).toHaveAttribute('href', link);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
