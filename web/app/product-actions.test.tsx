import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/features/auth/auth-context';
import { fakeAuth, renderWithRouter, stubApi } from '@/test/render';
import type { BookableProduct } from '@/features/orders/components/booking-modal';
import { useRenderProductActions } from './product-actions';

afterEach(() => vi.unstubAllGlobals());

const buyer: AuthUser = { uid: 'rina-uid', email: 'rina@example.test', displayName: 'Rina Akter', emailVerified: true };
const product: BookableProduct = {
  _id: 'p1',
  name: 'Gree 1.5 Ton Split AC',
  price: 410,
  categoryId: 'split-ac',
  sellerId: 's1',
  status: 'active',
};
const NAME = 'Gree 1.5 Ton Split AC';

function Actions({ item }: { item: BookableProduct }) {
  return <div>{useRenderProductActions()(item)}</div>;
}

/** Renders the product's actions for `user` (null: a visitor), the API answering with these. */
function renderFor(
  user: AuthUser | null,
  { id = 'u1', orders = [] as unknown[], suspension = null as unknown, item = product } = {},
) {
  const api = stubApi({
    '/api/users/me': () => Response.json({ _id: id, name: 'Rina Akter', email: buyer.email, role: 'buyer' }),
    '/api/account/standing': () => Response.json({ suspension }),
    '/api/myorders': () => Response.json(orders),
    '/api/wishlist': () => Response.json([]),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithRouter(<Actions item={item} />, fakeAuth(user ? { status: 'signed-in', user } : {}));
  return api;
}

const booking = (status: string) => ({ _id: 'b7', productId: 'p1', status, paid: status === 'paid' });

describe('useRenderProductActions', () => {
  it('offers a visitor Book Now, and asks the API nothing about them', async () => {
    const { calls } = renderFor(null);
    expect(screen.getByRole('button', { name: `Book Now: ${NAME}` })).toBeEnabled();
    expect(screen.queryByRole('button', { name: `wishList: ${NAME}` })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('offers a buyer without a booking Book Now, the wish list and Message seller', async () => {
    renderFor(buyer);
    expect(await screen.findByRole('button', { name: `wishList: ${NAME}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Book Now: ${NAME}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Message seller: ${NAME}` })).toBeInTheDocument();
  });

  it('leads a buyer with an open booking to pay it, to the seller and to My Orders', async () => {
    renderFor(buyer, { orders: [booking('cancelled'), booking('requested')] });
    expect(await screen.findByText('You booked this.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Pay now: ${NAME}` })).toHaveAttribute('href', '/dashboard/payment/b7');
    expect(screen.getByRole('button', { name: `Message seller: ${NAME}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
    expect(screen.queryByRole('button', { name: /Book Now/ })).not.toBeInTheDocument();
  });

  it('tells a buyer who paid that they bought it, and where their order is', async () => {
    renderFor(buyer, { orders: [booking('paid')], item: { ...product, status: 'sold' } });
    expect(await screen.findByText('You bought this.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Book Now/ })).not.toBeInTheDocument();
  });

  it('offers a cancelled booking Book Now again', async () => {
    renderFor(buyer, { orders: [booking('cancelled')] });
    expect(await screen.findByRole('button', { name: `wishList: ${NAME}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Book Now: ${NAME}` })).toBeInTheDocument();
    expect(screen.queryByText('You booked this.')).not.toBeInTheDocument();
  });

  it('lets a seller manage their own listing instead of booking it', async () => {
    renderFor(buyer, { id: 's1' });
    expect(await screen.findByRole('link', { name: `Edit ${NAME}` })).toHaveAttribute(
      'href',
      '/dashboard/editproduct/p1',
    );
    expect(screen.getByRole('link', { name: `Advertise ${NAME}` })).toHaveAttribute('href', '/dashboard/myproducts');
    expect(screen.getByRole('link', { name: 'Your buyers' })).toHaveAttribute('href', '/dashboard/mybuyers');
    expect(screen.queryByRole('button', { name: /Book Now|wishList|Message seller/ })).not.toBeInTheDocument();
  });

  it('offers nothing on an expired listing, not even paying for a booking of it', async () => {
    renderFor(buyer, { orders: [booking('requested')], item: { ...product, status: 'expired' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Book Now|wishList|Message seller/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it('offers the seller of an expired listing Renew', async () => {
    const api = renderFor(buyer, { id: 's1', item: { ...product, status: 'expired' } });
    const renew = await screen.findByRole('button', { name: `Renew ${NAME}` });
    // An expired listing is renewed before it can be advertised.
    expect(screen.queryByRole('link', { name: `Advertise ${NAME}` })).not.toBeInTheDocument();
    renew.click();
    await vi.waitFor(() => expect(api.requests).toContainEqual({ method: 'PUT', path: '/api/products/p1/renew' }));
  });

  it('tells a suspended account so in place of Book Now, the wish list and Message seller', async () => {
    renderFor(buyer, { suspension: { since: '2026-12-01T00:00:00.000Z', until: null, reason: 'Spam' } });
    expect(await screen.findByText('Your account is suspended until an admin lifts it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See why' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: /Book Now|wishList|Message seller/ })).not.toBeInTheDocument();
  });
});
