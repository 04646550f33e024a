import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedProduct as product } from '@/test/fixtures';
import { renderWithRouter, stubApi } from '@/test/render';
import { ProductGrid } from './product-grid';

afterEach(() => vi.unstubAllGlobals());

/** The category's first page links to a second one, as the API's Link header does. */
function serveTwoPages() {
  const { fetchStub, requests } = stubApi({});
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname !== '/api/products/split-ac') return fetchStub(input, init);
    void fetchStub(input, init);
    if (url.searchParams.get('cursor') === 'c2') return Response.json([product('p2', 'Walton 1 Ton Split AC')]);
    return Response.json([product('p1', 'Gree 1.5 Ton Split AC')], {
      headers: { Link: '</api/products/split-ac?cursor=c2>; rel="next"' },
    });
  });
  return requests;
}

describe('ProductGrid', () => {
  it('shows a loader, then the cards, and loads the next page on request', async () => {
    serveTwoPages();
    renderWithRouter(<ProductGrid categoryId="split-ac" emptyText="No products yet." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(await screen.findByRole('heading', { name: 'Gree 1.5 Ton Split AC' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Walton 1 Ton Split AC' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gree 1.5 Ton Split AC' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says what the page's empty state is when nothing is listed", async () => {
    vi.stubGlobal('fetch', stubApi({ '/api/products/split-ac': () => Response.json([]) }).fetchStub);
    renderWithRouter(<ProductGrid categoryId="split-ac" emptyText="No products in this category yet." />);
    expect(await screen.findByText('No products in this category yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    const { fetchStub } = stubApi({
      '/api/allproduct': () => Response.json({ message: 'Too many requests, try again in a minute.' }, { status: 429 }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<ProductGrid filters={{ q: 'gree' }} emptyText="Nothing matches." />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in a minute.');
  });

  it('puts the actions the page supplies under each card', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/allproduct': () => Response.json([product('p1', 'Gree 1.5 Ton Split AC')]) }).fetchStub,
    );
    renderWithRouter(
      <ProductGrid emptyText="Nothing matches." renderActions={(p) => <button type="button">Book {p.name}</button>} />,
    );
    expect(await screen.findByRole('button', { name: 'Book Gree 1.5 Ton Split AC' })).toBeInTheDocument();
  });
});
