import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogText } from '@/lib/i18n';
import { renderRoutes, renderWithRouter, stubApi } from '@/test/render';
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

describe('searching and paging the refunds', () => {
  /** Answers the refunds by their query, recording each query asked for. */
  function serveQueries(answer: (params: URLSearchParams) => Response) {
    const queries: URLSearchParams[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      queries.push(url.searchParams);
      return answer(url.searchParams);
    });
    return queries;
  }
  const walton = { ...refund, _id: 'pay2', productName: 'Walton 1 Ton Window AC', refundId: 're_demo_def' };

  it('searches as the address says, pages on with Load more, and says when nothing matches', async () => {
    const queries = serveQueries((params) =>
      params.get('q') !== 'ac'
        ? Response.json([])
        : params.get('cursor') === 'next'
          ? Response.json([walton])
          : Response.json([refund], { headers: { Link: '</api/dashboard/refunds?q=ac&cursor=next>; rel="next"' } }),
    );
    renderRoutes([{ path: '*', element: <RefundsTable /> }], '/dashboard/refunds?q=ac');
    expect(await screen.findByText('Gree 1.5 Ton Split AC')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Walton 1 Ton Window AC')).toBeInTheDocument();
    expect(queries.map((query) => query.get('cursor'))).toEqual([null, 'next']);

    const box = screen.getByRole('searchbox', { name: 'Search refunds' });
    await userEvent.clear(box);
    await userEvent.type(box, 'nothing');
    expect(await screen.findByText('No refunds match “nothing”.')).toBeInTheDocument();
    expect(window.location.search).toBe('?q=nothing');
  });
});
