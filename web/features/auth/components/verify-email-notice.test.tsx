import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { Toaster } from '@/components/toaster';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithRouter, stubApi } from '@/test/render';
import type { AuthContextValue } from '@/features/auth/auth-context';
import { VerifyEmailNotice } from './verify-email-notice';

const seller = { uid: 'seller-uid', email: 'new.seller@example.test', displayName: 'New Seller', emailVerified: false };
const OOB_CODES = '/emulator/v1/projects/demo-thanda/oobCodes';
const LINK = 'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=newest';

/** The emulator's list of issued links: empty until `issue()` is called. */
function stubEmulator() {
  let codes: { email: string; requestType: string; oobCode: string; oobLink: string }[] = [];
  const { fetchStub, calls } = stubApi({ [OOB_CODES]: () => Response.json({ oobCodes: codes }) });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    issue: () => {
      codes = [
        {
          email: seller.email,
          requestType: 'VERIFY_EMAIL',
          oobCode: 'older',
          oobLink: LINK.replace('newest', 'older'),
        },
        {
          email: 'someone.else@example.test',
          requestType: 'VERIFY_EMAIL',
          oobCode: 'other',
          oobLink: LINK.replace('newest', 'other'),
        },
        {
          email: seller.email,
          requestType: 'PASSWORD_RESET',
          oobCode: 'reset',
          oobLink: LINK.replace('newest', 'reset'),
        },
        { email: seller.email, requestType: 'VERIFY_EMAIL', oobCode: 'newest', oobLink: LINK },
      ];
    },
  };
}

function setup(overrides: Partial<AuthContextValue> = {}) {
  const auth = fakeAuth({ status: 'signed-in', user: seller, ...overrides });
  renderWithRouter(
    <>
      <VerifyEmailNotice />
      <Toaster />
    </>,
    auth,
  );
  return auth;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('VerifyEmailNotice', () => {
  it('tells a seller with an unverified e-mail that publishing needs it', () => {
    stubEmulator();
    setup();
    expect(screen.getByRole('region', { name: 'Verify your e-mail address to publish' })).toHaveTextContent(
      seller.email,
    );
    expect(screen.getByRole('button', { name: 'Resend verification link' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'I have verified' })).toBeEnabled();
  });

  it('is not shown once the e-mail is verified', () => {
    stubEmulator();
    setup({ user: { ...seller, emailVerified: true } });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification link' })).not.toBeInTheDocument();
  });

  it('resends the link, says so, and locally offers the newest link for this address', async () => {
    const emulator = stubEmulator();
    const sendVerificationEmail = vi.fn(async () => emulator.issue());
    setup({ sendVerificationEmail });
    expect(screen.queryByRole('link', { name: 'Open the verification link' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resend verification link' }));
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(`We sent a new verification link to ${seller.email}.`)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the verification link' })).toHaveAttribute('href', LINK);
    expect(screen.getByText('Local only')).toBeInTheDocument();
  });

  it('offers no local link against a real Firebase project', async () => {
    const emulator = stubEmulator();
    emulator.issue();
    setup({ usesEmulator: false });
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification link' }));
    expect(await screen.findByText(`We sent a new verification link to ${seller.email}.`)).toBeInTheDocument();
    expect(emulator.calls).not.toContain(OOB_CODES);
    expect(screen.queryByRole('link', { name: 'Open the verification link' })).not.toBeInTheDocument();
  });

  it('disables resending while a link is being sent', async () => {
    stubEmulator();
    let finishSending = () => {};
    const sendVerificationEmail = vi.fn(() => new Promise<void>((resolve) => (finishSending = resolve)));
    setup({ sendVerificationEmail });
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification link' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    finishSending();
    expect(await screen.findByRole('button', { name: 'Resend verification link' })).toBeEnabled();
  });

  it('explains in words when too many links were asked for', async () => {
    stubEmulator();
    const sendVerificationEmail = vi.fn(async () => {
      throw Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), { code: 'auth/too-many-requests' });
    });
    setup({ sendVerificationEmail });
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification link' }));
    expect(await screen.findByText(/We have sent several links to this address already/)).toBeInTheDocument();
    expect(screen.queryByText(/auth\/too-many-requests/)).not.toBeInTheDocument();
  });

  it('says so when the e-mail is still not verified after "I have verified"', async () => {
    stubEmulator();
    const confirmEmailVerified = vi.fn(async () => false);
    setup({ confirmEmailVerified });
    await userEvent.click(screen.getByRole('button', { name: 'I have verified' }));
    expect(confirmEmailVerified).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is not verified yet.');
  });

  it('thanks the seller when "I have verified" finds the e-mail verified', async () => {
    stubEmulator();
    const confirmEmailVerified = vi.fn(async () => true);
    setup({ confirmEmailVerified });
    await userEvent.click(screen.getByRole('button', { name: 'I have verified' }));
    expect(
      await screen.findByText('Thank you: your e-mail address is verified. You can publish now.'),
    ).toBeInTheDocument();
  });
});
