import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
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

describe('UsersTable', () => {
  it('lists sellers with Verify for the unverified and a verified mark for the others', async () => {
    serve({ '/api/dashboard/allseller': () => Response.json(sellers) });
    renderWithRouter(<UsersTable kind="seller" />);
    expect(await screen.findByRole('heading', { name: 'All Sellers' })).toBeInTheDocument();
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rahim Uddin is verified' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify Karim Mia' })).toBeEnabled();
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
    expect(within(row).getAllByText('Admin')).toHaveLength(2);
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
