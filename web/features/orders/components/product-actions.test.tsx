import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingStatus } from '@shared/domain';
import { renderWithRouter, stubApi } from '@/test/render';
import { ProductActions } from './product-actions';

afterEach(() => vi.unstubAllGlobals());

const buyer = { name: 'Rina Akter', email: 'rina@example.test' };

const emptyLists = { '/api/wishlist': () => Response.json([]), '/api/myorders': () => Response.json([]) };

function renderActions(status: ListingStatus, user: typeof buyer | null = buyer) {
  vi.stubGlobal('fetch', stubApi(emptyLists).fetchStub);
  const product = { _id: 'p1', name: 'Gree 1.5 Ton Split AC', price: 410, categoryId: 'split-ac', status };
  renderWithRouter(<ProductActions product={product} user={user} />);
}

describe('ProductActions', () => {
  it('offers Book Now on an active listing', async () => {
    renderActions('active');
    const book = screen.getByRole('button', { name: 'Book Now: Gree 1.5 Ton Split AC' });
    expect(book).toBeEnabled();
    expect(screen.queryByText('Someone is paying for this')).not.toBeInTheDocument();
    await userEvent.click(book);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("tells the seller's own listing by their id: no wishList on it, and one on anybody else's", async () => {
    vi.stubGlobal('fetch', stubApi(emptyLists).fetchStub);
    const seller = { id: 's1', name: 'Rahim Uddin', email: 'rahim@example.test' };
    const product = (sellerId: string) => ({
      _id: sellerId,
      name: `AC of ${sellerId}`,
      price: 410,
      categoryId: 'ac',
      sellerId,
    });
    renderWithRouter(
      <>
        <ProductActions product={product('s1')} user={seller} />
        <ProductActions product={product('s2')} user={seller} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'wishList: AC of s2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'wishList: AC of s1' })).not.toBeInTheDocument();
  });

  it('says a held listing is being paid for, and does not let anyone book it', () => {
    renderActions('held');
    const book = screen.getByRole('button', { name: 'Book Now: Gree 1.5 Ton Split AC' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription('Someone is paying for this');
  });

  it('once booked, offers paying for it right there instead of a second booking', async () => {
    const booking = { _id: 'b9', productId: 'p1', status: 'requested', paid: false, paidInPerson: false };
    let booked = false;
    const { fetchStub } = stubApi({
      '/api/wishlist': () => Response.json([]),
      '/api/myorders': () => Response.json(booked ? [booking] : []),
      '/api/bookings': () => {
        booked = true;
        return Response.json({ acknowledged: true, insertedId: 'b9', message: 'Booking confirmed' }, { status: 201 });
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const product = { _id: 'p1', name: 'Gree 1.5 Ton Split AC', price: 410, categoryId: 'split-ac' };
    renderWithRouter(<ProductActions product={product} user={buyer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now: Gree 1.5 Ton Split AC' }));
    await userEvent.type(await screen.findByLabelText('Phone Number'), '01911-223344');
    await userEvent.type(screen.getByLabelText('Location'), 'Dhanmondi, Dhaka');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // Paying starts a hold, so it is the buyer's next tap, not where booking leads by itself.
    expect(await screen.findByRole('link', { name: /Pay now/ })).toHaveAttribute('href', '/dashboard/payment/b9');
    expect(screen.queryByRole('button', { name: /Book Now/ })).not.toBeInTheDocument();
    expect(window.location.pathname).not.toBe('/dashboard/payment/b9');
  });

  it('offers nothing on a sold listing to anyone who did not buy it', async () => {
    const { fetchStub, calls } = stubApi(emptyLists);
    vi.stubGlobal('fetch', fetchStub);
    const product = {
      _id: 'p1',
      name: 'Gree 1.5 Ton Split AC',
      price: 410,
      categoryId: 'split-ac',
      status: 'sold' as const,
    };
    renderWithRouter(<ProductActions product={product} user={buyer} />);
    // Once the buyer's own bookings are read (none of this one), still nothing.
    await vi.waitFor(() => expect(calls).toContain('/api/myorders'));
    expect(screen.queryByRole('button', { name: /Book Now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /wishList/ })).not.toBeInTheDocument();
  });
});
