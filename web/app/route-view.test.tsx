import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, useParams } from '@/lib/router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { lazyRoute, startRoute, type AppRoute } from './route-view';

/** A promise the test settles by hand, to hold a chunk "on the network". */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('RouteView', () => {
  it("starts a nested screen's code and data with its layout's, not after the layout has arrived", async () => {
    const layout = deferred<{ Layout: React.ComponentType }>();
    const page = deferred<{ Page: React.ComponentType }>();
    const loadPage = vi.fn(() => page.promise);
    const prefetch = vi.fn();
    const routes: AppRoute[] = [
      {
        path: '/dashboard',
        ...lazyRoute(
          () => layout.promise,
          (module) => module.Layout,
        ),
        children: [{ path: 'orders/:id', prefetch, ...lazyRoute(loadPage, (module) => module.Page) }],
      },
    ];
    await act(async () => {
      renderRoutes(routes, '/dashboard/orders/42?tab=paid');
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(loadPage).toHaveBeenCalled();
    const [{ params, search }] = prefetch.mock.calls[0]!;
    expect(params).toMatchObject({ id: '42' });
    expect(search.get('tab')).toBe('paid');

    // The chunks arrive: React renders the screens it was waiting on.
    await act(async () => {
      page.resolve({ Page: () => <h1>Order 42</h1> });
      layout.resolve({
        Layout: () => (
          <main>
            <Outlet />
          </main>
        ),
      });
      await Promise.all([page.promise, layout.promise]);
    });
    expect(await screen.findByRole('heading', { name: 'Order 42' })).toBeInTheDocument();
  });

  it("asks again for a screen's chunk that failed, and shows the error page when it cannot be had", async () => {
    const lost = () => new Error('Failed to fetch dynamically imported module');
    const flaky = vi
      .fn<() => Promise<{ Page: React.ComponentType }>>()
      .mockRejectedValueOnce(lost())
      .mockResolvedValueOnce({ Page: () => <h1>Back online</h1> });
    await act(async () => {
      renderRoutes([{ path: '/', ...lazyRoute(flaky, (module) => module.Page) }]);
    });
    expect(await screen.findByRole('heading', { name: 'Back online' })).toBeInTheDocument();
    expect(flaky).toHaveBeenCalledTimes(2);
    cleanup();

    const offline = vi.fn(() => Promise.reject(lost()));
    await act(async () => {
      renderRoutes([{ path: '/', ...lazyRoute(offline, () => () => null) }]);
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(offline.mock.calls.length).toBeGreaterThan(1);
  });

  it('shows the error page for a screen that throws, and the next page once the visitor moves on', async () => {
    function Broken(): React.ReactNode {
      throw new Error('The order could not be read.');
    }
    const routes: AppRoute[] = [
      {
        path: '/',
        element: <Outlet />,
        children: [
          { path: 'broken', element: <Broken /> },
          { path: 'allproduct', element: <h1>A fine page</h1> },
        ],
      },
    ];
    renderRoutes(routes, '/broken');
    expect(await screen.findByText('The order could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    // The error page has its own navbar; its links lead on as any page's do.
    fireEvent.click(screen.getAllByRole('link', { name: 'All Product' })[0]!);
    expect(await screen.findByRole('heading', { name: 'A fine page' })).toBeInTheDocument();
    expect(screen.queryByText('The order could not be read.')).not.toBeInTheDocument();
  });

  it('starts a route once its code and the data its prefetch waits for are in, and never rejects', async () => {
    const categories = deferred<string[]>();
    const routes: AppRoute[] = [
      { path: '/', prefetch: () => categories.promise, element: <h1>Home</h1> },
      { path: '/offline', prefetch: () => Promise.reject(new Error('Failed to fetch')), element: <h1>Offline</h1> },
    ];
    let started = false;
    void startRoute(routes, { pathname: '/', search: '' }).then(() => {
      started = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false);

    categories.resolve(['Split AC']);
    await categories.promise;
    await vi.waitFor(() => expect(started).toBe(true));
    await expect(startRoute(routes, { pathname: '/offline', search: '' })).resolves.toBeDefined();
  });

  it('matches a path to its route, with decoded parameters, an optional one, layouts and the 404 page', () => {
    function Show({ name }: { name: string }) {
      return <h1>{`${name} ${JSON.stringify(useParams())}`}</h1>;
    }
    const routes: AppRoute[] = [
      {
        path: '/',
        element: (
          <main>
            <Outlet />
          </main>
        ),
        children: [
          { index: true, element: <Show name="home" /> },
          { path: 'listing/:id/:slug?', element: <Show name="listing" /> },
          { path: 'products/:categoryId/seller/:sellerEmail', element: <Show name="seller" /> },
          {
            path: 'dashboard',
            children: [
              {
                element: <Outlet />,
                children: [
                  { index: true, element: <Show name="dashboard" /> },
                  { path: 'messages/:id', element: <Show name="thread" /> },
                ],
              },
            ],
          },
        ],
      },
    ];
    const heading = (path: string) => {
      cleanup();
      renderRoutes(routes, path);
      return screen.getByRole('heading', { level: 1 }).textContent;
    };
    expect(heading('/')).toBe('home {}');
    expect(heading('/listing/a1')).toBe('listing {"id":"a1"}');
    expect(heading('/listing/a1/gree-1-5-ton/')).toBe('listing {"id":"a1","slug":"gree-1-5-ton"}');
    expect(heading('/products/c%201/seller/rahim%40thanda.test')).toBe(
      'seller {"categoryId":"c 1","sellerEmail":"rahim@thanda.test"}',
    );
    expect(heading('/Dashboard')).toBe('dashboard {}');
    expect(heading('/dashboard/messages/7')).toBe('thread {"id":"7"}');
    expect(heading('/dashboard/messages/7/more')).toBe('404 Not Found');
    expect(heading('/listing')).toBe('404 Not Found');
  });

  it('keeps a lazy screen on screen while the next one loads its code, as a navigation renders in a transition', async () => {
    const page = deferred<{ Page: React.ComponentType }>();
    const home = () => Promise.resolve({ Page: () => <Link to="/orders">My orders</Link> });
    const routes: AppRoute[] = [
      {
        path: '/',
        element: <Outlet />,
        children: [
          { index: true, ...lazyRoute(home, (module) => module.Page) },
          {
            path: 'orders',
            ...lazyRoute(
              () => page.promise,
              (module) => module.Page,
            ),
          },
        ],
      },
    ];
    // Rendered in an awaited act, as the other tests here: the first screen suspends on its code, and
    // an unawaited act left that work queued (React warned), sometimes past a 10 s wait.
    await act(async () => {
      renderRoutes(routes);
    });
    const link = await screen.findByRole('link', { name: 'My orders' }, { timeout: 10_000 });
    // As in a browser: React's test mode would hold the suspended navigation in an `act` scope.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      link.click();
      // Waits for the navigation itself, not a fixed time (a loaded machine is slower than 50 ms).
      await waitFor(() => expect(window.location.pathname).toBe('/orders'), { timeout: 5000 });
      // The tap is answered, and the page it was made on stays until the next one can show.
      expect(screen.getByRole('link', { name: 'My orders' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      page.resolve({ Page: () => <h1>Your orders</h1> });
      expect(await screen.findByRole('heading', { name: 'Your orders' }, { timeout: 5000 })).toBeInTheDocument();
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = true;
    }
    // Every wait above is for what the page shows; a CI machine running every test file at once can
    // take longer than the default 5 s to show it.
  }, 25_000);
});
