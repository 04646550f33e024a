import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/features/auth/auth-context';
import { fakeAuth, renderRoutes, stubApi } from '@/test/render';
import { InspectionPage } from './inspection-page';

const NOW = new Date('2026-12-10T06:00:00.000Z');
const user: AuthUser = { uid: 'u1', email: 'someone@example.test', displayName: 'Someone', emailVerified: true };
const nobody = { requester: false, seller: false, technician: false, admin: false };

const report = {
  verdict: 'failed',
  doneAt: '2026-12-08T08:00:00.000Z',
  endsAt: '2027-01-07T08:00:00.000Z',
  published: false,
  coolingDropC: 3,
  pressurePsi: 60,
  compressorAmps: 9.5,
  ratedAmps: 6.4,
  noiseOk: false,
  leaksFound: true,
  remoteOk: true,
  displayOk: true,
  serialNumber: 'GR-2291-XK',
  photos: [],
  notes: 'Low on gas: a leak at the outdoor valve.',
  technician: 'Karim Mia',
};

const inspection = (overrides: Record<string, unknown> = {}) => ({
  _id: 'i1',
  state: 'requested',
  // 15:30 on Saturday 12 December in Bangladesh.
  slotAt: '2026-12-12T09:30:00.000Z',
  fee: 800,
  currency: 'bdt',
  verdict: null,
  published: false,
  doneAt: null,
  cancelReason: null,
  refund: null,
  listing: { id: 'p1', name: 'Gree 1.5 ton split', img: '/api/images/p1.webp' },
  technician: null,
  you: nobody,
  report: null,
  visit: null,
  requesterPhone: null,
  ...overrides,
});

function openPage(
  answer: ReturnType<typeof inspection>,
  path = '/inspections/i1',
  steps: Record<string, () => Response> = {},
) {
  const api = stubApi({ '/api/inspections/i1': () => Response.json(answer), ...steps });
  vi.stubGlobal('fetch', api.fetchStub);
  renderRoutes(
    [{ path: '/inspections/:id', element: <InspectionPage /> }],
    path,
    fakeAuth({ status: 'signed-in', user }),
  );
  return api;
}

const puts = (requests: { method: string; path: string }[]) => requests.filter((request) => request.method === 'PUT');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InspectionPage', () => {
  it('shows the requester back from paying that the payment arrived, the listing, the time and where it stands', async () => {
    openPage(inspection({ you: { ...nobody, requester: true } }), '/inspections/i1?sslcommerz=paid');
    expect(await screen.findByText('Payment received — the seller will confirm the time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gree 1.5 ton split' })).toHaveAttribute(
      'href',
      '/listing/p1/gree-1-5-ton-split',
    );
    expect(screen.getByText('15:30, Saturday 12 December')).toBeInTheDocument();
    expect(screen.getByText('Requested').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('form', { name: 'Confirm the time' })).toBeNull();
  });

  it('lets the seller confirm the time with the address and a phone number', async () => {
    const { bodies } = openPage(
      inspection({ you: { ...nobody, seller: true }, requesterPhone: '+8801711234567' }),
      '/inspections/i1',
      { '/api/inspections/i1/schedule': () => Response.json({ state: 'scheduled' }) },
    );
    const form = await screen.findByRole('form', { name: 'Confirm the time' });
    expect(screen.getByRole('link', { name: '01711-234567' })).toHaveAttribute('href', 'tel:+8801711234567');
    await userEvent.type(within(form).getByLabelText('Address (where the AC is)'), 'House 12, Road 5, Mirpur 10');
    await userEvent.type(within(form).getByLabelText('Phone number for the technician'), '01811-223344');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm the time' }));
    await vi.waitFor(() =>
      expect(bodies.find((sent) => sent.path === '/api/inspections/i1/schedule')?.body).toEqual({
        address: 'House 12, Road 5, Mirpur 10',
        phone: '+8801811223344',
      }),
    );
  });

  it('lets the requester cancel a confirmed inspection, after asking', async () => {
    const { requests } = openPage(
      inspection({ state: 'scheduled', you: { ...nobody, requester: true } }),
      '/inspections/i1',
      {
        '/api/inspections/i1/cancel': () => Response.json({ state: 'cancelled', refunded: true, refundStarted: true }),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel inspection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this inspection?' });
    expect(puts(requests)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel inspection' }));
    await vi.waitFor(() => expect(puts(requests)).toEqual([{ method: 'PUT', path: '/api/inspections/i1/cancel' }]));
  });

  it('offers the requester no cancel once a technician is on it, and the seller one', async () => {
    const assigned = { state: 'assigned', technician: 'Karim Mia' };
    openPage(inspection({ ...assigned, you: { ...nobody, requester: true } }));
    expect(await screen.findByText('Karim Mia')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel inspection' })).toBeNull();
    cleanup();

    openPage(inspection({ ...assigned, you: { ...nobody, seller: true } }));
    expect(await screen.findByRole('button', { name: 'Cancel inspection' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirm the time' })).toBeNull();
  });

  it('shows the seller a failed report they have not published, and publishes it on their listing after asking', async () => {
    const { requests } = openPage(
      inspection({ state: 'done', verdict: 'failed', doneAt: report.doneAt, report, you: { ...nobody, seller: true } }),
      '/inspections/i1',
      { '/api/inspections/i1/publish': () => Response.json({ published: true }) },
    );
    const section = await screen.findByRole('region', { name: 'Inspection report' });
    expect(within(section).getByText('Failed')).toBeInTheDocument();
    expect(within(section).getByText('Low on gas: a leak at the outdoor valve.')).toBeInTheDocument();
    expect(within(section).getByText('9.5 A (rated 6.4 A)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel inspection' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Publish the report on my listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this report?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(puts(requests)).toEqual([{ method: 'PUT', path: '/api/inspections/i1/publish' }]));
  });

  it('offers the requester of a failed report nothing to publish', async () => {
    openPage(
      inspection({
        state: 'done',
        verdict: 'failed',
        doneAt: report.doneAt,
        report,
        you: { ...nobody, requester: true },
      }),
    );
    expect(await screen.findByRole('region', { name: 'Inspection report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish the report on my listing' })).toBeNull();
  });

  it('says why a cancelled inspection was cancelled and that a paid fee is refunded in full', async () => {
    openPage(
      inspection({
        state: 'cancelled',
        cancelReason: 'The seller sold it elsewhere.',
        refund: 'requested',
        you: { ...nobody, requester: true },
      }),
    );
    const status = (await screen.findByText('Your fee is refunded in full.')).closest('[role="status"]');
    expect(status).toHaveTextContent('Cancelled');
    expect(status).toHaveTextContent('The seller sold it elsewhere.');
    expect(status).toHaveTextContent('Your fee is refunded in full.');
    expect(screen.queryByRole('button', { name: 'Cancel inspection' })).toBeNull();
  });

  it('is a 404 to someone with no part in it', async () => {
    const api = stubApi({
      '/api/inspections/i1': () =>
        Response.json({ reason: 'inspection-not-found', message: 'No inspection with that id.' }, { status: 404 }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderRoutes(
      [{ path: '/inspections/:id', element: <InspectionPage /> }],
      '/inspections/i1',
      fakeAuth({ status: 'signed-in', user }),
    );
    expect(await screen.findByText('We could not find that page.')).toBeInTheDocument();
  });
});
