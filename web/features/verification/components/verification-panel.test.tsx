import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { renderWithRouter, stubApi } from '@/test/render';
import * as phoneLink from '@/features/verification/lib/phone-link';
import { VerificationPanel } from './verification-panel';

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

const MINE = '/api/verification-requests/mine';

const request = (overrides: Record<string, unknown> = {}) => ({
  _id: 'vr1',
  phone: '+8801711234567',
  note: 'My shop is in Mirpur 10.',
  createdAt: '2026-11-20T10:00:00.000Z',
  outcome: null,
  reason: null,
  decidedAt: null,
  ...overrides,
});

function serve(answers: Record<string, () => Response>) {
  const { fetchStub, requests, bodies } = stubApi(answers);
  vi.stubGlobal('fetch', fetchStub);
  const view = renderWithRouter(
    <>
      <VerificationPanel />
      <Toaster />
    </>,
  );
  return { ...view, requests, bodies };
}

const mine = (state: Record<string, unknown>) => () =>
  Response.json({ sellerId: 's1', verified: false, request: null, ...state });

describe('VerificationPanel', () => {
  it('invites a seller who never asked to confirm their number, with an empty form', async () => {
    serve({ [MINE]: mine({}) });
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Get verified' })).toBeInTheDocument();
    expect(screen.getByText(/Verified sellers show a badge that buyers trust/)).toBeInTheDocument();
    expect(screen.getByLabelText('Note for the admin (optional)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells a seller whose request waits when and with which number they sent it, with no form', async () => {
    serve({ [MINE]: mine({ request: request() }) });
    expect(await screen.findByText('Your request is waiting for an admin.')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'You sent it on 20/11/2026 with the number 01711-234567. You will see the answer here.',
    );
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Text me a code' })).not.toBeInTheDocument();
  });

  it('shows why the last request was declined and lets the seller ask again with the same number', async () => {
    serve({
      [MINE]: mine({
        request: request({
          outcome: 'declined',
          reason: 'The number did not answer.',
          decidedAt: '2026-11-22T09:00:00.000Z',
        }),
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your last request was declined on 22/11/2026.');
    expect(alert).toHaveTextContent('Reason: The number did not answer.');
    expect(alert).toHaveTextContent('You can send a new request below.');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('01711-234567');
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeEnabled();
  });

  it('tells a verified seller so, links their profile and offers no form', async () => {
    serve({
      [MINE]: mine({
        verified: true,
        request: request({ outcome: 'verified', decidedAt: '2026-11-21T09:00:00.000Z' }),
      }),
    });
    expect(await screen.findByText('You are verified.')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'Buyers see the Verified badge beside your name on your listings and your profile.',
    );
    expect(screen.getByRole('link', { name: 'See your profile' })).toHaveAttribute('href', '/seller/s1');
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
    expect(screen.queryByText(/declined/)).not.toBeInTheDocument();
  });

  it('texts a code to the number, then sends the request with the confirmed token and the note', async () => {
    let sent = false;
    const { requests, bodies } = serve({
      [MINE]: () => mine(sent ? { request: request() } : {})(),
      '/api/verification-requests': () => {
        sent = true;
        return Response.json({ acknowledged: true, insertedId: 'vr1' }, { status: 201 });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('Enter the mobile number buyers reach you on.')).toBeInTheDocument();
    expect(phoneLink.sendPhoneCode).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Mobile number'), '01711-234567');
    await userEvent.type(screen.getByLabelText('Note for the admin (optional)'), 'My shop is in Mirpur 10.');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('We texted a 6-digit code to 01711-234567.')).toBeInTheDocument();
    expect(phoneLink.sendPhoneCode).toHaveBeenCalledWith('+8801711234567', expect.any(HTMLElement));
    expect(requests).not.toContainEqual({ method: 'POST', path: '/api/verification-requests' });

    const confirm = screen.getByRole('button', { name: 'Confirm and send request' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Code from the text message'), '12-34 56');
    expect(screen.getByLabelText('Code from the text message')).toHaveValue('123456');
    await userEvent.click(confirm);

    expect(await screen.findByText('Your request is sent. An admin will look at it soon.')).toBeInTheDocument();
    expect(phoneLink.confirmPhoneCode).toHaveBeenCalledWith('verification-1', '123456');
    expect(requests).toContainEqual({ method: 'POST', path: '/api/verification-requests' });
    expect(bodies.map((sent) => sent.body)).toEqual([
      { idToken: 'id-token-with-phone', note: 'My shop is in Mirpur 10.' },
    ]);
    expect(await screen.findByText('Your request is waiting for an admin.')).toBeInTheDocument();
  });

  it("shows the API's refusals in words: of the page, and of a request", async () => {
    const page = serve({
      [MINE]: () => Response.json({ message: 'You do not have permission to do that.' }, { status: 403 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
    page.unmount();

    // A number confirmed for an earlier request needs no new code: the request goes at once.
    vi.mocked(phoneLink.tokenIfPhoneLinked).mockResolvedValueOnce('id-token-linked');
    const { requests } = serve({
      [MINE]: mine({}),
      '/api/verification-requests': () =>
        Response.json(
          { message: 'Your request is waiting for an admin. You will see the answer on this page.' },
          { status: 409 },
        ),
    });
    await userEvent.type(await screen.findByLabelText('Mobile number'), '+880 1711-234567');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request is waiting for an admin. You will see the answer on this page.',
    );
    expect(requests).toContainEqual({ method: 'POST', path: '/api/verification-requests' });
    expect(phoneLink.sendPhoneCode).not.toHaveBeenCalled();
    expect(screen.queryByText('Your request is sent. An admin will look at it soon.')).not.toBeInTheDocument();
  });
});
