import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogText } from '@/lib/i18n';
import { renderWithRouter, stubApi } from '@/test/render';
import { RefundsTable } from './refunds-table';

afterEach(() => vi.unstubAllGlobals());

const show = (answer: () => Response) => {
  vi.stubGlobal('fetch', stubApi({ '/api/dashboard/refunds': answer }).fetchStub);
  renderWithRouter(<RefundsTable />);
};

const refund = {
  _id: 'pay1',
  bookingId: 'b1',
  productId: 'p1',
  productName: 'Gree 1.5 Ton Split AC',
  buyerEmail: 'buyer@example.test',
  amount: 350,
  currency: 'usd',
  gateway: 'demo',
  refundId: 're_demo_abc',
  reason: 'This listing was removed.',
  refundedAt: '2026-11-20T10:00:00.000Z',
};

describe('RefundsTable', () => {
  it('lists each refund with its buyer, amount, reason and the gateway’s refund id', async () => {
    show(() => Response.json([refund]));
    expect(await screen.findByText('Gree 1.5 Ton Split AC')).toBeInTheDocument();
    expect(screen.getByText('buyer@example.test')).toBeInTheDocument();
    expect(screen.getByText('This listing was removed.')).toBeInTheDocument();
    expect(screen.getByText('re_demo_abc')).toBeInTheDocument();
  });

  it('gives the reason in Bangla on a Bangla screen', async () => {
    i18n.activate('bn');
    show(() => Response.json([{ ...refund, refundId: null }]));
    expect(await screen.findByText('Gree 1.5 Ton Split AC')).toBeInTheDocument();
    expect(screen.getByText(catalogText('This listing was removed.'))).toBeInTheDocument();
    expect(screen.queryByText('This listing was removed.')).not.toBeInTheDocument();
  });

  it('says when nothing was refunded', async () => {
    show(() => Response.json([]));
    expect(await screen.findByText('No payment has been refunded.')).toBeInTheDocument();
  });

  it('shows the API’s message when the list cannot be read', async () => {
    show(() => Response.json({ message: 'You do not have permission to do that.' }, { status: 403 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
  });
});
