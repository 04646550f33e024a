import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, renderWithRouter, stubApi } from '@/test/render';
import { formatDate } from '@/lib/format';
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

const DAY = 86_400_000;
/** An instant this many days (and a bit) from now: the table counts whole days left. */
// A little under N days away: shown as "in N days", a part day counting as one.
const inDays = (days: number) => new Date(Date.now() + days * DAY - DAY / 2).toISOString();

function serve(products: unknown[], extra: Record<string, () => Response> = {}, path?: string) {
  const { fetchStub, requests: calls } = stubApi({
    // The caller's own list: no e-mail address in the URL.
    '/api/product/mine': () => Response.json(products),
    ...extra,
  });
  vi.stubGlobal('fetch', fetchStub);
  if (path) renderRoutes([{ path: '*', element: <MyProductsTable /> }], path);
  else renderWithRouter(<MyProductsTable />);
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
    expect(screen.getByRole('button', { name: 'Renew the promotion of Ad unit' })).toBeEnabled();
  });

  it('offers nothing to change on an archived listing, sold or lapsed long ago', async () => {
    serve([
      listing({ _id: 'p4', name: 'Lapsed unit', status: 'expired', archived: true }),
      listing({ _id: 'p5', name: 'Old sale', paid: true, status: 'sold', archived: true }),
    ]);
    expect(await screen.findByText('Archived: it ended long ago and can only be viewed')).toBeInTheDocument();
    expect(screen.getByText('Archived: nothing to renew')).toBeInTheDocument();
    for (const name of ['Lapsed unit', 'Old sale']) {
      expect(screen.queryByRole('link', { name: `Edit ${name}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Delete ${name}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Mark ${name} sold` })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Renew ${name}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Advertise ${name}` })).not.toBeInTheDocument();
    }
    expect(screen.getAllByText('Not advertised: no longer for sale')).toHaveLength(2);
  });

  it('tells when each listing leaves the lists, and renews one in one tap', async () => {
    const calls = serve(
      [
        listing({ expiresAt: inDays(12) }),
        listing({ _id: 'p2', name: 'Old unit', status: 'expired', expiresAt: inDays(-3) }),
        listing({ _id: 'p3', name: 'Sold unit', paid: true, status: 'sold' }),
      ],
      { '/api/products/p2/renew': () => Response.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 }) },
    );
    expect(await screen.findByText('Expires in 12 days')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    // An expired listing is renewed before it is advertised; a sold one has nothing to renew.
    expect(screen.queryByRole('button', { name: 'Advertise Old unit' })).not.toBeInTheDocument();
    expect(screen.getByText('Renew it to advertise it')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew Sold unit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renew Old unit' }));
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'PUT', path: '/api/products/p2/renew' }));
  });

  it('shows until when a promotion runs, and renews it from now', async () => {
    const until = inDays(4);
    const calls = serve([listing({ advertise: true, advertisedUntil: until, expiresAt: inDays(20) })], {
      '/api/advertise/p1': () => Response.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 }),
    });
    expect(await screen.findByText(`Promoted until ${formatDate(until)}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renew the promotion of Gree 1.5 Ton Split AC' }));
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'PUT', path: '/api/advertise/p1' }));
  });

  it('brings the listing a reminder names (?renew=) into view, its Renew button focused', async () => {
    serve(
      [
        listing({ expiresAt: inDays(20) }),
        listing({ _id: 'p2', name: 'Expiring unit', expiresAt: inDays(2) }),
        listing({ _id: 'p3', name: 'Another unit', expiresAt: inDays(25) }),
      ],
      {},
      '/dashboard/myproducts?renew=p2',
    );
    const renew = await screen.findByRole('button', { name: 'Renew Expiring unit' });
    await vi.waitFor(() => expect(renew).toHaveFocus());
    expect(screen.getByText('Expires in 2 days')).toBeInTheDocument();
    expect(renew.closest('tr')).toHaveClass('bg-amber-50');
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
