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
}

/** The tab's current entry, read from the address bar and `history.state`. */
function read(type: NavigationType): Current {
  const { pathname, search, hash } = window.location;
  const raw: unknown = window.history.state;
  const entry = raw && typeof raw === 'object' ? (raw as Partial<EntryState>) : null;
  return { location: { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' }, type };
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
        return sameEntry(shown.location, now.location) ? shown : now;
      }),
    );
    return () => void listeners.delete(listener);
  }, []);
  return <LocationContext value={current}>{children}</LocationContext>;
}

/** A fixed location, for markup rendered once at build time (web/app/shell.tsx). */
export function StaticRouter({ location, children }: { location: string; children: React.ReactNode }) {
  const fixed = useMemo(() => {
    const url = new URL(location, 'http://localhost');
    const at = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
    return { location: at, type: 'POP' as const };
  }, [location]);
  return <LocationContext value={fixed}>{children}</LocationContext>;
}

function useCurrent() {
  const current = use(LocationContext);
  if (!current) throw new Error('A link or a page is rendered outside <BrowserRouter>.');
  return current;
}

export const useLocation = (): Location => useCurrent().location;

export const useNavigationType = (): NavigationType => useCurrent().type;

/** Goes to an address of the SPA: a new history entry, or the current one replaced. */
export function navigate(to: string, { replace, state }: NavigateOptions = {}) {
  const target = new URL(to, window.location.href);
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
  return (
    <a
      {...anchor}
      href={to}
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
