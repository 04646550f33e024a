import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
import { MyInspectionsList } from './my-inspections-list';

afterEach(() => vi.unstubAllGlobals());

const row = (overrides: Record<string, unknown>) => ({
  _id: 'i1',
  state: 'scheduled',
  slotAt: '2026-12-12T09:30:00.000Z',
  fee: 800,
  currency: 'bdt',
  verdict: null,
  published: false,
  doneAt: null,
  cancelReason: null,
  refund: null,
  listing: { id: 'p1', name: 'Gree 1.5 ton split', img: '/api/images/p1.webp' },
  yours: 'requested',
  ...overrides,
});

describe('MyInspectionsList', () => {
  it('lists the inspections booked and those of the listings, each opening its page', async () => {
    const { fetchStub } = stubApi({
      '/api/inspections/mine': () =>
        Response.json([
          row({}),
          row({
            _id: 'i2',
            state: 'done',
            verdict: 'passed',
            yours: 'listing',
            listing: { id: 'p2', name: 'LG window AC', img: '/a.webp' },
          }),
        ]),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<MyInspectionsList />);
    expect(await screen.findByRole('link', { name: /Gree 1.5 ton split.*Time confirmed.*You asked/ })).toHaveAttribute(
      'href',
      '/inspections/i1',
    );
    expect(screen.getByRole('link', { name: /LG window AC.*Done.*Passed.*Your listing/ })).toHaveAttribute(
      'href',
      '/inspections/i2',
    );
  });

  it('says there are none yet', async () => {
    const { fetchStub } = stubApi({ '/api/inspections/mine': () => Response.json([]) });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<MyInspectionsList />);
    expect(await screen.findByText(/No inspections yet/)).toBeInTheDocument();
  });
});
