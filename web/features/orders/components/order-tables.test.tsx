import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast/headless';
import { Toaster } from '@/components/toaster';
import { i18n } from '@/lib/i18n';
import { renderWithRouter, stubApi } from '@/test/render';
import { MyBuyersTable, MyOrdersTable, MyWishlistTable } from './order-tables';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const order = (overrides: Record<string, unknown>) => ({
  _id: 'b1',
  productId: 'p1',
  productName: 'Gree 1.5 Ton Split AC',
  price: 360,
  img: '/api/images/x.png',
  userName: 'Farhana',
  email: 'buyer@example.test',
  phone: '01911-223344',
  location: 'Dhaka',
  paid: false,
  paidInPerson: false,
  refunded: false,
  refundReason: null,
  productSold: false,
  productRemoved: false,
  inReview: false,
  status: 'requested',
  cancellable: true,
  date: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function showOrders(orders: unknown[]) {
  vi.stubGlobal('fetch', stubApi({ '/api/myorders': () => Response.json(orders) }).fetchStub);
  renderWithRouter(<MyOrdersTable />);
}

describe('MyOrdersTable', () => {
  it('says a flagged payment is under review, with nothing to pay', async () => {
    showOrders([order({ inReview: true })]);
    expect(await screen.findByText('Payment under review')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay for/ })).not.toBeInTheDocument();
  });

  it('says Paid, offers Pay, or says the product went to another buyer', async () => {
    showOrders([
      order({ _id: 'a', paid: true }),
      order({ _id: 'b', productName: 'Open unit' }),
      order({ _id: 'c', productSold: true }),
    ]);
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay for Open unit' })).toHaveAttribute('href', '/dashboard/payment/b');
    expect(screen.getByText('Sold to another buyer')).toBeInTheDocument();
    expect(screen.queryByText('Refunded')).not.toBeInTheDocument();
  });

  it('shows a refunded payment with its reason, and lets the buyer pay again while the product is for sale', async () => {
    const reason = 'Your 15-minute hold on this product ended before the payment arrived.';
    showOrders([order({ refunded: true, refundReason: reason })]);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay for Gree 1.5 Ton Split AC' })).toHaveTextContent('Pay again');
  });

  it("numbers the rows in the page's digits", async () => {
    i18n.activate('bn');
    showOrders([order({ _id: 'a' }), order({ _id: 'b' })]);
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['১', '২']);
  });

  it('offers no payment for a listing that was taken down', async () => {
    showOrders([order({ productRemoved: true, refunded: true, refundReason: 'This listing was removed.' })]);
    expect(await screen.findByText('No longer listed')).toBeInTheDocument();
    expect(screen.getByText('This listing was removed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay for/ })).not.toBeInTheDocument();
  });

  it('says so when nothing is booked, and leads to the listings', async () => {
    showOrders([]);
    expect(await screen.findByText('You have not booked anything yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/allproduct');
  });
});

describe('MyWishlistTable', () => {
  it('says so when nothing is wished, and leads to the listings', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/wishlist': () => Response.json([]), '/api/myorders': () => Response.json([]) }).fetchStub,
    );
    renderWithRouter(<MyWishlistTable user={{ name: 'Farhana', email: 'buyer@example.test' }} />);
    expect(await screen.findByText('Your wish list is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/allproduct');
  });
});

describe('paid in person', () => {
  it('lets the buyer cancel a booking after a confirmation, and then says it is cancelled', async () => {
    let cancelled = false;
    const { fetchStub, requests } = stubApi({
      '/api/myorders': () =>
        Response.json([
          order(cancelled ? { status: 'cancelled', cancellable: false } : {}),
          order({ _id: 'b2', productName: 'Paid unit', paid: true, status: 'paid', cancellable: false }),
        ]),
      '/api/bookings/b1/cancel': () => {
        cancelled = true;
        return Response.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<MyOrdersTable />);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking: Gree 1.5 Ton Split AC' }));
    expect(screen.queryByRole('button', { name: 'Cancel booking: Paid unit' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(requests).not.toContainEqual({ method: 'PUT', path: '/api/bookings/b1/cancel' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking: Gree 1.5 Ton Split AC' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PUT', path: '/api/bookings/b1/cancel' });
    expect(screen.queryByRole('link', { name: 'Pay for Gree 1.5 Ton Split AC' })).not.toBeInTheDocument();
  });

  it("tells the buyer an order settled at the meet-up was 'Paid in person'", async () => {
    showOrders([order({ paid: true, paidInPerson: true, purchaseConfirmed: true, productSold: true })]);
    expect(await screen.findByText('Paid in person')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm you bought/ })).not.toBeInTheDocument();
  });

  it('lets the buyer confirm a sale the seller recorded at the meet-up, which lets them review the seller', async () => {
    let confirmed = false;
    const { fetchStub, requests } = stubApi({
      '/api/myorders': () =>
        Response.json([order({ paid: true, paidInPerson: true, purchaseConfirmed: confirmed, productSold: true })]),
      '/api/bookings/b1/purchase-confirmed': () => {
        confirmed = true;
        return Response.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(
      <>
        <MyOrdersTable />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm you bought Gree 1.5 Ton Split AC' }));
    expect(await screen.findByText('Thank you. You can now review the seller.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PUT', path: '/api/bookings/b1/purchase-confirmed' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Confirm you bought/ })).not.toBeInTheDocument());
  });

  it('lets the seller record a sale to a buyer who paid at the meet-up, after a confirmation', async () => {
    let sold = false;
    const { fetchStub, requests } = stubApi({
      '/api/mybuyers': () =>
        Response.json([
          order({ paid: sold, paidInPerson: sold, productSold: sold }),
          order({ _id: 'b2', userName: 'Karim', productName: 'Sold unit', productSold: true }),
          order({ _id: 'b3', userName: 'Nila', productName: 'Called off', status: 'cancelled' }),
        ]),
      '/api/bookings/b1/sold-in-person': () => {
        sold = true;
        return Response.json({ acknowledged: true, insertedId: 'pay1' }, { status: 201 });
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<MyBuyersTable />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Sold to this buyer: Gree 1.5 Ton Split AC, Farhana' }),
    );
    expect(screen.queryByRole('button', { name: /Sold to this buyer: Sold unit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sold to this buyer: Called off/ })).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled by the buyer')).toBeInTheDocument();
    expect(requests).not.toContainEqual({ method: 'POST', path: '/api/bookings/b1/sold-in-person' });
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sold to this buyer' }),
    );
    expect(await screen.findByText('Paid in person')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'POST', path: '/api/bookings/b1/sold-in-person' });
  });

  it('shows where a sale paid online stands as the page draws it, and a sale paid in person as before', async () => {
    const protection = { paymentId: 'pay1', state: 'held', refunded: 0 };
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/mybuyers': () =>
          Response.json([
            order({ paid: true, productSold: true, status: 'paid', protection }),
            order({ _id: 'b2', productName: 'Met unit', paid: true, paidInPerson: true, protection: null }),
          ]),
      }).fetchStub,
    );
    renderWithRouter(
      <MyBuyersTable
        paidOnline={(value, productName) => (
          <span>
            {value.state} for {productName}
          </span>
        )}
      />,
    );
    const drawn = await screen.findByText('held for Gree 1.5 Ton Split AC');
    expect(drawn.closest('td')).toHaveTextContent(/^Paidheld for/);
    expect(screen.getByText('Paid in person')).toBeInTheDocument();
    expect(screen.queryByText(/for Met unit/)).not.toBeInTheDocument();
  });

  it("gives the seller each buyer's number as a link a tap calls", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/mybuyers': () => Response.json([order({}), order({ _id: 'b2', phone: 'call after 5pm' })]) })
        .fetchStub,
    );
    renderWithRouter(<MyBuyersTable />);
    expect(await screen.findByRole('link', { name: '01911-223344' })).toHaveAttribute('href', 'tel:+8801911223344');
    // A number stored before the phone rule stays as it was typed.
    expect(screen.getByText('call after 5pm').closest('a')).toBeNull();
  });
});
