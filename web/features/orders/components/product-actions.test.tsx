import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingStatus } from '@shared/domain';
import { renderWithRouter, stubApi } from '@/test/render';
import { ProductActions } from './product-actions';

afterEach(() => vi.unstubAllGlobals());

const buyer = { name: 'Rina Akter', email: 'rina@example.test' };

function renderActions(status: ListingStatus) {
  vi.stubGlobal('fetch', stubApi({ '/api/wishlist': () => Response.json([]) }).fetchStub);
  const product = { _id: 'p1', name: 'Gree 1.5 Ton Split AC', price: 410, categoryId: 'split-ac', status };
  renderWithRouter(<ProductActions product={product} user={buyer} />);
}

describe('ProductActions', () => {
  it('offers Book Now on an active listing', async () => {
    renderActions('active');
    const book = screen.getByRole('button', { name: 'Book Now: Gree 1.5 Ton Split AC' });
    expect(book).toBeEnabled();
    expect(screen.queryByText('Someone is paying for this')).not.toBeInTheDocument();
    await userEvent.click(book);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("tells the seller's own listing by their id: no wishList on it, and one on anybody else's", async () => {
    vi.stubGlobal('fetch', stubApi({ '/api/wishlist': () => Response.json([]) }).fetchStub);
    const seller = { id: 's1', name: 'Rahim Uddin', email: 'rahim@example.test' };
    const product = (sellerId: string) => ({
      _id: sellerId,
      name: `AC of ${sellerId}`,
      price: 410,
      categoryId: 'ac',
      sellerId,
    });
    renderWithRouter(
      <>
        <ProductActions product={product('s1')} user={seller} />
        <ProductActions product={product('s2')} user={seller} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'wishList: AC of s2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'wishList: AC of s1' })).not.toBeInTheDocument();
  });

  it('says a held listing is being paid for, and does not let anyone book it', () => {
    renderActions('held');
    const book = screen.getByRole('button', { name: 'Book Now: Gree 1.5 Ton Split AC' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription('Someone is paying for this');
  });
});
