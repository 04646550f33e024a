import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, renderWithRouter, stubApi } from '@/test/render';
import { UsersTable } from './users-table';

afterEach(() => vi.unstubAllGlobals());

const sellers = [
  { _id: 's1', name: 'Rahim Uddin', email: 'seller1@thanda.test', role: 'seller', verified: true },
  { _id: 's2', name: 'Karim Mia', email: 'seller2@thanda.test', role: 'seller', verified: false },
];

function serve(answers: Record<string, () => Response>) {
  const { fetchStub, requests: calls } = stubApi(answers);
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** Answers a list by its query (the URL's search), recording each address asked for. */
function serveList(path: string, answer: (params: URLSearchParams) => Response) {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    urls.push(url);
    return url.pathname === path ? answer(url.searchParams) : Response.json({ message: 'Not found' }, { status: 404 });
  });
  return urls;
}

/** A phone's screen, narrower than 640 px. */
const onPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('UsersTable', () => {
  it('lists sellers with Verify for the unverified and a verified mark for the others', async () => {
    serve({ '/api/dashboard/allseller': () => Response.json(sellers) });
    renderWithRouter(<UsersTable kind="seller" />);
    expect(await screen.findByRole('heading', { name: 'All Sellers' })).toBeInTheDocument();
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rahim Uddin is verified' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify Karim Mia' })).toBeEnabled();
  });

  it('labels what each person can do: a seller also buys', async () => {
    serve({ '/api/dashboard/allseller': () => Response.json(sellers) });
    renderWithRouter(<UsersTable kind="seller" isSuspended={(user) => user._id === 's2'} />);
    const rahim = await screen.findByRole('list', { name: 'What Rahim Uddin can do' });
    expect(
      within(rahim)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Buys', 'Sells', 'Verified seller']);
    const karim = screen.getByRole('list', { name: 'What Karim Mia can do' });
    expect(
      within(karim)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Buys', 'Sells', 'Suspended']);
  });

  it('verifies a seller by id, with no e-mail address in the URL', async () => {
    const calls = serve({
      '/api/dashboard/allseller': () => Response.json(sellers),
      '/api/verifyseller/s2': () => Response.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 }),
    });
    renderWithRouter(<UsersTable kind="seller" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Karim Mia' }));
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'PUT', path: '/api/verifyseller/s2' }));
  });

  it('offers no Delete or Suspend on an admin of the deployment', async () => {
    const chief = { _id: 'b2', name: 'Chief', email: 'chief@thanda.test', role: 'buyer', configuredAdmin: true };
    serve({
      '/api/dashboard/allbuyer': () =>
        Response.json([{ _id: 'b1', name: 'Farhana', email: 'buyer1@thanda.test', role: 'buyer' }, chief]),
    });
    renderWithRouter(
      <UsersTable kind="buyer" suspension={(user) => <button type="button">Suspend {user.name}</button>} />,
    );
    expect(await screen.findByRole('button', { name: 'Delete Farhana' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend Farhana' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Chief/ });
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    // In place of Make technician, Delete and Suspend, and among what they can do.
    expect(within(row).getAllByText('Admin')).toHaveLength(4);
    expect(within(row).getByRole('list', { name: 'What Chief can do' })).toHaveTextContent('Admin');
  });

  it('makes a buyer a technician, and takes the role back from a technician', async () => {
    const calls = serve({
      '/api/dashboard/allbuyer': () =>
        Response.json([
          { _id: 'b1', name: 'Farhana', email: 'buyer1@thanda.test', role: 'buyer' },
          { _id: 'b2', name: 'Sohel Rana', email: 'sohel@thanda.test', role: 'buyer', technician: true },
        ]),
      '/api/user/b1/technician': () => Response.json({ _id: 'b1', technician: true, changed: true }),
      '/api/user/b2/technician': () => Response.json({ _id: 'b2', technician: false, changed: true }),
    });
    renderWithRouter(<UsersTable kind="buyer" />);
    expect(await screen.findByRole('list', { name: 'What Sohel Rana can do' })).toHaveTextContent('Technician');
    await userEvent.click(screen.getByRole('button', { name: 'Make Farhana a technician' }));
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'PUT', path: '/api/user/b1/technician' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sohel Rana as a technician' }));
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: '/api/user/b2/technician' }));
  });

  it('deletes a buyer only after the confirmation', async () => {
    const calls = serve({
      '/api/dashboard/allbuyer': () =>
        Response.json([{ _id: 'b1', name: 'Farhana', email: 'buyer1@thanda.test', role: 'buyer' }]),
      '/api/user/b1': () => Response.json({ acknowledged: true, deletedCount: 1 }),
    });
    renderWithRouter(<UsersTable kind="buyer" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Farhana' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: '/api/user/b1' }));
  });

  it('says when there is nobody, and shows a refusal readably', async () => {
    serve({ '/api/dashboard/allbuyer': () => Response.json([]) });
    const { unmount } = renderWithRouter(<UsersTable kind="buyer" />);
    expect(await screen.findByText('No buyers yet.')).toBeInTheDocument();
    unmount();
    serve({
      '/api/dashboard/allbuyer': () =>
        Response.json({ message: 'You do not have permission to do that.' }, { status: 403 }),
    });
    renderWithRouter(<UsersTable kind="buyer" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
  });
});

