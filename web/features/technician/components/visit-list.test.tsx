import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
import { VisitList } from './visit-list';

afterEach(() => vi.unstubAllGlobals());

const VISITS = '/api/technician/inspections';

const summary = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  state: 'assigned',
  // 15:30 in Dhaka (UTC+6), whatever the zone the test runs in.
  slotAt: '2026-11-24T09:30:00.000Z',
  fee: 500,
  currency: 'bdt',
  verdict: null,
  published: false,
  doneAt: null,
  cancelReason: null,
  refund: null,
  listing: { id: `p-${id}`, name, img: `/api/images/${id}.webp` },
  visit: null,
  ...overrides,
});

function serve(answer: () => Response) {
  const { fetchStub } = stubApi({ [VISITS]: answer });
  vi.stubGlobal('fetch', fetchStub);
}

describe('VisitList', () => {
  it('shows each upcoming visit with its time in Bangladesh, the address, a number to tap and the report to record', async () => {
    serve(() =>
      Response.json({
        upcoming: [
          summary('i1', 'Gree 1.5 Ton Split AC', {
            visit: { address: 'House 12, Road 4, Mirpur 10, Dhaka', phone: '+8801711234567' },
          }),
        ],
        done: [],
      }),
    );
    renderWithRouter(<VisitList />);
    const visit = await screen.findByRole('article', { name: 'Gree 1.5 Ton Split AC' });
    expect(visit).toHaveTextContent('15:30');
    expect(visit).toHaveTextContent('Tuesday 24 November');
    expect(visit).toHaveTextContent('House 12, Road 4, Mirpur 10, Dhaka');
    expect(within(visit).getByRole('link', { name: '01711-234567' })).toHaveAttribute('href', 'tel:+8801711234567');
    expect(within(visit).getByRole('link', { name: 'Record the report' })).toHaveAttribute(
      'href',
      '/dashboard/technician/i1',
    );
  });

  it('lists the visits done in short, with the verdict and the date', async () => {
    serve(() =>
      Response.json({
        upcoming: [],
        done: [
          summary('i2', 'Walton 1 Ton Inverter', {
            state: 'done',
            verdict: 'failed',
            doneAt: '2026-11-20T08:00:00.000Z',
          }),
        ],
      }),
    );
    renderWithRouter(<VisitList />);
    expect(
      await screen.findByText('No visits are assigned to you. You will be told when an admin assigns one.'),
    ).toBeInTheDocument();
    const done = screen.getByRole('region', { name: 'Done' });
    expect(done).toHaveTextContent('Walton 1 Ton Inverter');
    expect(done).toHaveTextContent('Failed');
    expect(done).toHaveTextContent('20/11/2026');
    expect(within(done).queryByRole('link', { name: 'Record the report' })).not.toBeInTheDocument();
  });

  it('shows a refusal readably', async () => {
    serve(() =>
      Response.json({ reason: 'forbidden', message: 'You do not have permission to do that.' }, { status: 403 }),
    );
    renderWithRouter(<VisitList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
  });
});
