import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '@/test/render';
import { PaymentPage } from './buyer-pages';

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
