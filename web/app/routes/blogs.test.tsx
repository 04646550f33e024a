import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceTips } from '@/features/home/components/maintenance-tips';
import { renderRoutes } from '@/test/render';
import { PublicLayout } from '../layouts/public-layout';
import type { AppRoute } from '../route-view';
import { BlogsPage } from './blogs';

afterEach(() => vi.restoreAllMocks());

const routes: AppRoute[] = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <MaintenanceTips /> },
      { path: 'blogs', element: <BlogsPage /> },
    ],
  },
];

/** The ids of the elements scrolled into view. */
function followedAnchors() {
  vi.spyOn(window, 'scrollTo').mockImplementation((() => {}) as never);
  const followed: string[] = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    followed.push(this.id);
  });
  return followed;
}

describe('BlogsPage', () => {
  it("opens at the guide its address's anchor names, once the guides are drawn", async () => {
    const followed = followedAnchors();
    // React's test mode holds a screen that suspends in a render's `act` until an awaited one.
    await act(async () => {
      renderRoutes(routes, '/blogs#inverter-or-not');
    });
    expect(screen.getByRole('heading', { name: 'Blogs', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Inverter or not?', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(followed).toEqual(['inverter-or-not']));
  });

  it("leads each home page tip's 'Learn more' to the maintenance guide", async () => {
    const followed = followedAnchors();
    renderRoutes(routes);
    const links = screen.getAllByRole('link', { name: /^Learn more ?: / });
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toHaveAttribute('href', '/blogs#maintenance-before-summer');

    await act(async () => {
      links[0]!.click();
    });
    expect(await screen.findByRole('heading', { name: 'Maintenance before summer', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(followed).toEqual(['maintenance-before-summer']));
  });
});
