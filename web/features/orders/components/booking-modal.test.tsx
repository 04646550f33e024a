import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithRouter, stubApi } from '@/test/render';
import { BookingModal } from './booking-modal';

const product = {
  _id: 'p1',
  name: 'Gree 1.5 Ton Split AC',
  price: 360,
  categoryId: 'split-ac',
  categoryName: 'Split AC',
};

afterEach(() => vi.unstubAllGlobals());

describe('BookingModal', () => {
  it('shows the product and the signed-in buyer read-only, and asks for phone and location', async () => {
    const onClose = vi.fn();
    renderWithRouter(
      <BookingModal product={product} user={{ name: 'Farhana', email: 'buyer1@thanda.test' }} onClose={onClose} />,
    );
    expect(screen.getByRole('heading', { name: 'Split AC' })).toBeInTheDocument();
    expect(screen.getByLabelText('Product')).toHaveValue('Gree 1.5 Ton Split AC');
    expect(screen.getByLabelText('Product')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Price')).toHaveValue('৳360');
    expect(screen.getByLabelText('Your name')).toHaveValue('Farhana');
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('buyer1@thanda.test');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Phone Number is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('books with the product id, phone and location only, then closes', async () => {
    const { fetchStub, bodies } = stubApi({
      '/api/bookings': () =>
        Response.json({ acknowledged: true, insertedId: 'b1', message: 'Booking confirmed' }, { status: 201 }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const onClose = vi.fn();
    const onBooked = vi.fn();
    renderWithRouter(
      <BookingModal
        product={product}
        user={{ name: 'F', email: 'f@example.test' }}
        onClose={onClose}
        onBooked={onBooked}
      />,
    );
    await userEvent.type(screen.getByLabelText('Phone Number'), '01911-223344');
    await userEvent.type(screen.getByLabelText('Location'), 'Dhanmondi, Dhaka');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onBooked).toHaveBeenCalledWith('b1');
    expect(bodies).toEqual([
      { path: '/api/bookings', body: { productId: 'p1', phone: '+8801911223344', location: 'Dhanmondi, Dhaka' } },
    ]);
  });

  it('asks for no categories on an English screen, which has the name already', async () => {
    const { fetchStub, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<BookingModal product={product} user={null} onClose={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Split AC' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("is headed by the category's Bangla name on a Bangla screen", async () => {
    const { fetchStub } = stubApi({
      '/api/categories': () =>
        Response.json([
          {
            _id: 'split-ac',
            name: 'Split AC',
            img: '/a.webp',
            about: 'Quiet.',
            bn: { name: 'স্প্লিট এসি', about: 'নিঃশব্দ।' },
          },
        ]),
    });
    vi.stubGlobal('fetch', fetchStub);
    i18n.activate('bn');
    renderWithRouter(<BookingModal product={product} user={null} onClose={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'স্প্লিট এসি' })).toBeInTheDocument();
  });

  it('asks a visitor to log in and offers no way to submit', () => {
    renderWithRouter(<BookingModal product={product} user={null} onClose={() => {}} />);
    expect(screen.getByRole('link', { name: 'Please Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Phone Number')).not.toBeInTheDocument();
  });
});
