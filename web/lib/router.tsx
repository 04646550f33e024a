/**
 * The SPA's navigation: the address as a location (path, query, anchor, state and a key per
 * history entry), links, redirects and the outlet a layout shows its page in, on the History API
 * (decision 020). React Router's declarative mode cost every page 13 KB of code before its first
 * render, which a listing's first paint on a slow phone waits for.
 */
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation to this entry passed along (`state`), or null. */
  state: unknown;
  /** One per history entry, kept across Back and Forward: 'default' for the entry the tab opened at. */
  key: string;
}

/** How the current entry was reached: a new entry, one that replaced the last, or Back/Forward. */
export type NavigationType = 'PUSH' | 'REPLACE' | 'POP';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What this module writes into `history.state`: the navigation's own state and the entry's key. */
interface EntryState {
  usr: unknown;
  key: string;
}

interface Current {
  location: Location;
  type: NavigationType;
  basename: string;
}

/**
 * What the address has before the SPA's own paths: '/bn' on a Bangla page (issue 63), '' on an
 * English one. The SPA's paths never carry it: reading the address takes it off, and links and
 * navigations put it on, so every link of a Bangla page stays in Bangla.
 */
let basename = '';

/** An SPA path (`to`) as the address under `base` has it; '/' under '/bn' is '/bn/'. Relative ones are left. */
const under = (base: string, to: string) => (to.startsWith('/') && !to.startsWith('//') ? base + to : to);

/** An SPA path as the address bar shows it, under the current basename (for a link copied or shared). */
export const withBasename = (to: string) => under(basename, to);

/** The SPA's path of an address: without `base` when it is under it. */
const without = (base: string, pathname: string) =>
  base && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) || '/' : pathname;

/** The tab's current entry, read from the address bar and `history.state`. */
function read(type: NavigationType): Current {
  const { search, hash } = window.location;
  const pathname = without(basename, window.location.pathname);
  const raw: unknown = window.history.state;
  const entry = raw && typeof raw === 'object' ? (raw as Partial<EntryState>) : null;
  const location = { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  return { location, type, basename };
}

const listeners = new Set<(current: Current) => void>();
/** How the last entry was reached, for a router that subscribes after a navigation (a redirect). */
let lastType: NavigationType = 'POP';
const changed = (type: NavigationType) => {
  lastType = type;
  const current = read(type);
  for (const listener of listeners) listener(current);
};

if (typeof window !== 'undefined') {
  // Back, Forward and an anchor typed into the address reach the page without `navigate`.
  window.addEventListener('popstate', () => changed('POP'));
}

const LocationContext = createContext<Current | null>(null);
/** The basename apart from the location, so that a link renders again when it changes, not at every navigation. */
const BasenameContext = createContext('');

const sameEntry = (a: Location, b: Location) =>
  a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * Holds the location the SPA renders. A navigation renders in a transition, as React Router's
 * did: the tap that started it is answered at once (the old page stays, responsive, until the new
 * one is ready) instead of waiting for the new page's whole render.
 */
export function BrowserRouter({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState(() => read('POP'));
  useEffect(() => {
    const listener = (next: Current) => startTransition(() => setCurrent(next));
    listeners.add(listener);
    // An entry that changed between the first render and this subscription (the same one keeps
    // the state, so nothing renders again).
    startTransition(() =>
      setCurrent((shown) => {
        const now = read(lastType);
        return sameEntry(shown.location, now.location) && shown.basename === now.basename ? shown : now;
      }),
    );
    return () => void listeners.delete(listener);
  }, []);
  return (
    <LocationContext value={current}>
      <BasenameContext value={current.basename}>{children}</BasenameContext>
    </LocationContext>
  );
}

/**
 * Puts the SPA under another basename (a switch of language): the address bar shows the page under
 * it, in the same history entry, and links are written under it from then on.
 */
export function setBasename(next: string) {
  if (next === basename) return;
  const { pathname, search, hash } = window.location;
  // An address already under the new basename (a Bangla page as the SPA starts) stays as it is.
  const path = without(next, without(basename, pathname));
  basename = next;
  window.history.replaceState(window.history.state, '', under(next, path) + search + hash);
  changed(lastType);
}

/** The SPA's location now, outside React (the first route's start, a notification's arrival). */
export const currentLocation = (): Location => read(lastType).location;

/** A fixed location, for markup rendered once at build time (web/app/shell.tsx), its links under `basename`. */
export function StaticRouter({
  location,
  basename = '',
  children,
}: {
  location: string;
  basename?: string;
  children: React.ReactNode;
}) {
  const fixed = useMemo(() => {
    const url = new URL(location, 'http://localhost');
    const at = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
    return { location: at, type: 'POP' as const, basename };
  }, [location, basename]);
  return (
    <LocationContext value={fixed}>
      <BasenameContext value={basename}>{children}</BasenameContext>
    </LocationContext>
  );
}

function useCurrent() {
  const current = use(LocationContext);
  if (!current) throw new Error('A link or a page is rendered outside <BrowserRouter>.');
  return current;
}

export const useLocation = (): Location => useCurrent().location;

export const useNavigationType = (): NavigationType => useCurrent().type;

/** Goes to an address of the SPA (under the basename): a new history entry, or the current one replaced. */
export function navigate(to: string, { replace, state }: NavigateOptions = {}) {
  const target = new URL(withBasename(to), window.location.href);
  // Following a link to the page already shown replaces its entry instead of adding a copy.
  const same = target.href === window.location.href;
  const entry: EntryState = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10) };
  const address = target.pathname + target.search + target.hash;
  if (replace || same) window.history.replaceState(entry, '', address);
  else window.history.pushState(entry, '', address);
  changed(replace || same ? 'REPLACE' : 'PUSH');
}

