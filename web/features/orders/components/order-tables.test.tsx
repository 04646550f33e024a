import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '../../../test/render';
import { MyOrdersTable } from './order-tables';

afterEach(() => vi.unstubAllGlobals());

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
  refunded: false,
  refundReason: null,
  productSold: false,
  productRemoved: false,
  date: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function showOrders(orders: unknown[]) {
  vi.stubGlobal('fetch', stubApi({ '/api/myorders': () => Response.json(orders) }).fetchStub);
  renderWithRouter(<MyOrdersTable />);
}

describe('MyOrdersTable', () => {
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

  it('offers no payment for a listing that was taken down', async () => {
    showOrders([order({ productRemoved: true, refunded: true, refundReason: 'This listing was removed.' })]);
    expect(await screen.findByText('No longer listed')).toBeInTheDocument();
    expect(screen.getByText('This listing was removed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay for/ })).not.toBeInTheDocument();
  });

  it('says so when nothing is booked', async () => {
    showOrders([]);
    expect(await screen.findByText('You have not booked anything yet.')).toBeInTheDocument();
  });
});
