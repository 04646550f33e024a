import { Component, Suspense, use, type ReactNode } from 'react';
import {
  matchRoutes,
  useLocation,
  useRoutes,
  type IndexRouteObject,
  type NonIndexRouteObject,
  type Params,
  type RouteMatch,
} from 'react-router';
import { PageLoader } from '../components/spinner';
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
 * A route of the SPA. React Router's declarative routes (decision 019): its data router would
 * load and prefetch for us, but costs every page 18 KB more code before the first render.
 */
export type AppRoute =
  | (Omit<IndexRouteObject, 'handle'> & RouteStart)
  | (Omit<NonIndexRouteObject, 'handle' | 'children'> & RouteStart & { children?: AppRoute[] });

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
const withNotFound = new WeakMap<AppRoute[], AppRoute[]>();

/** The routes with the 404 page's after them, the same array each time. */
function andNotFound(routes: AppRoute[]) {
  let all = withNotFound.get(routes);
  if (!all) withNotFound.set(routes, (all = [...routes, notFound]));
  return all;
}

let lastMatch: { routes: AppRoute[]; pathname: string; matches: RouteMatch<string, AppRoute>[] } | undefined;

/**
 * The routes a path matches, the 404 page's when no other does. React Router ranks and compiles
 * every route on each call (~5 ms here, ~20 ms at a slow phone's speed), so the last answer is
 * kept: the first route's start, and then each render of a location (its code and data, its
 * title), match once between them.
 */
function matchesAt(routes: AppRoute[], pathname: string) {
  if (lastMatch?.routes !== routes || lastMatch.pathname !== pathname) {
    lastMatch = { routes, pathname, matches: matchRoutes(andNotFound(routes), pathname) ?? [] };
  }
  return lastMatch.matches;
}

/**
 * Starts a location's code and data at once, for every route it matches (a dashboard screen's
 * guard, layout and screen load side by side, not one after another). Safe to call again for the
 * same location: chunks load once and prefetches skip what is fresh. Resolves when the code is in,
 * or could not be had (the screen then shows the error page), and the data a prefetch waits for
 * has come or failed. Never rejects.
 */
export function startRoute(routes: AppRoute[], location: { pathname: string; search: string }) {
  const matches = matchesAt(routes, location.pathname);
  const search = new URLSearchParams(location.search);
  const data = matches.map(({ route, params }) => route.prefetch?.({ params, search }));
  const code = matches.map(({ route }) => route.load?.());
  return Promise.all([...code, ...data].map((started) => started?.catch(() => undefined)));
}

/** The routes at the current location, titled, with the error page for what they throw. */
export function RouteView({ routes }: { routes: AppRoute[] }) {
  const location = useLocation();
  // The render of a new location is where a navigation begins (React Router renders it in a
  // transition): its code and data start here, before any of its screens has mounted.
  void startRoute(routes, location);
  const titles = matchesAt(routes, location.pathname).map(({ route }) => route.handle?.title);
  const element = useRoutes(andNotFound(routes));
  return (
    <>
      <DocumentTitle title={titles.filter((title) => title !== undefined).at(-1)} />
      <RouteErrorBoundary resetKey={location.key}>{element}</RouteErrorBoundary>
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
