import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
import { PaymentReviewsTable } from './payment-reviews-table';

afterEach(() => vi.unstubAllGlobals());

const review = {
  bookingId: 'b1',
  productId: 'p1',
  productName: 'Gree 1.5 Ton Split AC',
  buyerName: 'Farhana',
  buyerEmail: 'buyer@example.test',
  amount: 12500,
  reason: 'Flagged by the fraud checks',
  heldUntil: '2026-11-24T10:00:00.000Z',
};

function show(answers: Record<string, () => Response>) {
  const stub = stubApi(answers);
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithRouter(<PaymentReviewsTable />);
  return stub.requests;
}

describe('PaymentReviewsTable', () => {
  it('lists flagged payments and accepts one after asking', async () => {
    const requests = show({
      '/api/dashboard/payment-reviews': () => Response.json([review]),
      '/api/payment-reviews/b1/approve': () => Response.json({ acknowledged: true, insertedId: 'pay1' }),
    });
    const row = await screen.findByRole('article', { name: 'Gree 1.5 Ton Split AC' });
    expect(row).toHaveTextContent('Flagged by the fraud checks');
    expect(row).toHaveTextContent('৳12,500');
    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Gree 1.5 Ton Split AC will be sold to this buyer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() =>
      expect(requests).toContainEqual({ method: 'POST', path: '/api/payment-reviews/b1/approve' }),
    );
  });

  it('refunds one after asking', async () => {
    const requests = show({
      '/api/dashboard/payment-reviews': () => Response.json([review]),
      '/api/payment-reviews/b1/decline': () => Response.json({ acknowledged: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() =>
      expect(requests).toContainEqual({ method: 'POST', path: '/api/payment-reviews/b1/decline' }),
    );
  });

  it('says when nothing waits', async () => {
    show({ '/api/dashboard/payment-reviews': () => Response.json([]) });
    expect(await screen.findByText('No payment is waiting for review.')).toBeInTheDocument();
  });
});