export const useNavigate = () => navigate;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: string; ref?: React.Ref<HTMLAnchorElement> };

/** A link within the SPA: a real `<a href>` (a new tab, a copied address), followed without a reload. */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const basename = use(BasenameContext);
  return (
    <a
      {...anchor}
      href={under(basename, to)}
      onClick={(event) => {
        onClick?.(event);
        const plainClick = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
        if (event.defaultPrevented || !plainClick || (anchor.target && anchor.target !== '_self')) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only at exactly this address, not also at the addresses below it. */
  end?: boolean;
  className?: string | ((status: { isActive: boolean }) => string);
};

/** A link that knows when its page is open: `aria-current="page"` and the class for it. */
export function NavLink({ end, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = link.to.toLowerCase().replace(/(.)\/$/, '$1');
  const at = pathname.toLowerCase();
  // '/' is active only at '/', or every page would mark it.
  const isActive = at === target || (!end && target !== '/' && at.startsWith(`${target}/`));
  return (
    <Link
      {...link}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Goes elsewhere as soon as it shows, in place of a page the visitor may not see. */
export function Navigate({ to, replace, state }: NavigateOptions & { to: string }) {
  // Once, as it mounts: the navigation unmounts it, and a second one would add a second entry.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => navigate(to, { replace, state }), []);
  return null;
}

/** The address's query as parameters, and a way to change them (a new history entry unless replaced). */
export function useSearchParams() {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(pathname + (query ? `?${query}` : ''), options);
    },
    [pathname],
  );
  return [params, setParams] as const;
}

export type Params = Record<string, string | undefined>;

/** What a matched route renders, for `Outlet`s to take apart level by level. */
export interface RouteLevel {
  params: Params;
  /** The element of the route below this one, if any: what this route's `Outlet` shows. */
  outlet: React.ReactNode;
}

export const RouteLevelContext = createContext<RouteLevel>({ params: {}, outlet: null });

/** The matched route's parameters (`:id` in its path), decoded. */
export const useParams = <P extends Params = Params>() => use(RouteLevelContext).params as P;

/** Where a layout shows the page its route matched below it. */
export const Outlet = () => use(RouteLevelContext).outlet;
