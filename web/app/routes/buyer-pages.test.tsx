import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { renderRoutes, stubApi } from '@/test/render';
import { MyBuyersPage, PaymentPage } from './buyer-pages';
import { heldProtection } from '@/test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const openPayment = (answer: () => Response) => {
  vi.stubGlobal('fetch', stubApi({ '/api/bookings/b404': answer }).fetchStub);
  renderRoutes([{ path: '/dashboard/payment/:id', element: <PaymentPage /> }], '/dashboard/payment/b404');
};

describe('PaymentPage', () => {
  it('shows the error page, with the way home, for a booking that is not there', async () => {
    openPayment(() => Response.json({ message: 'No booking with that id.' }, { status: 404 }));
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  });

  it("shows the server's reason on the error page when the booking cannot be opened", async () => {
    openPayment(() => Response.json({ message: 'This booking is not yours.' }, { status: 403 }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This booking is not yours.')).toBeInTheDocument();
  });
});

describe('MyBuyersPage', () => {
  const booking = (id: string, productName: string, protection: Record<string, unknown> | null, paid = true) => ({
    _id: id,
    productId: `p-${id}`,
    productName,
    price: 400,
    img: '/api/images/x.png',
    userName: 'Farhana',
    email: 'buyer@example.test',
    phone: null,
    location: 'Dhaka',
    paid,
    paidInPerson: paid && !protection,
    refunded: false,
    refundReason: null,
    productSold: paid,
    productRemoved: false,
    inReview: false,
    status: paid ? 'paid' : 'requested',
    cancellable: false,
    date: '2026-11-20T10:00:00.000Z',
    protection: protection && heldProtection({ paymentId: `pay-${id}`, ...protection }),
  });

  it('shows where the money of each sale paid online stands, and marks one handed over', async () => {
    let handedOver = false;
    const api = stubApi({
      '/api/mybuyers': () =>
        Response.json([
          booking(
            'b1',
            'Gree 1.5 Ton',
            handedOver ? { state: 'handed-over', releaseDueAt: '2026-11-23T10:00:00.000Z' } : { state: 'held' },
          ),
          booking('b2', 'Walton 1 Ton', { state: 'disputed' }),
          booking('b3', 'Haier 2 Ton', { state: 'released', refunded: 50 }),
          booking('b4', 'LG Window AC', null),
          booking('b5', 'Samsung Split', null, false),
        ]),
      '/api/payments/pay-b1/handed-over': () => {
        handedOver = true;
        return Response.json({ handedOverAt: '2026-11-20T10:00:00.000Z', releaseDueAt: '2026-11-23T10:00:00.000Z' });
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderRoutes(
      [
        {
          path: '/dashboard/mybuyers',
          element: (
            <>
              <MyBuyersPage />
              <Toaster />
            </>
          ),
        },
      ],
      '/dashboard/mybuyers',
    );

    expect(await screen.findByText('Held by Thanda until the buyer confirms')).toBeInTheDocument();
    expect(screen.getByText('Disputed — an admin decides')).toBeInTheDocument();
    expect(screen.getByText('Released to you')).toBeInTheDocument();
    expect(screen.getByText('(৳50 refunded to the buyer)')).toBeInTheDocument();
    // A sale paid in person, and the in-person flow for an unpaid booking, are as they were.
    expect(screen.getByText('Paid in person')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold to this buyer: Samsung Split, Farhana' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Mark handed over/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Mark handed over: Gree 1.5 Ton' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark handed over' }));
    expect(await screen.findByText('Handed over — released 23/11/2026 unless the buyer disputes')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Marked handed over. The money is released to you on 23/11/2026 unless the buyer disputes.',
      ),
    ).toBeInTheDocument();
    expect(api.requests).toContainEqual({ method: 'PUT', path: '/api/payments/pay-b1/handed-over' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mark handed over/ })).not.toBeInTheDocument());
  });
});
