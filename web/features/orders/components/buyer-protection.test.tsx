import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast/headless';
import type { Protection } from '@shared/protection';
import { renderWithRouter, stubApi } from '@/test/render';
import { BuyerProtection } from './buyer-protection';
import { heldProtection } from '@/test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const protection = heldProtection;

function show(value: Protection, answers: Record<string, () => Response> = {}) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithRouter(<BuyerProtection protection={value} productName="Gree 1.5 Ton Split AC" />);
  return api;
}

describe('BuyerProtection', () => {
  it('says the money is held, and releases it only after the buyer confirms the AC cools', async () => {
    const api = show(protection(), { '/api/payments/pay1/received': () => Response.json({ released: true }) });
    expect(screen.getByText('Thanda holds your payment until you confirm the unit works.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Received, installed and cooling: Gree 1.5 Ton Split AC' }),
    );
    expect(api.requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, release the payment' }));
    await waitFor(() => expect(api.requests).toContainEqual({ method: 'PUT', path: '/api/payments/pay1/received' }));
  });

  it('opens a dispute with a reason and what happened, and says what is wrong with the form first', async () => {
    const api = show(protection({ state: 'handed-over', releaseDueAt: '2026-12-09T10:00:00.000Z' }), {
      '/api/payments/pay1/dispute': () => Response.json({ disputed: true }, { status: 201 }),
    });
    expect(screen.getByText(/Handed over\. Thanda holds your payment until you confirm, or until/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem: Gree 1.5 Ton Split AC' }));
    await userEvent.click(screen.getByRole('radio', { name: 'It is damaged or leaks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open the dispute' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tell us what happened.');
    expect(api.bodies).toEqual([]);

    await userEvent.type(screen.getByLabelText('What happened?'), 'Water drips from the indoor unit.');
    await userEvent.click(screen.getByRole('button', { name: 'Open the dispute' }));
    await waitFor(() =>
      expect(api.bodies).toContainEqual({
        path: '/api/payments/pay1/dispute',
        body: { reason: 'damaged', details: 'Water drips from the indoor unit.', photos: [] },
      }),
    );
  });

  it('offers nothing to do once disputed or released, and shows the decision', () => {
    show(protection({ state: 'released', refunded: 2500, resolution: 'The remote was missing.' }));
    expect(screen.getByText(/was refunded to you; the rest went to the seller/)).toBeInTheDocument();
    expect(screen.getByText("Thanda's decision: The remote was missing.")).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
