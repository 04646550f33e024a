import { Component, Suspense, use, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { Outlet, RouteLevelContext, useLocation, type Params } from '@/lib/router';
import { PageLoader } from '@/components/spinner';
import { DocumentTitle, type RouteTitle } from './document-title';
import { ErrorPage } from './routes/error-page';

type RouteStart = {
  handle?: RouteTitle;
  /** Loads the route's code (and its texts): started with the navigation, beside its parents'. */
  load?: () => Promise<unknown>;
  /**
   * Starts the route's data requests with the navigation, so they travel beside its code. What it
   * returns, if anything, is the data the screen needs to draw at its full size (see startRoute).
   */
  prefetch?: (at: { params: Params; search: URLSearchParams }) => Promise<unknown> | void;
};

/**
 * A route of the SPA, written as React Router's route objects are (decisions 019 and 020): a
 * `path` relative to its parent's (none for a layout or a guard), or `index` for its parent's own
 * address, and the element it shows, whose `Outlet` shows the matched child's.
 */
export type AppRoute = RouteStart & { element?: ReactNode } & (
    { index: true; path?: undefined; children?: undefined } | { index?: false; path?: string; children?: AppRoute[] }
  );

/**
 * A screen whose code loads in its own chunk when first needed: the layout (navbar, footer) shows
 * at once, with a screen-tall loader where the screen goes.
 */
export function lazyRoute<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => React.ComponentType,
): Pick<AppRoute, 'element' | 'load'> {
  let Screen: React.ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const loadScreen = () =>
    // A chunk that fails (a dropped connection) is asked for once more before the error page;
    // after that, a later navigation tries again.
    (loading ??= load()
      .catch(() => load())
      .then(
        (module) => {
          Screen = pick(module);
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ));
  function LazyScreen() {
    if (!Screen) use(loadScreen());
    return Screen ? <Screen /> : null;
  }
  return {
    load: loadScreen,
    element: (
      <Suspense fallback={<PageLoader />}>
        <LazyScreen />
      </Suspense>
    ),
  };
}

/** A path no route matches: the 404 page. */
const notFound: AppRoute = { path: '*', handle: { title: 'own' }, element: <ErrorPage /> };

/** A route that shows a page, with the routes it is nested in, and its whole path compiled once. */
interface Branch {
  routes: AppRoute[];
  pattern: RegExp;
  keys: string[];
}

/**
 * Every address a route tree shows, in the order written (a parent's children in its place), the
 * 404 page's last. A parent shows only through its children, as every parent here has an index
 * route or no address of its own.
 */
function branchesOf(routes: AppRoute[], parentPath = '', parents: AppRoute[] = []): Branch[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parentPath.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parentPath;
    const chain = [...parents, route];
    if (route.children?.length) return branchesOf(route.children, path, chain);
    const { pattern, keys } = parse(path || '/');
    return [{ routes: chain, pattern, keys: keys || [] }];
  });
}

const compiled = new WeakMap<AppRoute[], Branch[]>();

/** A parameter as written in the address, decoded ('%40' is '@'), or as it is if it is not valid. */
function decoded(value: string | undefined) {
  try {
    return value === undefined ? value : decodeURIComponent(value);
  } catch {
    return value;
  }
}

interface RouteMatch {
  routes: AppRoute[];
  params: Params;
}

let lastMatch: { routes: AppRoute[]; pathname: string; match: RouteMatch } | undefined;

/**
 * The routes a path matches (the first branch in the order written), the 404 page's when no
 * other does. Each location is matched once between its start and its render.
 */
function matchAt(routes: AppRoute[], pathname: string): RouteMatch {
  if (lastMatch?.routes === routes && lastMatch.pathname === pathname) return lastMatch.match;
  let branches = compiled.get(routes);
  if (!branches) compiled.set(routes, (branches = branchesOf([...routes, notFound])));
  let match: RouteMatch = { routes: [notFound], params: {} };
  for (const branch of branches) {
    const found = branch.pattern.exec(pathname);
    if (found) {
      match = {
        routes: branch.routes,
        params: Object.fromEntries(branch.keys.map((key, index) => [key, decoded(found[index + 1])])),
      };
      break;
    }
  }
  lastMatch = { routes, pathname, match };
  return match;
}

/** The matched routes' elements, each in its parent's `Outlet`; a route without one shows its child. */
function renderMatch({ routes, params }: RouteMatch) {
  return routes.reduceRight<ReactNode>(
    (outlet, route) => <RouteLevelContext value={{ params, outlet }}>{route.element ?? <Outlet />}</RouteLevelContext>,
    null,
  );
}

/**
 * Starts a location's code and data at once, for every route it matches (a dashboard screen's
 * guard, layout and screen load side by side, not one after another). Safe to call again for the
 * same location: chunks load once and prefetches skip what is fresh. Resolves when the code is in,
 * or could not be had (the screen then shows the error page), and the data a prefetch waits for
 * has come or failed. Never rejects.
 */
export function startRoute(routes: AppRoute[], location: { pathname: string; search: string }) {
  const { routes: matched, params } = matchAt(routes, location.pathname);
  const search = new URLSearchParams(location.search);
  const data = matched.map((route) => route.prefetch?.({ params, search }));
  const code = matched.map((route) => route.load?.());
  return Promise.all([...code, ...data].map((started) => started?.catch(() => undefined)));
}

/** The routes at the current location, titled, with the error page for what they throw. */
export function RouteView({ routes }: { routes: AppRoute[] }) {
  const location = useLocation();
  // The render of a new location is where a navigation begins: its code and data start here,
  // before any of its screens has mounted.
  void startRoute(routes, location);
  const match = matchAt(routes, location.pathname);
  const titles = match.routes.map((route) => route.handle?.title);
  return (
    <>
      <DocumentTitle title={titles.filter((title) => title !== undefined).at(-1)} />
      <RouteErrorBoundary resetKey={location.key}>{renderMatch(match)}</RouteErrorBoundary>
    </>
  );
}

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { key: string; failure?: { error: unknown } };

/** Shows the error page for an error thrown while rendering, until the visitor moves on. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  // A navigation clears the error: the layout stays mounted, the new page renders.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, failure: undefined };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <ErrorPage error={failure.error} /> : this.props.children;
  }
}
