import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { i18n } from '@/lib/i18n';
import { renderWithRouter, stubApi } from '@/test/render';
import { DisputesQueue } from './disputes-queue';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const LIST = '/api/dashboard/disputes';
const RESOLVE = '/api/disputes/pay1/resolve';

const dispute = {
  paymentId: 'pay1',
  bookingId: 'b1',
  productId: 'p1',
  productName: 'Gree 1.5 Ton Split AC',
  productImg: 'https://example.test/gree.jpg',
  conversationId: 'c1',
  buyer: { id: 'u-buyer', name: 'Farhana Akter', email: 'buyer@example.test' },
  seller: { id: 'u-seller', name: 'Rahim Uddin', email: 'seller@example.test' },
  amount: 12500,
  held: 12500,
  currency: 'usd',
  paidAt: '2026-11-18T10:00:00.000Z',
  handedOverAt: '2026-11-19T10:00:00.000Z',
  disputedAt: '2026-11-20T10:00:00.000Z',
  reason: 'not-cooling',
  details: 'It blows warm air after ten minutes.',
  photos: ['https://example.test/photo-1.jpg', 'https://example.test/photo-2.jpg'],
};

function show(answers: Record<string, () => Response>) {
  const stub = stubApi(answers);
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithRouter(
    <>
      <DisputesQueue />
      <Toaster />
    </>,
  );
  return stub;
}

describe('DisputesQueue', () => {
  it('shows each dispute with the product, both people, the dates, the reason, the details and the photos', async () => {
    show({ [LIST]: () => Response.json([dispute]) });
    const card = await screen.findByRole('article', { name: 'Gree 1.5 Ton Split AC' });
    expect(within(card).getByRole('link', { name: 'Gree 1.5 Ton Split AC' })).toHaveAttribute('href', '/listing/p1');
    expect(card).toHaveTextContent('৳12,500 held');
    expect(card).toHaveTextContent('Farhana Akter');
    expect(card).toHaveTextContent('buyer@example.test');
    expect(card).toHaveTextContent('Rahim Uddin');
    expect(card).toHaveTextContent('seller@example.test');
    expect(card).toHaveTextContent('18/11/2026');
    expect(card).toHaveTextContent('19/11/2026');
    expect(card).toHaveTextContent('20/11/2026');
    expect(card).toHaveTextContent('It does not cool properly');
    expect(card).toHaveTextContent('It blows warm air after ten minutes.');
    const photos = within(within(card).getByRole('list', { name: 'The buyer’s photos' })).getAllByRole('link');
    expect(photos.map((link) => link.getAttribute('href'))).toEqual(dispute.photos);
    expect(within(card).getByRole('link', { name: 'Read their conversation' })).toHaveAttribute(
      'href',
      '/dashboard/messages/c1',
    );
    // The amount to refund is asked only for a partial refund.
    expect(within(card).queryByLabelText(/Refund to the buyer/)).not.toBeInTheDocument();
  });

  it('refunds part of the money with a note, then the dispute leaves the list', async () => {
    let decided = false;
    const { bodies } = show({
      [LIST]: () => Response.json(decided ? [] : [dispute]),
      [RESOLVE]: () => {
        decided = true;
        return Response.json({ outcome: 'partial-refund', refunded: 4000 });
      },
    });
    const card = await screen.findByRole('article', { name: 'Gree 1.5 Ton Split AC' });
    await userEvent.click(within(card).getByRole('radio', { name: 'Refund part' }));
    await userEvent.type(within(card).getByLabelText(/Refund to the buyer/), '4000');
    await userEvent.type(
      within(card).getByLabelText('Why (both people read this)'),
      'The unit cools weakly; the seller pays for a gas refill.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Send decision' }));
    expect(await screen.findByText('Decided: the buyer gets ৳4,000 back and the seller the rest.')).toBeInTheDocument();
    expect(bodies).toContainEqual({
      path: RESOLVE,
      body: {
        outcome: 'partial-refund',
        refundAmount: 4000,
        note: 'The unit cools weakly; the seller pays for a gas refill.',
      },
    });
    expect(await screen.findByText('No disputes are waiting.')).toBeInTheDocument();
  });

  it('asks for the outcome and the note before sending anything', async () => {
    const { requests } = show({ [LIST]: () => Response.json([dispute]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Send decision' }));
    expect(await screen.findByText('Choose release, refund or partial refund.')).toBeInTheDocument();
    expect(screen.getByText('Say why, for both people to read.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the refusal and keeps the dispute', async () => {
    show({
      [LIST]: () => Response.json([dispute]),
      [RESOLVE]: () =>
        Response.json(
          {
            reason: 'dispute-resolved',
            params: {},
            message: 'This dispute has already been decided.',
          },
          { status: 409 },
        ),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Release to the seller' }));
    await userEvent.type(screen.getByLabelText('Why (both people read this)'), 'The unit works in the video.');
    await userEvent.click(screen.getByRole('button', { name: 'Send decision' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This dispute has already been decided.');
    expect(screen.getByRole('article', { name: 'Gree 1.5 Ton Split AC' })).toBeInTheDocument();
  });

  it('says when nothing waits, in Bangla on a Bangla screen', async () => {
    i18n.activate('bn');
    show({ [LIST]: () => Response.json([]) });
    expect(await screen.findByText('কোনো অভিযোগ সিদ্ধান্তের অপেক্ষায় নেই।')).toBeInTheDocument();
  });
});
