import { describe, expect, it } from 'vitest';
import { isSpaPath, spaRoutePaths } from '@shared/spa-routes';
import { routes } from './router';
import type { AppRoute } from './route-view';

/** Every full path the router has a screen at: a route with a path, or an index route. */
function screens(list: readonly AppRoute[], base = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : base;
    const own = route.path || route.index ? [path || '/'] : [];
    return [...own, ...screens(route.children ?? [], path)];
  });
}

describe("the Worker's list of the SPA's screens", () => {
  it('is the router’s own: a new screen cannot answer 404, nor a removed one 200', () => {
    expect([...new Set(screens(routes))].sort()).toEqual([...spaRoutePaths].sort());
  });

  it('matches the addresses a person types, and nothing beside them', () => {
    for (const path of [
      '/',
      '/allproduct',
      '/allproduct/',
      '/products/split-ac',
      '/listing/abc',
      '/listing/abc/gree-1-5-ton',
    ])
      expect(isSpaPath(path), path).toBe(true);
    for (const path of ['/openapi.json', '/listing', '/listing/a/b/c', '/dashboard/nope', '/products', '/allproducts'])
      expect(isSpaPath(path), path).toBe(false);
  });
});