describe('searching and paging the users', () => {
  it('searches once typing pauses, keeps the search in the address, and says when nobody matches', async () => {
    const urls = serveList('/api/dashboard/allseller', (params) =>
      Response.json(params.get('q') === 'karim' ? [sellers[1]] : params.get('q') ? [] : sellers),
    );
    renderWithRouter(<UsersTable kind="seller" />);
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sellers' }), 'karim');
    await vi.waitFor(() => expect(screen.queryByText('Rahim Uddin')).not.toBeInTheDocument());
    expect(await screen.findByText('Karim Mia')).toBeInTheDocument();
    expect(window.location.search).toBe('?q=karim');
    // One search for the pause, not one a letter.
    expect(urls.filter((url) => url.searchParams.has('q')).map((url) => url.searchParams.get('q'))).toEqual(['karim']);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search sellers' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sellers' }), 'zzz');
    expect(await screen.findByText('No sellers match “zzz”.')).toBeInTheDocument();
  });

  it('opens with the search the address holds, as after a reload', async () => {
    const urls = serveList('/api/dashboard/allbuyer', () => Response.json([]));
    renderRoutes([{ path: '*', element: <UsersTable kind="buyer" /> }], '/dashboard/allbuyer?q=farhana');
    expect(await screen.findByText('No buyers match “farhana”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search buyers' })).toHaveValue('farhana');
    expect(urls[0]?.searchParams.get('q')).toBe('farhana');
  });

  it('loads the next page from the Link header’s cursor, until there is none', async () => {
    const urls = serveList('/api/dashboard/allseller', (params) =>
      params.get('cursor') === 'c2'
        ? Response.json([sellers[1]])
        : Response.json([sellers[0]], {
            headers: { Link: '</api/dashboard/allseller?limit=50&cursor=c2>; rel="next"' },
          }),
    );
    renderWithRouter(<UsersTable kind="seller" />);
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.queryByText('Karim Mia')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Karim Mia')).toBeInTheDocument();
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(urls.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'c2']);
  });

  it('reads on by itself past a searched page that found nobody but links to more', async () => {
    serveList('/api/dashboard/allseller', (params) =>
      params.get('cursor') === 'c2'
        ? Response.json([sellers[1]])
        : Response.json([], { headers: { Link: '</api/dashboard/allseller?q=karim&cursor=c2>; rel="next"' } }),
    );
    renderRoutes([{ path: '*', element: <UsersTable kind="seller" /> }], '/?q=karim');
    expect(await screen.findByText('Karim Mia')).toBeInTheDocument();
    expect(screen.queryByText(/No sellers match/)).not.toBeInTheDocument();
  });
});

describe('a phone’s card per person', () => {
  it('offers Verify at once for an unverified seller, and Delete and Suspend under More', async () => {
    onPhone();
    const calls = serve({ '/api/dashboard/allseller': () => Response.json(sellers) });
    renderWithRouter(
      <UsersTable kind="seller" suspension={(user) => <button type="button">Suspend {user.name}</button>} />,
    );
    const karim = await screen.findByRole('article', { name: 'Karim Mia' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(karim).getByText('seller2@thanda.test')).toBeInTheDocument();
    expect(within(karim).getByRole('list', { name: 'What Karim Mia can do' })).toHaveTextContent('Sells');
    expect(within(karim).getByRole('button', { name: 'Verify Karim Mia' })).toBeEnabled();
    expect(within(karim).queryByRole('button', { name: 'Delete Karim Mia' })).not.toBeInTheDocument();

    const more = within(karim).getByRole('button', { name: 'More actions for Karim Mia' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = within(karim).getByRole('group', { name: 'More actions for Karim Mia' });
    expect(within(menu).getByRole('button', { name: 'Suspend Karim Mia' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Delete Karim Mia' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('If you delete Karim Mia. It cannot be undone.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('offers Delete at once for a verified seller or a buyer, and Esc folds More away', async () => {
    onPhone();
    serve({ '/api/dashboard/allseller': () => Response.json(sellers) });
    renderWithRouter(
      <UsersTable kind="seller" suspension={(user) => <button type="button">Suspend {user.name}</button>} />,
    );
    const rahim = await screen.findByRole('article', { name: 'Rahim Uddin' });
    expect(within(rahim).getByRole('button', { name: 'Delete Rahim Uddin' })).toBeInTheDocument();
    expect(within(rahim).queryByRole('button', { name: 'Rahim Uddin is verified' })).not.toBeInTheDocument();
    const more = within(rahim).getByRole('button', { name: 'More actions for Rahim Uddin' });
    await userEvent.click(more);
    await userEvent.click(within(rahim).getByRole('button', { name: 'Suspend Rahim Uddin' }));
    await userEvent.keyboard('{Escape}');
    expect(within(rahim).queryByRole('group')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('gives an admin of the deployment no actions and no More', async () => {
    onPhone();
    const chief = { _id: 'b2', name: 'Chief', email: 'chief@thanda.test', role: 'buyer', configuredAdmin: true };
    serve({ '/api/dashboard/allbuyer': () => Response.json([chief]) });
    renderWithRouter(<UsersTable kind="buyer" suspension={() => <button type="button">Suspend</button>} />);
    const card = await screen.findByRole('article', { name: 'Chief' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'What Chief can do' })).toHaveTextContent('Admin');
  });
});
