import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
import { MyProductsTable } from './my-products-table';

afterEach(() => vi.unstubAllGlobals());

const listing = (overrides: Record<string, unknown>) => ({
  _id: 'p1',
  name: 'Gree 1.5 Ton Split AC',
  price: 350,
  img: '/api/images/x.png',
  paid: false,
  advertise: false,
  ...overrides,
});

function serve(products: unknown[], extra: Record<string, () => Response> = {}) {
  const { fetchStub, requests: calls } = stubApi({
    // The caller's own list: no e-mail address in the URL.
    '/api/product/mine': () => Response.json(products),
    ...extra,
  });
  vi.stubGlobal('fetch', fetchStub);
  renderWithRouter(<MyProductsTable />);
  return calls;
}

describe('MyProductsTable', () => {
  it('shows each listing as available or sold, with the actions that still make sense', async () => {
    serve([
      listing({}),
      listing({ _id: 'p2', name: 'Sold unit', paid: true }),
      listing({ _id: 'p3', name: 'Ad unit', advertise: true }),
    ]);
    expect(await screen.findByRole('button', { name: 'Advertise Gree 1.5 Ton Split AC' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Edit Gree 1.5 Ton Split AC' })).toHaveAttribute(
      'href',
      '/dashboard/editproduct/p1',
    );
    expect(screen.getByText('sold')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Sold unit' })).not.toBeInTheDocument();
    // Nor Delete: the sale's record stays.
    expect(screen.queryByRole('button', { name: 'Delete Sold unit' })).not.toBeInTheDocument();
    // A sold listing offers no Advertise button at all, not even a disabled one.
    expect(screen.queryByRole('button', { name: 'Advertise Sold unit' })).not.toBeInTheDocument();
    expect(screen.getByText('Not advertised: no longer for sale')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ad unit is advertised' })).toBeDisabled();
  });

  it('deletes a listing only after the confirmation', async () => {
    const calls = serve([listing({})], {
      '/api/product/p1': () => Response.json({ acknowledged: true, deletedCount: 1 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gree 1.5 Ton Split AC' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: '/api/product/p1' }));
  });

  it('invites a seller with no listings to add one', async () => {
    serve([]);
    expect(await screen.findByRole('link', { name: 'Add your first one' })).toHaveAttribute(
      'href',
      '/dashboard/addproduct',
    );
  });
});
