import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithRouter } from '@/test/render';
import { SignupForm } from './signup-form';

function setup(auth = fakeAuth()) {
  const onSignedUp = vi.fn();
  renderWithRouter(<SignupForm onSignedUp={onSignedUp} />, auth);
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  return { auth, onSignedUp, submit };
}

describe('SignupForm', () => {
  it("asks for a name and a password with SPEC's messages", async () => {
    const { auth, submit } = setup();
    await submit();
    expect(await screen.findByText('Name is Required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Email Address is required')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('refuses a password under 6 characters', async () => {
    const { submit } = setup();
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await submit();
    expect(await screen.findByText('Password must be 6 characters long')).toBeInTheDocument();
  });

  it('refuses an e-mail that is not one', async () => {
    const { submit } = setup();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await submit();
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  });

  it('registers a buyer by default, or a seller when chosen', async () => {
    const { auth, submit, onSignedUp } = setup();
    expect(screen.getByLabelText('Specialty')).toHaveValue('buyer');
    await userEvent.type(screen.getByLabelText('Name'), 'Nusrat Jahan');
    await userEvent.type(screen.getByLabelText('Email'), 'nusrat@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.selectOptions(screen.getByLabelText('Specialty'), 'seller');
    await submit();
    expect(auth.signUp).toHaveBeenCalledWith({
      name: 'Nusrat Jahan',
      email: 'nusrat@example.test',
      password: 'secret-pass',
      role: 'seller',
    });
    expect(onSignedUp).toHaveBeenCalled();
  });

  it('links to login', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Please Login' })).toHaveAttribute('href', '/login');
  });
});
