import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/features/auth/auth-context';
import { fakeAuth, renderRoutes, stubApi } from '@/test/render';
import { recommendedTons } from '@shared/advisor/room-size';
import { AllProductsPage } from './catalogue-pages';

afterEach(() => vi.unstubAllGlobals());

/** /allproduct at `path`; each query string the list was asked for, as the API got it. */
function openAllProducts(path: string, auth = fakeAuth()) {
  const { fetchStub } = stubApi({
    '/api/categories': () => Response.json([]),
    '/api/allproduct': () => Response.json([]),
  });
  const listQueries: URLSearchParams[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/allproduct') listQueries.push(url.searchParams);
    return fetchStub(input, init);
  });
  renderRoutes([{ path: '/allproduct', element: <AllProductsPage /> }], path, auth);
  return listQueries;
}

const address = () => new URLSearchParams(window.location.search);
const topFloorRoom = { lengthFt: 12, widthFt: 14, topFloor: true, westSun: false, people: 2 };

describe('AllProductsPage: Fits my room', () => {
  it("asks the API for the capacity the address's room needs, never for the room", async () => {
    // A hand-edited capacity does not override the room's: one rule.
    const listQueries = openAllProducts('/allproduct?room=12x14&top=1&tons=5&brand=gree');
    const tons = String(recommendedTons(topFloorRoom));
    expect(await screen.findByText(`Fits my room: 12 × 14 ft → ${tons} ton`)).toBeInTheDocument();
    await waitFor(() => expect(listQueries).not.toHaveLength(0));
    for (const query of listQueries) {
      expect(Object.fromEntries(query)).toMatchObject({ tons, brand: 'gree' });
      for (const key of ['room', 'top', 'west', 'people']) expect(query.has(key)).toBe(false);
    }
  });

  it('ignores a room the address cannot describe, or one no single unit cools', async () => {
    for (const room of ['room=12x', 'room=12x14x3', 'room=0x14', 'room=12x14&people=25', 'room=40x30']) {
      const listQueries = openAllProducts(`/allproduct?${room}&tons=2`);
      await waitFor(() => expect(listQueries).not.toHaveLength(0));
      expect(listQueries[0]!.get('tons'), room).toBe('2');
      expect(screen.queryByText(/Fits my room:/)).toBeNull();
      cleanup();
    }
  });

  it('puts the room described and its capacity in the address, and clearing takes both out', async () => {
    openAllProducts('/allproduct?brand=gree');
    await userEvent.click(screen.getByRole('button', { name: 'Fits my room' }));
    await userEvent.type(await screen.findByLabelText('Length (feet)'), '12');
    await userEvent.type(screen.getByLabelText('Width (feet)'), '14');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Top floor (under the roof)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show ACs that fit' }));

    const tons = String(recommendedTons(topFloorRoom));
    await waitFor(() =>
      expect(Object.fromEntries(address())).toEqual({ brand: 'gree', sort: 'newest', tons, room: '12x14', top: '1' }),
    );
    expect(await screen.findByText(`Fits my room: 12 × 14 ft → ${tons} ton`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear my room' }));
    await waitFor(() => expect(Object.fromEntries(address())).toEqual({ brand: 'gree', sort: 'newest' }));
    expect(screen.queryByText(/Fits my room:/)).toBeNull();
  }, 20_000); // The room's fields load lazily: their first transform on a busy machine can take seconds.

  it("saves a search of the room's capacity, not of the room", async () => {
    const user: AuthUser = { uid: 'u1', email: 'rina@example.test', displayName: 'Rina', emailVerified: true };
    const signedIn = fakeAuth({ status: 'signed-in', user });
    openAllProducts('/allproduct?room=12x14&top=1&district=dhaka', signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const tons = String(recommendedTons(topFloorRoom));
    expect(await screen.findByLabelText('Name')).toHaveValue(`${tons} ton in Dhaka`);
  }, 20_000);
});

describe('AllProductsPage: Inspected only', () => {
  it('puts "Inspected only" in the address and asks the API for inspected listings alone', async () => {
    const listQueries = openAllProducts('/allproduct?brand=gree');
    await waitFor(() => expect(listQueries).not.toHaveLength(0));
    expect(listQueries.some((query) => query.has('inspected'))).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Inspected only' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Search' })[0]!);
    await waitFor(() => expect(address().get('inspected')).toBe('yes'));
    await waitFor(() => expect(listQueries.at(-1)?.get('inspected')).toBe('yes'));
    expect(listQueries.at(-1)?.get('brand')).toBe('gree');
  });
});
