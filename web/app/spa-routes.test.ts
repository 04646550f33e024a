import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { languages } from '@shared/domain';
import { isSpaPath, screenTitles, spaRoutePaths, type SpaRoutePath } from '@shared/spa-routes';
import { i18n } from '@/lib/i18n';
import { routes } from './router';
import type { AppRoute } from './route-view';
import type { RouteTitle } from './document-title';

/**
 * Every full path the router has a screen at (a route with a path, or an index route), and the title
 * its route gives it (the deepest route that names one).
 */
function titledScreens(
  list: readonly AppRoute[],
  base = '',
  inherited?: RouteTitle['title'],
): [string, RouteTitle['title']][] {
  return list.flatMap((route) => {
    const path = route.path ? `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : base;
    const title = (route.handle as RouteTitle | undefined)?.title ?? inherited;
    const own: [string, RouteTitle['title']][] = route.path || route.index ? [[path || '/', title]] : [];
    return [...own, ...titledScreens(route.children ?? [], path, title)];
  });
}

describe("the Worker's list of the SPA's screens", () => {
  it('is the router’s own: a new screen cannot answer 404, nor a removed one 200', () => {
    expect([...new Set(titledScreens(routes).map(([path]) => path))].sort()).toEqual([...spaRoutePaths].sort());
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

  it("names each screen as the router does, in both languages (the title in the Worker's HTML)", () => {
    const named = new Map<string, Record<string, string>>();
    for (const [path, title] of titledScreens(routes)) {
      if (!title || title === 'own') continue;
      named.set(
        path,
        Object.fromEntries(
          languages.map((language) => {
            i18n.activate(language);
            return [language, i18n._(title as MessageDescriptor)];
          }),
        ),
      );
    }
    expect(Object.fromEntries(named)).toEqual(screenTitles);
    // Every screen is named but '/' (the site's title) and those that name themselves from their data.
    const unnamed = spaRoutePaths.filter((path: SpaRoutePath) => !screenTitles[path]);
    expect(unnamed.sort()).toEqual(['/', '/listing/:id/:slug?', '/seller/:id']);
  });
});
