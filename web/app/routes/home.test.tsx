import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedProduct } from '@/test/fixtures';
import { renderWithRouter, stubApi } from '@/test/render';
import { HomePage } from './home';

afterEach(() => vi.unstubAllGlobals());

const promoted = (id: string, name: string) => listedProduct(id, name, { verifySeller: true, advertise: true });

function serve(advertised: () => Response) {
  const { fetchStub } = stubApi({
    '/api/categories': () =>
      Response.json([{ _id: 'split-ac', name: 'Split AC', img: '/api/images/a.webp', about: 'Wall-mounted units.' }]),
    '/api/advertise': advertised,
  });
  vi.stubGlobal('fetch', fetchStub);
  renderWithRouter(<HomePage />);
}

describe('HomePage', () => {
  it("shows docs/product.md's sections in order, with the categories and the promoted products", async () => {
    serve(() => Response.json([promoted('p1', 'Gree 1.5 Ton Split AC'), promoted('p2', 'Walton Air Cooler')]));
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Split AC/ })).toHaveAttribute('href', '/products/split-ac');

    const carousel = await screen.findByRole('region', { name: 'What type of AC provides better service?' });
    expect(await within(carousel).findByRole('heading', { name: 'Gree 1.5 Ton Split AC' })).toBeInTheDocument();
    // The sections below the first screen come after the first paint.
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
    expect(await screen.findByText('No promoted products right now.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Maintenance tips' })).toBeInTheDocument();
  });

  it("shows the server's message when the promoted products cannot be loaded", async () => {
    serve(() => Response.json({ message: 'Something went wrong on our side.' }, { status: 500 }));
    const carousel = await screen.findByRole('region', { name: 'What type of AC provides better service?' });
    expect(await within(carousel).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('link', { name: /Split AC/ })).toBeInTheDocument();
  });
});
