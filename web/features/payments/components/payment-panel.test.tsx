import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, renderWithRouter, stubApi } from '@/test/render';
import { PaymentPanel } from './payment-panel';

/** What the route shows for a booking it cannot read (its error page), reduced to the words. */
const showFailure = (error: Error) => <p role="alert">{error.message}</p>;

afterEach(() => vi.unstubAllGlobals());

const booking = (overrides: Record<string, unknown> = {}) => ({
  _id: 'b1',
  productId: 'p1',
  productName: 'Gree 1.5 Ton Split AC',
  price: 300,
  date: '2026-11-20T08:00:00.000Z',
  paid: false,
  productSold: false,
  ...overrides,
});

function serve(answers: Record<string, () => Response>) {
  const { fetchStub, requests } = stubApi(answers);
  vi.stubGlobal('fetch', fetchStub);
  renderWithRouter(<PaymentPanel bookingId="b1" failed={showFailure} protection={() => null} />);
  return requests;
}

describe('PaymentPanel', () => {
  it('asks for the booking price, takes a demo card and shows a short receipt reference once recorded', async () => {
    const requests = serve({
      '/api/bookings/b1': () => Response.json(booking()),
      '/api/create-payment-intent': () =>
        Response.json({ clientSecret: 'demo_secret', gateway: 'demo', amount: 30000, currency: 'usd' }),
      '/api/demo-gateway/confirm': () => Response.json({ id: 'txn_1', status: 'succeeded' }),
      '/api/payments': () =>
        Response.json({ acknowledged: true, insertedId: 'pay1', receipt: 'TH-1A2B3C4D' }, { status: 201 }),
    });
    expect(await screen.findByRole('heading', { name: 'Payment for Gree 1.5 Ton Split AC' })).toBeInTheDocument();
    expect(screen.getByText(/Please pay/)).toHaveTextContent('Please pay ৳300 for your booking on 20/11/2026');

    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    const receipt = await screen.findByText('Congrats! your payment completed');
    expect(receipt.parentElement).toHaveTextContent('Receipt reference: TH-1A2B3C4D');
    expect(receipt.parentElement).not.toHaveTextContent('txn_1');
    expect(requests).toContainEqual({ method: 'POST', path: '/api/payments' });
  });

  it('offers no card form for a paid booking, nor for a product sold to someone else', async () => {
    serve({
      '/api/bookings/b1': () => Response.json(booking({ paid: true, productSold: true, receipt: 'TH-99AA00BB' })),
    });
    expect(await screen.findByText('This booking is paid. Thank you!')).toBeInTheDocument();
    expect(screen.getByText(/Receipt reference/)).toHaveTextContent('TH-99AA00BB');
    expect(screen.queryByText(/Please pay/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('tells a buyer whose product went to another buyer', async () => {
    const requests = serve({ '/api/bookings/b1': () => Response.json(booking({ productSold: true })) });
    expect(await screen.findByText('Sorry, this product has been sold to another buyer.')).toBeInTheDocument();
    expect(requests).not.toContainEqual({ method: 'POST', path: '/api/create-payment-intent' });
  });

  it("shows the server's refusal to start a payment (a listing held by another buyer)", async () => {
    serve({
      '/api/bookings/b1': () => Response.json(booking()),
      '/api/create-payment-intent': () =>
        Response.json({ message: 'Another buyer is paying for this product right now.' }, { status: 409 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Another buyer is paying for this product right now.');
  });

  /** Another buyer's hold, ending in a second, the first time the page asks; a payment after. Counts the asking. */
  function heldByAnotherBuyerAtFirst() {
    const asked = { count: 0 };
    serve({
      '/api/bookings/b1': () => Response.json(booking()),
      '/api/create-payment-intent': () =>
        ++asked.count === 1
          ? Response.json(
              {
                message: 'Another buyer is paying for this product right now. Please try again in 15 minutes.',
                reason: 'hold-taken',
              },
              { status: 409, headers: { 'Retry-After': '1' } },
            )
          : Response.json({ clientSecret: 'demo_secret', gateway: 'demo', amount: 30000, currency: 'usd' }),
    });
    return asked;
  }

  it("says when another buyer's hold ends, and starts the payment by itself then", async () => {
    const asked = heldByAnotherBuyerAtFirst();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /You can pay from \d\d:\d\d\. This page will try again by itself then\./,
    );
    expect(await screen.findByLabelText('Card number', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(asked.count).toBe(2);
  }, 12_000);

  it("waits for a page in the background to be seen before taking another buyer's hold over", async () => {
    const asked = heldByAnotherBuyerAtFirst();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await screen.findByRole('alert');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(asked.count).toBe(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(asked.count).toBe(2);
    visibility.mockRestore();
  }, 12_000);

  it("says when the buyer's own rest from holding ends, and leaves asking again to them", async () => {
    let asked = 0;
    serve({
      '/api/bookings/b1': () => Response.json(booking()),
      '/api/create-payment-intent': () => {
        asked++;
        return Response.json(
          {
            message:
              'Your last hold on this product ended without a payment. So that other buyers get a turn, please try again 15 minutes after it ended.',
          },
          { status: 409, headers: { 'Retry-After': '1' } },
        );
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/You can pay from .+\d\d:\d\d\.$/);
    expect(alert).not.toHaveTextContent(/try again by itself/);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(asked).toBe(1);
  }, 12_000);

  it('sends the buyer to SSLCOMMERZ when the server uses it', async () => {
    serve({
      '/api/bookings/b1': () => Response.json(booking()),
      '/api/create-payment-intent': () =>
        Response.json({
          clientSecret: 'SESSION1',
          gateway: 'sslcommerz',
          redirectUrl: 'https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=SESSION1',
          amount: 300,
          currency: 'bdt',
        }),
    });
    const link = await screen.findByRole('link', { name: 'Pay with SSLCOMMERZ' });
    expect(link).toHaveAttribute(
      'href',
      'https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=SESSION1',
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('says what happened when the buyer comes back from SSLCOMMERZ', async () => {
    const { fetchStub } = stubApi({
      '/api/bookings/b1': () => Response.json(booking()),
      '/api/create-payment-intent': () =>
        Response.json({ clientSecret: 'S', gateway: 'sslcommerz', redirectUrl: 'https://pay.test/', amount: 300 }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(
      [
        {
          path: '/dashboard/payment/:id',
          element: <PaymentPanel bookingId="b1" failed={showFailure} protection={() => null} />,
        },
      ],
      '/dashboard/payment/b1?sslcommerz=cancelled',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled the payment. Nothing was charged.');
    expect(await screen.findByRole('link', { name: 'Pay with SSLCOMMERZ' })).toBeInTheDocument();
  });

  it('congratulates a buyer back from a paid checkout', async () => {
    const { fetchStub } = stubApi({ '/api/bookings/b1': () => Response.json(booking({ paid: true })) });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(
      [
        {
          path: '/dashboard/payment/:id',
          element: <PaymentPanel bookingId="b1" failed={showFailure} protection={() => null} />,
        },
      ],
      '/dashboard/payment/b1?sslcommerz=paid',
    );
    expect(await screen.findByText('Congrats! your payment completed')).toBeInTheDocument();
  });

  it('tells a buyer whose payment is being reviewed, and starts no other payment', async () => {
    const requests = serve({ '/api/bookings/b1': () => Response.json(booking({ inReview: true })) });
    expect(await screen.findByText(/Your payment went through and is being checked./)).toBeInTheDocument();
    expect(requests).not.toContainEqual({ method: 'POST', path: '/api/create-payment-intent' });
  });

  it('shows why a booking cannot be opened', async () => {
    serve({ '/api/bookings/b1': () => Response.json({ message: 'Booking not found' }, { status: 404 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found');
  });
});
