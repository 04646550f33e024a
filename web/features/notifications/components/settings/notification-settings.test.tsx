import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKinds, smsKinds, type NotificationKind } from '@shared/domain';
import { Toaster } from '@/components/toaster';
import { renderWithRouter, stubApi } from '@/test/render';
import { NotificationSettingsScreen } from './notification-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const SETTINGS = '/api/notifications/settings';

const settings = (overrides: Record<string, unknown> = {}) => ({
  preferences: notificationKinds.flatMap((kind) => [
    { kind, channel: 'push', enabled: true },
    ...((smsKinds as readonly NotificationKind[]).includes(kind) ? [{ kind, channel: 'sms', enabled: false }] : []),
  ]),
  quietHours: null,
  language: 'en',
  smsPhone: null,
  ...overrides,
});

function serve(current = settings()) {
  const api = stubApi({
    [SETTINGS]: () => Response.json(current),
    '/api/push/key': () => Response.json({ publicKey: null }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const confirmPhone = vi.fn(() => <p>Phone flow</p>);
  renderWithRouter(
    <>
      <NotificationSettingsScreen confirmPhone={confirmPhone} />
      <Toaster />
    </>,
  );
  return { ...api, confirmPhone };
}

const puts = (requests: { method: string; path: string }[]) => requests.filter((request) => request.method === 'PUT');

describe('NotificationSettingsScreen', () => {
  it('refuses quiet hours that start and end at the same time, with the schema’s message', async () => {
    const { requests } = serve();
    await userEvent.click(await screen.findByRole('checkbox', { name: /No pushes or texts between these times/ }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '22:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Quiet hours start and end at different times.')).toBeInTheDocument();
    expect(puts(requests)).toEqual([]);
  });

  it('saves the toggles, the quiet hours and the language', async () => {
    const { requests, bodies } = serve();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Push: Bookings on your listings' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /No pushes or texts between these times/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'বাংলা' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(puts(requests)).toEqual([{ method: 'PUT', path: SETTINGS }]);
    const sent = bodies.find((body) => body.path === SETTINGS)!.body as ReturnType<typeof settings>;
    expect(sent.preferences).toContainEqual({ kind: 'booking', channel: 'push', enabled: false });
    expect(sent.preferences).toContainEqual({ kind: 'message', channel: 'push', enabled: true });
    // A choice the person cannot change yet (texts, with no number) is sent as it was.
    expect(sent.preferences).toContainEqual({ kind: 'booking', channel: 'sms', enabled: false });
    expect(sent.preferences).toHaveLength(notificationKinds.length + smsKinds.length);
    expect(sent.quietHours).toEqual({ from: 22 * 60, to: 7 * 60 });
    expect(sent.language).toBe('bn');
  });

  it('keeps the SMS toggles off until a number is confirmed, and offers the phone flow', async () => {
    const { confirmPhone } = serve();
    const sms = await screen.findByRole('checkbox', { name: 'SMS: Bookings on your listings' });
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription('Confirm a phone number below to get text messages.');
    expect(screen.queryByRole('checkbox', { name: 'SMS: Reviews of you' })).not.toBeInTheDocument();
    expect(screen.getByText('Phone flow')).toBeInTheDocument();
    expect(confirmPhone).toHaveBeenCalled();
  });

  it('lets a confirmed number get texts, and removes it', async () => {
    const { requests } = serve(settings({ smsPhone: '+8801711234567' }));
    expect(await screen.findByRole('checkbox', { name: 'SMS: Bookings on your listings' })).toBeEnabled();
    expect(screen.getByText('Texts go to 01711-234567.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove this number' }));
    await vi.waitFor(() => expect(requests).toContainEqual({ method: 'DELETE', path: '/api/notifications/sms-phone' }));
  });
});
