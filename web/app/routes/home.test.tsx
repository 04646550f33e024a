import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedProduct } from '@/test/fixtures';
import { renderWithRouter, stubApi } from '@/test/render';
import { HomePage } from './home';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const promoted = (id: string, name: string) => listedProduct(id, name, { verifySeller: true, advertise: true });

function serve(advertised: () => Response) {
  const { fetchStub } = stubApi({
    '/api/categories': () =>
      Response.json([{ _id: 'split-ac', name: 'Split AC', img: '/api/images/a.webp', about: 'Wall-mounted units.' }]),
    '/api/advertise': advertised,
  });
  vi.stubGlobal('fetch', fetchStub);
  return renderWithRouter(<HomePage />);
}

/** The visitor scrolls down from the first screen. */
const headDown = () =>
  act(() => {
    fireEvent.scroll(window);
  });

describe('HomePage', () => {
  // First in the file: a visit that has not yet shown what is below the first screen.
  it('draws what is below the first screen once the visitor heads down, and at once when reopened', async () => {
    const observed = vi.spyOn(IntersectionObserver.prototype, 'observe');
    const { unmount } = serve(() => Response.json([promoted('p1', 'Gree 1.5 Ton Split AC')]));
    expect(await screen.findByRole('link', { name: /Split AC/ })).toBeInTheDocument();
    // The page watches for the visitor to head down (what decides it is a chunk of its own), and
    // whatever code it asked for has come: the sections would be on the page by now.
    await waitFor(() => expect(observed).toHaveBeenCalled());
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('heading', { name: 'Why choose us' })).not.toBeInTheDocument();
    headDown();
    expect(await screen.findByRole('heading', { name: 'Why choose us' })).toBeInTheDocument();
    unmount();

    // Back to '/': drawn with the page, so the reader's place in it can be restored.
    serve(() => Response.json([promoted('p1', 'Gree 1.5 Ton Split AC')]));
    expect(await screen.findByRole('heading', { name: 'Why choose us' })).toBeInTheDocument();
  });

  it("shows docs/product.md's sections in order, with the categories and the promoted products", async () => {
    serve(() => Response.json([promoted('p1', 'Gree 1.5 Ton Split AC'), promoted('p2', 'Walton Air Cooler')]));
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Split AC/ })).toHaveAttribute('href', '/products/split-ac');
    headDown();

    const carousel = await screen.findByRole('region', { name: 'What type of AC provides better service?' });
    expect(await within(carousel).findByRole('heading', { name: 'Gree 1.5 Ton Split AC' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Maintenance tips' })).toBeInTheDocument();
    expect(within(carousel).getByRole('heading', { name: 'Walton Air Cooler' })).toBeInTheDocument();
    // Signed out, each promoted card still offers to book: the modal then asks the visitor to sign in.
    expect(within(carousel).getAllByRole('button', { name: /Book Now/ })).toHaveLength(2);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const order = [
      headings.findIndex((h) => h?.includes('Services for your cooling')),
      headings.indexOf('Why choose us'),
      headings.indexOf('What type of AC provides better service?'),
      headings.indexOf('Maintenance tips'),
    ];
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('says so when nothing is promoted, and the rest of the page stands', async () => {
    serve(() => Response.json([]));
    headDown();
    expect(await screen.findByText('No promoted products right now.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Maintenance tips' })).toBeInTheDocument();
  });

  it("shows the server's message when the promoted products cannot be loaded", async () => {
    serve(() => Response.json({ message: 'Something went wrong on our side.' }, { status: 500 }));
    headDown();
    const carousel = await screen.findByRole('region', { name: 'What type of AC provides better service?' });
    expect(await within(carousel).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('link', { name: /Split AC/ })).toBeInTheDocument();
  });
});
