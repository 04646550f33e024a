import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { PublicLayout } from './layouts/public-layout';
import { anchorOf } from './scroll-restoration';

afterEach(() => vi.restoreAllMocks());

describe('ScrollRestoration', () => {
  it('opens the error page at its top, though the page before it was scrolled', async () => {
    const scrolls: [number, number][] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => scrolls.push([x, y])) as never);
    function Broken(): React.ReactNode {
      throw new Error('The list could not be read.');
    }
    renderRoutes([
      {
        path: '/',
        element: <PublicLayout />,
        children: [
          { index: true, element: <Link to="/broken">A broken page</Link> },
          { path: 'broken', element: <Broken /> },
        ],
      },
    ]);
    // The page the document opened at is left where the browser has it.
    expect(scrolls).toEqual([]);

    fireEvent.click(await screen.findByRole('link', { name: 'A broken page' }));
    expect(await screen.findByText('The list could not be read.')).toBeInTheDocument();
    expect(scrolls).toEqual([[0, 0]]);
  });

  it("follows an address's anchor that the page draws after it opens, unless the reader moved first", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation((() => {}) as never);
    const followed: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      followed.push(this.id);
    });
    function Later({ id }: { id: string }) {
      const [ready, setReady] = useState(false);
      useEffect(() => void setTimeout(() => setReady(true), 20), []);
      return ready ? <h2 id={id}>For sale</h2> : <p>Loading…</p>;
    }
    renderRoutes([
      {
        path: '/',
        element: <PublicLayout />,
        children: [
          {
            index: true,
            element: (
              <>
                <Link to="/a#for-sale">Listings</Link> <Link to="/b#for-sale">Other listings</Link>
              </>
            ),
          },
          { path: 'a', element: <Later id="for-sale" /> },
          { path: 'b', element: <Later id="for-sale" /> },
        ],
      },
    ]);
    fireEvent.click(await screen.findByRole('link', { name: 'Listings' }));
    await screen.findByRole('heading', { name: 'For sale' });
    await waitFor(() => expect(followed).toEqual(['for-sale']));

    window.history.back();
    fireEvent.click(await screen.findByRole('link', { name: 'Other listings' }));
    await screen.findByText('Loading…');
    fireEvent.wheel(window);
    await screen.findByRole('heading', { name: 'For sale' });
    expect(followed).toEqual(['for-sale']);
  });

  it('finds no anchor, rather than failing, in an address whose anchor is not valid URI text', () => {
    document.body.innerHTML = '<p id="deleted-account">A section</p>';
    expect(anchorOf('#deleted-account')?.textContent).toBe('A section');
    expect(anchorOf('#100%')).toBeNull();
    expect(anchorOf('')).toBeNull();
  });
});
