import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** Renders routes at a path with a fresh query client that does not retry. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/** Renders one element inside a router, for components that render links. */
export function renderWithRouter(element: React.ReactNode) {
  return renderRoutes([{ path: '*', element }]);
}

/** Replaces fetch for one test with answers by path. */
export function stubApi(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetchStub = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    calls.push(url.pathname);
    const answer = answers[url.pathname];
    return answer ? answer() : Response.json({ message: 'Not found' }, { status: 404 });
  };
  return { fetchStub, calls };
}
