import { act, fireEvent, render as renderElement, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  navigate,
  setBasename,
  StaticRouter,
  useLocation,
  useNavigationType,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search, hash, state, key } = useLocation();
  return (
    <output>
      {JSON.stringify({
        at: pathname + search + hash,
        state,
        key: key === 'default' ? key : 'own',
        how: useNavigationType(),
      })}
    </output>
  );
}

const render = (element: React.ReactNode) => renderElement(<BrowserRouter>{element}</BrowserRouter>);

const where = () => JSON.parse(screen.getByRole('status').textContent!) as Record<string, unknown>;

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('navigation', () => {
  it('follows a link without a reload, with its state, and gives the new entry a key of its own', () => {
    render(
      <>
        <Link to="/allproduct?q=inverter#list" state={{ from: '/' }}>
          All
        </Link>
        <Where />
      </>,
    );
    expect(where()).toEqual({ at: '/', state: null, key: 'default', how: 'POP' });

    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(window.location.pathname).toBe('/allproduct');
    expect(where()).toEqual({ at: '/allproduct?q=inverter#list', state: { from: '/' }, key: 'own', how: 'PUSH' });
  });

  it('leaves a click with a modifier key to the browser (a new tab) and replaces the entry of the page shown', () => {
    render(
      <>
        <Link to="/blogs">Blogs</Link>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Blogs' });
    // Not prevented: the browser opens the address itself.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    window.history.replaceState(null, '', '/');

    const entries = window.history.length;
    fireEvent.click(link);
    fireEvent.click(link);
    expect(window.history.length).toBe(entries + 1);
    expect(where().how).toBe('REPLACE');
  });

  it('tells Back and Forward apart, and keeps the key of the entry returned to', () => {
    render(<Where />);
    act(() => navigate('/blogs'));
    const blogs: unknown = window.history.state;
    act(() => navigate('/allproduct'));
    expect(where()).toMatchObject({ at: '/allproduct', how: 'PUSH' });
    // What the browser does on Back (the test document's history does not travel).
    act(() => {
      window.history.replaceState(blogs, '', '/blogs');
      window.dispatchEvent(new PopStateEvent('popstate', { state: blogs }));
    });
    expect(where()).toMatchObject({ at: '/blogs', how: 'POP', key: 'own' });
  });

  it('marks the link of the open page, and of the pages below it unless told to match exactly', () => {
    window.history.replaceState(null, '', '/dashboard/messages/42');
    render(
      <>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/dashboard/messages" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Messages
        </NavLink>
        <NavLink to="/dashboard" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Dashboard
        </NavLink>
        <NavLink to="/dashboard/mess">Not a parent</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Not a parent' })).not.toHaveAttribute('aria-current');
  });

  it('redirects in place of the entry it was rendered at, with its state', () => {
    window.history.replaceState(null, '', '/dashboard');
    const entries = window.history.length;
    render(
      <>
        <Navigate to="/login" replace state={{ from: '/dashboard' }} />
        <Where />
      </>,
    );
    expect(where()).toMatchObject({ at: '/login', state: { from: '/dashboard' }, how: 'REPLACE' });
    expect(window.history.length).toBe(entries);
  });

  it('reads and writes the query', () => {
    window.history.replaceState(null, '', '/allproduct?brand=gree');
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ brand: 'lg', inverter: 'yes' })}>
          {params.get('brand')}
        </button>
      );
    }
    render(<Filters />);
    fireEvent.click(screen.getByRole('button', { name: 'gree' }));
    expect(screen.getByRole('button', { name: 'lg' })).toBeInTheDocument();
    expect(window.location.search).toBe('?brand=lg&inverter=yes');
  });

  it('renders at a fixed address for the build-time shell', () => {
    renderElement(
      <StaticRouter location="/_shell">
        <Where />
      </StaticRouter>,
    );
    expect(where()).toMatchObject({ at: '/_shell', key: 'default' });
  });
});

describe('a basename (a Bangla page under /bn, issue 63)', () => {
  afterEach(() => setBasename(''));

  it('is kept off the paths the SPA sees and put on the addresses it writes', () => {
    window.history.replaceState(null, '', '/allproduct?q=lg');
    setBasename('/bn');
    expect(window.location.pathname + window.location.search).toBe('/bn/allproduct?q=lg');
    render(
      <>
        <Link to="/listing/42">Listing</Link>
        <Link to="/">Home</Link>
        <Where />
      </>,
    );
    expect(where()).toMatchObject({ at: '/allproduct?q=lg' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/bn/');

    fireEvent.click(screen.getByRole('link', { name: 'Listing' }));
    expect(window.location.pathname).toBe('/bn/listing/42');
    expect(where()).toMatchObject({ at: '/listing/42', how: 'PUSH' });
    act(() => navigate('/blogs', { replace: true }));
    expect(window.location.pathname).toBe('/bn/blogs');
  });

  it('moves the page shown to its address under another, in the same entry, and its links with it', () => {
    window.history.replaceState(null, '', '/bn/seller/7#for-sale');
    act(() => setBasename('/bn'));
    render(
      <>
        <Link to="/allproduct">All</Link>
        <Where />
      </>,
    );
    const entries = window.history.length;
    act(() => setBasename(''));
    expect(window.location.pathname + window.location.hash).toBe('/seller/7#for-sale');
    expect(window.history.length).toBe(entries);
    expect(where()).toMatchObject({ at: '/seller/7#for-sale' });
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/allproduct');
  });

  it("writes a build-time shell's links under its own", () => {
    renderElement(
      <StaticRouter location="/_shell" basename="/bn">
        <Link to="/allproduct">All</Link>
      </StaticRouter>,
    );
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/bn/allproduct');
  });
});
