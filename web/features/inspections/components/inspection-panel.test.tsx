import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
import { InspectionPanel, type PanelViewer } from './inspection-panel';

const NOW = new Date('2026-12-10T06:00:00.000Z');
// 15:30 on Saturday 12 December in Bangladesh (UTC+6), and 11:00 on Monday 14 December.
const SLOTS = ['2026-12-12T09:30:00.000Z', '2026-12-14T05:00:00.000Z'];

const report = {
  _id: 'i9',
  verdict: 'passed',
  doneAt: '2026-12-01T08:00:00.000Z',
  endsAt: '2026-12-31T08:00:00.000Z',
  published: true,
  coolingDropC: 11.5,
  pressurePsi: 135,
  compressorAmps: 5.2,
  ratedAmps: 6.4,
  noiseOk: true,
  leaksFound: false,
  remoteOk: true,
  displayOk: false,
  serialNumber: 'GR-2291-XK',
  photos: ['/api/images/plate.webp'],
  notes: 'Display flickers.',
  technician: 'Karim Mia',
};

const panel = (overrides: Record<string, unknown> = {}) => ({
  fee: 800,
  currency: 'bdt',
  slots: SLOTS,
  open: null,
  report: null,
  ...overrides,
});

function renderPanel(viewer: PanelViewer, answer = panel(), more: Record<string, () => Response> = {}) {
  const api = stubApi({ '/api/listings/p1/inspection': () => Response.json(answer), ...more });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithRouter(<InspectionPanel listingId="p1" viewer={viewer} canRequest />);
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InspectionPanel', () => {
  it('shows a published report as the badge with its date and verdict, and the whole report one tap away', async () => {
    renderPanel('buyer', panel({ report }));
    const section = await screen.findByRole('region', { name: 'Thanda inspection report' });
    expect(within(section).getByText('Inspected by Thanda')).toBeInTheDocument();
    expect(within(section).getByText('01/12/2026')).toBeInTheDocument();
    expect(within(section).getByText('Passed')).toBeInTheDocument();
    expect(within(section).queryByText('GR-2291-XK')).toBeNull();
    // Booking is not offered over a report that stands.
    expect(screen.queryByRole('button', { name: /and book/ })).toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'See the report' }));
    expect(within(section).getByRole('button', { name: 'Hide the report' })).toHaveAttribute('aria-expanded', 'true');
    for (const text of ['11.5 °C', '135 psi', '5.2 A (rated 6.4 A)', 'GR-2291-XK', 'Karim Mia', 'Display flickers.'])
      expect(within(section).getByText(text)).toBeInTheDocument();
    const display = within(section).getByText('Display works').nextElementSibling;
    expect(display).toHaveTextContent('No');
    expect(within(section).getByRole('img', { name: 'Inspection photo 1' })).toBeInTheDocument();
  });

  it('shows a failed report its seller published without the badge', async () => {
    renderPanel('visitor', panel({ report: { ...report, verdict: 'failed' } }));
    const section = await screen.findByRole('region', { name: 'Thanda inspection report' });
    expect(within(section).getByText('Failed')).toBeInTheDocument();
    expect(within(section).getByText('Inspected on 01/12/2026')).toBeInTheDocument();
    expect(within(section).queryByText('Inspected by Thanda')).toBeNull();
  });

  it('says when an inspection on its way is booked, in Bangladesh time, and offers no other', async () => {
    renderPanel('buyer', panel({ open: { _id: 'i2', state: 'scheduled', slotAt: SLOTS[0] } }));
    expect(
      await screen.findByText('An inspection is booked for 12/12/2026, 15:30. Its report will show here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("offers a buyer the seller's times and sends them to SSLCOMMERZ's page to pay", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { bodies } = renderPanel('buyer', panel(), {
      '/api/inspections': () =>
        Response.json(
          {
            inspectionId: 'i3',
            gateway: 'sslcommerz',
            redirectUrl: 'https://sandbox.sslcommerz.com/pay/abc',
            clientSecret: null,
            amount: 800,
            currency: 'bdt',
          },
          { status: 201 },
        ),
    });
    expect(await screen.findByRole('heading', { name: 'Get it inspected before you pay — ৳800' })).toBeInTheDocument();
    const times = screen.getAllByRole('radio');
    expect(times).toHaveLength(2);
    expect(screen.getByRole('radio', { name: '15:30 Saturday 12 December' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Pay ৳800 and book' }));
    expect(await screen.findByText('Choose one of the times the seller offers.')).toBeInTheDocument();
    expect(screen.getByText('Phone Number is required')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '15:30 Saturday 12 December' }));
    await userEvent.type(screen.getByLabelText('Your phone number'), '01711-234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ৳800 and book' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.sslcommerz.com/pay/abc'));
    expect(bodies.find((sent) => sent.path === '/api/inspections')?.body).toEqual({
      productId: 'p1',
      slot: SLOTS[0],
      phone: '+8801711234567',
    });
  });

  it("takes the demo gateway's card here and opens the inspection once paid", async () => {
    const { bodies } = renderPanel('buyer', panel(), {
      '/api/inspections': () =>
        Response.json(
          {
            inspectionId: 'i4',
            gateway: 'demo',
            redirectUrl: null,
            clientSecret: 'demo_secret',
            amount: 800,
            currency: 'bdt',
          },
          { status: 201 },
        ),
      '/api/inspections/i4/demo-card': () => Response.json({ outcome: 'paid' }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: '11:00 Monday 14 December' }));
    await userEvent.type(screen.getByLabelText('Your phone number'), '01711234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ৳800 and book' }));

    const card = await screen.findByRole('form', { name: 'Card payment' });
    await userEvent.type(within(card).getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(within(card).getByLabelText('Expiry (MM/YY)'), '1234');
    await userEvent.type(within(card).getByLabelText('CVC'), '123');
    await userEvent.click(within(card).getByRole('button', { name: 'Pay ৳800' }));
    await vi.waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/inspections/i4?sslcommerz=paid'),
    );
    expect(bodies.find((sent) => sent.path === '/api/inspections/i4/demo-card')?.body).toEqual({
      clientSecret: 'demo_secret',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
  });

  it('shows a refusal under the form', async () => {
    renderPanel('buyer', panel(), {
      '/api/inspections': () =>
        Response.json(
          {
            reason: 'inspection-already-open',
            message: 'An inspection of this AC is already booked. Its report will show on the listing when it is done.',
          },
          { status: 409 },
        ),
    });
    await userEvent.click(await screen.findByRole('radio', { name: '15:30 Saturday 12 December' }));
    await userEvent.type(screen.getByLabelText('Your phone number'), '01711234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ৳800 and book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An inspection of this AC is already booked.');
  });

  it('asks a signed-out visitor to log in to book', async () => {
    renderPanel('visitor');
    expect(await screen.findByRole('heading', { name: 'Get it inspected before you pay — ৳800' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows nothing where the seller offers no times', async () => {
    const { calls } = renderPanel('buyer', panel({ slots: [] }));
    await vi.waitFor(() => expect(calls).toContain('/api/listings/p1/inspection'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lets the seller change the times they offer, in Bangladesh time', async () => {
    const { bodies } = renderPanel('seller', panel({ slots: [SLOTS[0]] }), {
      '/api/products/p1/inspection-slots': () => Response.json({ slots: [] }),
    });
    const editor = await screen.findByRole('form', { name: 'Times you offer for an inspection' });
    expect(within(editor).getByLabelText('Time 1')).toHaveValue('2026-12-12T15:30');

    await userEvent.click(within(editor).getByRole('button', { name: 'Add a time' }));
    fireEvent.change(within(editor).getByLabelText('Time 2'), { target: { value: '2026-12-20T10:00' } });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save times' }));
    await vi.waitFor(() =>
      expect(bodies.find((sent) => sent.path === '/api/products/p1/inspection-slots')?.body).toEqual({
        slots: [SLOTS[0], '2026-12-20T04:00:00.000Z'],
      }),
    );
  });

  it('refuses a time less than an hour ahead before asking the API', async () => {
    const { requests } = renderPanel('seller', panel({ slots: [] }));
    const editor = await screen.findByRole('form', { name: 'Times you offer for an inspection' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Add a time' }));
    // 12:30 in Bangladesh is 06:30 UTC: half an hour from now.
    fireEvent.change(within(editor).getByLabelText('Time 1'), { target: { value: '2026-12-10T12:30' } });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save times' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'Offer times from an hour from now to 30 days ahead.',
    );
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
