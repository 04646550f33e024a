import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
import { ReportScreen } from './report-screen';

afterEach(() => vi.unstubAllGlobals());

const detail = (overrides: Record<string, unknown>) => ({
  _id: 'i1',
  state: 'assigned',
  slotAt: '2026-11-24T09:30:00.000Z',
  fee: 500,
  currency: 'bdt',
  verdict: null,
  published: false,
  doneAt: null,
  cancelReason: null,
  refund: null,
  listing: { id: 'p1', name: 'Gree 1.5 Ton Split AC', img: '/api/images/p1.webp' },
  technician: 'Sohel Rana',
  you: { requester: false, seller: false, technician: true, admin: false },
  report: null,
  visit: { address: 'House 12, Road 4, Mirpur 10, Dhaka', phone: '+8801711234567' },
  requesterPhone: null,
  ...overrides,
});

function show(answer: Record<string, unknown>) {
  const { fetchStub } = stubApi({ '/api/inspections/i1': () => Response.json(detail(answer)) });
  vi.stubGlobal('fetch', fetchStub);
  renderWithRouter(<ReportScreen inspectionId="i1" />);
}

describe('ReportScreen', () => {
  it('shows the listing, the time and where to go above the checklist of a visit assigned to the technician', async () => {
    show({});
    expect(await screen.findByRole('heading', { name: 'Gree 1.5 Ton Split AC' })).toBeInTheDocument();
    expect(screen.getByText('15:30')).toBeInTheDocument();
    expect(screen.getByText('House 12, Road 4, Mirpur 10, Dhaka')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Inspection report' })).toBeInTheDocument();
  });

  it('offers no checklist once the report is recorded', async () => {
    show({ state: 'done', verdict: 'passed', visit: null });
    expect(await screen.findByText('The report of this visit is recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers no checklist to someone the visit is not assigned to', async () => {
    show({ you: { requester: false, seller: false, technician: false, admin: true } });
    expect(await screen.findByText('This visit is not assigned to you.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
