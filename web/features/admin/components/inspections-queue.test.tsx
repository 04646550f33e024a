import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { renderWithRouter, stubApi } from '@/test/render';
import { InspectionsQueue } from './inspections-queue';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const QUEUE = '/api/dashboard/inspections';
const TECHNICIANS = '/api/dashboard/technicians';

const inspection = (id: string, name: string, state: string, technician: { _id: string; name: string } | null) => ({
  _id: id,
  state,
  slotAt: '2026-11-24T09:30:00.000Z',
  fee: 500,
  currency: 'bdt',
  verdict: null,
  published: false,
  doneAt: null,
  cancelReason: null,
  refund: null,
  listing: { id: `p-${id}`, name, img: `/api/images/${id}.webp` },
  technician,
});

const queue = [
  inspection('i1', 'Gree 1.5 Ton Split AC', 'requested', null),
  inspection('i2', 'Walton 1 Ton Inverter', 'scheduled', null),
];
const technicians = [
  { _id: 't1', name: 'Sohel Rana', email: 'sohel@thanda.test' },
  { _id: 't2', name: 'Jamal Hossain', email: 'jamal@thanda.test' },
];

function show(answers: Record<string, () => Response> = {}) {
  const stub = stubApi({
    [QUEUE]: () => Response.json(queue),
    [TECHNICIANS]: () => Response.json(technicians),
    ...answers,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithRouter(
    <>
      <InspectionsQueue />
      <Toaster />
    </>,
  );
  return stub;
}

describe('InspectionsQueue', () => {
  it('waits for the seller to confirm the time before a technician can be assigned', async () => {
    show();
    const requested = await screen.findByRole('row', { name: /Gree 1.5 Ton Split AC/ });
    expect(requested).toHaveTextContent('Waiting for the seller to confirm the time');
    expect(within(requested).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(requested).getByRole('link', { name: 'Gree 1.5 Ton Split AC' })).toHaveAttribute(
      'href',
      '/listing/p-i1',
    );
    const scheduled = screen.getByRole('row', { name: /Walton 1 Ton Inverter/ });
    expect(scheduled).toHaveTextContent('Time confirmed');
    expect(scheduled).toHaveTextContent('24/11/2026, 15:30');
    expect(within(scheduled).getByRole('combobox', { name: 'Technician for Walton 1 Ton Inverter' })).toBeEnabled();
  });

  it('assigns the technician chosen', async () => {
    const { requests, bodies } = show({
      '/api/inspections/i2/assign': () =>
        Response.json({ state: 'assigned', technician: { _id: 't2', name: 'Jamal Hossain' } }),
    });
    const row = await screen.findByRole('row', { name: /Walton 1 Ton Inverter/ });
    const select = within(row).getByRole('combobox', { name: 'Technician for Walton 1 Ton Inverter' });
    await vi.waitFor(() => expect(within(select).getByRole('option', { name: 'Jamal Hossain' })).toBeInTheDocument());
    await userEvent.selectOptions(select, 't2');
    await userEvent.click(within(row).getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() => expect(requests).toContainEqual({ method: 'PUT', path: '/api/inspections/i2/assign' }));
    expect(bodies).toContainEqual({ path: '/api/inspections/i2/assign', body: { technicianId: 't2' } });
    expect(await screen.findByText('Jamal Hossain is assigned to Walton 1 Ton Inverter.')).toBeInTheDocument();
  });

  it('asks for a technician before assigning', async () => {
    const { requests } = show();
    const row = await screen.findByRole('row', { name: /Walton 1 Ton Inverter/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Assign' }));
    expect(await within(row).findByText('Choose a technician.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('cancels only after the confirmation, with the reason given', async () => {
    const { requests, bodies } = show({
      '/api/inspections/i1/cancel': () => Response.json({ state: 'cancelled', refunded: true, refundStarted: true }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the inspection of Gree 1.5 Ton Split AC' }),
    );
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Why? Everyone involved reads this.'), 'The seller sold it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the inspection' }));
    await vi.waitFor(() =>
      expect(bodies).toContainEqual({ path: '/api/inspections/i1/cancel', body: { reason: 'The seller sold it.' } }),
    );
    expect(await screen.findByText('Cancelled. The fee is being refunded in full.')).toBeInTheDocument();
  });

  it('shows a card per inspection on a phone, with the same actions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    show();
    const card = await screen.findByRole('article', { name: 'Walton 1 Ton Inverter' });
    expect(card).toHaveTextContent('24/11/2026, 15:30');
    expect(within(card).getByRole('combobox', { name: 'Technician for Walton 1 Ton Inverter' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel the inspection of Walton 1 Ton Inverter' })).toBeEnabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the technicians, and takes the role back from one', async () => {
    const { requests } = show({ '/api/user/t1/technician': () => Response.json({ _id: 't1', technician: false }) });
    const list = await screen.findByRole('list', { name: 'Technicians' });
    expect(list).toHaveTextContent('sohel@thanda.test');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Sohel Rana as a technician' }));
    await vi.waitFor(() => expect(requests).toContainEqual({ method: 'DELETE', path: '/api/user/t1/technician' }));
  });
});
