import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
import { CategoryGrid } from './category-grid';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CategoryGrid', () => {
  it('shows a loader, then every category linking to its products', async () => {
    const { fetchStub } = stubApi({
      '/api/categories': () =>
        Response.json([
          { _id: 'split-ac', name: 'Split AC', img: '/api/images/a.webp', about: 'Wall-mounted units.' },
          { _id: 'air-cooler', name: 'Air Cooler', img: '/api/images/b.webp', about: 'Evaporative coolers.' },
        ]),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<CategoryGrid />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading categories…');
    const link = await screen.findByRole('link', { name: /Split AC/ });
    expect(link).toHaveAttribute('href', '/products/split-ac');
    expect(screen.getByRole('link', { name: /Air Cooler/ })).toHaveAttribute('href', '/products/air-cooler');
    expect(screen.getByText('Evaporative coolers.')).toBeInTheDocument();
  });

  it("shows the server's message when categories cannot be loaded", async () => {
    const { fetchStub } = stubApi({
      '/api/categories': () => Response.json({ message: 'The catalogue is resting.' }, { status: 503 }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<CategoryGrid />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue is resting.');
  });
});
