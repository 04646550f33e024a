import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast/headless';
import type { Protection } from '@shared/protection';
import { Toaster } from '@/components/toaster';
import { renderWithRouter, stubApi } from '@/test/render';
import { SellerProtection } from './hand-over-button';
import { heldProtection } from '@/test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const protection = heldProtection;

function show(value: Protection, answers: Record<string, () => Response> = {}) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithRouter(
    <>
      <SellerProtection protection={value} productName="Gree 1.5 Ton Split AC" />
      <Toaster />
    </>,
  );
  return api;
}

describe('SellerProtection', () => {
  it('says Thanda holds the money until the buyer confirms, and offers the hand-over', () => {
    show(protection());
    expect(screen.getByText('Held by Thanda until the buyer confirms')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark handed over: Gree 1.5 Ton Split AC' })).toBeEnabled();
  });

  it('says when a handed-over sale is released unless the buyer disputes, with no button', () => {
    show(protection({ state: 'handed-over', releaseDueAt: '2026-11-23T10:00:00.000Z' }));
    expect(screen.getByText('Handed over — released 23/11/2026 unless the buyer disputes')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says an admin decides a disputed sale', () => {
    show(protection({ state: 'disputed' }));
    expect(screen.getByText('Disputed — an admin decides')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says the money is released, with what went back to the buyer and the admin's reason", () => {
    show(protection({ state: 'released', refunded: 50, resolution: 'The remote was missing.' }));
    expect(screen.getByText('Released to you')).toBeInTheDocument();
    expect(screen.getByText('(৳50 refunded to the buyer)')).toBeInTheDocument();
    expect(screen.getByText("Thanda's decision: The remote was missing.")).toBeInTheDocument();
  });

  it('says nothing of a refund when all of it was released', () => {
    show(protection({ state: 'released' }));
    expect(screen.getByText('Released to you')).toBeInTheDocument();
    expect(screen.queryByText(/refunded to the buyer/)).not.toBeInTheDocument();
  });

  it('says a sale refunded in full went back to the buyer', () => {
    show(protection({ state: 'refunded', refunded: 360 }));
    expect(screen.getByText('Refunded to the buyer')).toBeInTheDocument();
  });
});

describe('HandOverButton', () => {
  const handedOver = () =>
    Response.json({ handedOverAt: '2026-11-20T10:00:00.000Z', releaseDueAt: '2026-11-23T10:00:00.000Z' });

  it('marks the sale handed over after a confirmation', async () => {
    const { requests } = show(protection(), { '/api/payments/pay1/handed-over': handedOver });
    await userEvent.click(screen.getByRole('button', { name: 'Mark handed over: Gree 1.5 Ton Split AC' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'The buyer then has 72 hours to confirm or dispute; without a dispute the money is released to you.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'cancel' }));
    expect(requests).not.toContainEqual({ method: 'PUT', path: '/api/payments/pay1/handed-over' });

    await userEvent.click(screen.getByRole('button', { name: 'Mark handed over: Gree 1.5 Ton Split AC' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark handed over' }));
    expect(
      await screen.findByText(
        'Marked handed over. The money is released to you on 23/11/2026 unless the buyer disputes.',
      ),
    ).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PUT', path: '/api/payments/pay1/handed-over' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends once for a double tap, and shows no error', async () => {
    // The API answers only when the test says, so the second tap comes while the first is sent.
    let answer: (response: Response) => void = () => {};
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    const sent = vi.fn(() => answered);
    show(protection());
    vi.stubGlobal('fetch', sent);
    await userEvent.click(screen.getByRole('button', { name: 'Mark handed over: Gree 1.5 Ton Split AC' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark handed over' });
    // Two taps in a row, before anything else runs.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(confirm).toBeDisabled();
    answer(handedOver());
    expect(await screen.findByText(/^Marked handed over\./)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the seller why when the buyer disputed meanwhile', async () => {
    show(protection(), {
      '/api/payments/pay1/handed-over': () =>
        Response.json(
          {
            message: 'This payment is disputed: it stays held until an admin decides.',
            reason: 'payment-disputed',
          },
          { status: 409 },
        ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark handed over: Gree 1.5 Ton Split AC' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark handed over' }));
    expect(
      await screen.findByText('This payment is disputed: it stays held until an admin decides.'),
    ).toBeInTheDocument();
  });
});
