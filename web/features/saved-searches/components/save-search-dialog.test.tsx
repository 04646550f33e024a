import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
import { SaveSearchDialog } from './save-search-dialog';

afterEach(() => vi.unstubAllGlobals());

const categories = () => Response.json([{ _id: 'split-ac', name: 'Split AC', img: '/a.webp', about: 'Quiet.' }]);

describe('SaveSearchDialog', () => {
  it("suggests a name from the list's filters and saves them with how often, leaving out order and seller", async () => {
    const { fetchStub, bodies } = stubApi({
      '/api/categories': categories,
      '/api/saved-searches': () => Response.json({ acknowledged: true, insertedId: 's1' }, { status: 201 }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const onClose = vi.fn();
    renderWithRouter(
      <SaveSearchDialog
        query={{ district: 'dhaka', tons: '1.5', inverter: 'yes', sort: 'price-asc', seller: 's9', q: '' }}
        onClose={onClose}
      />,
    );

    expect(await screen.findByRole('heading', { name: 'Save this search' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('1.5 ton inverter in Dhaka');
    expect(screen.getByRole('radio', { name: /Instant/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Daily digest/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        path: '/api/saved-searches',
        body: {
          name: '1.5 ton inverter in Dhaka',
          filters: { district: 'dhaka', tons: 1.5, inverter: true },
          frequency: 'daily',
        },
      },
    ]);
  });

  it('asks for a name before sending anything', async () => {
    const { fetchStub, requests } = stubApi({ '/api/categories': categories });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<SaveSearchDialog query={{ tons: '2' }} onClose={vi.fn()} />);
    await userEvent.clear(await screen.findByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give this search a name.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says why the API refused, and stays open', async () => {
    const { fetchStub } = stubApi({
      '/api/categories': categories,
      '/api/saved-searches': () =>
        Response.json(
          {
            reason: 'saved-searches-full',
            params: {},
            message: 'You can keep up to 20 saved searches. Delete one you no longer need, then save this one.',
          },
          { status: 409 },
        ),
    });
    vi.stubGlobal('fetch', fetchStub);
    const onClose = vi.fn();
    renderWithRouter(<SaveSearchDialog query={{ category: 'split-ac' }} onClose={onClose} />);
    expect(await screen.findByLabelText('Name')).toHaveValue('Split AC');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'You can keep up to 20 saved searches. Delete one you no longer need, then save this one.',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
