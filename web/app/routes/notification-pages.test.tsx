import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import * as phoneLink from '@/features/verification/lib/phone-link';
import { renderWithRouter, stubApi } from '@/test/render';
import { NotificationSettingsPage } from './notification-pages';

// Firebase texts the code and confirms it; here the number is always confirmed.
vi.mock('@/features/verification/lib/phone-link', () => ({
  tokenIfPhoneLinked: vi.fn(async () => null),
  sendPhoneCode: vi.fn(async () => 'verification-1'),
  confirmPhoneCode: vi.fn(async () => 'id-token-with-phone'),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  toast.remove();
});

const settings = (smsPhone: string | null) => ({
  preferences: [{ kind: 'booking', channel: 'sms', enabled: true }],
  quietHours: null,
  language: 'en',
  smsPhone,
});

describe('NotificationSettingsPage', () => {
  it("confirms the number texts go to with the verification's phone flow", async () => {
    let confirmed = false;
    const { fetchStub, requests, bodies } = stubApi({
      '/api/notifications/settings': () => Response.json(settings(confirmed ? '+8801711234567' : null)),
      '/api/notifications/sms-phone': () => {
        confirmed = true;
        return Response.json(settings('+8801711234567'));
      },
      '/api/push/key': () => Response.json({ publicKey: null }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(
      <>
        <NotificationSettingsPage />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('Enter your mobile number.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mobile number'), '01711-234567');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(phoneLink.sendPhoneCode).toHaveBeenCalledWith('+8801711234567', expect.any(HTMLElement));

    await userEvent.type(await screen.findByLabelText('Code from the text message'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect(await screen.findByText('Texts will go to 01711-234567.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PUT', path: '/api/notifications/sms-phone' });
    expect(bodies).toContainEqual({ path: '/api/notifications/sms-phone', body: { idToken: 'id-token-with-phone' } });
    expect(await screen.findByText('Texts go to 01711-234567.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'SMS: Bookings on your listings' })).toBeEnabled();
  });
});
