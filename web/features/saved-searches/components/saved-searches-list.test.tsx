import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
import { SavedSearchesList } from './saved-searches-list';

afterEach(() => vi.unstubAllGlobals());

const search = {
  id: 's1',
  name: 'Cheap inverter in Dhaka',
  filters: { district: 'dhaka', tons: '1.5', inverter: 'yes', maxPrice: '40000' },
  frequency: 'daily',
  createdAt: '2026-11-20T08:00:00.000Z',
};

describe('SavedSearchesList', () => {
  it('shows each search in words, opens it on the list, changes how often and deletes it after asking', async () => {
    const { fetchStub, requests, bodies } = stubApi({
      '/api/categories': () => Response.json([]),
      '/api/saved-searches': () => Response.json({ savedSearches: [search] }),
      '/api/saved-searches/s1': () => Response.json({ acknowledged: true, deletedCount: 1 }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<SavedSearchesList />);

    expect(await screen.findByRole('heading', { name: 'Cheap inverter in Dhaka' })).toBeInTheDocument();
    expect(screen.getByText(/1\.5 ton · Inverter · Dhaka · up to .*40,000/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Cheap inverter in Dhaka' })).toHaveAttribute(
      'href',
      '/allproduct?district=dhaka&tons=1.5&inverter=yes&maxPrice=40000',
    );

    const often = screen.getByRole('combobox', { name: 'How often: Cheap inverter in Dhaka' });
    expect(often).toHaveValue('daily');
    await userEvent.selectOptions(often, 'off');
    await vi.waitFor(() =>
      expect(bodies).toContainEqual({ path: '/api/saved-searches/s1', body: { frequency: 'off' } }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete Cheap inverter in Dhaka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete?' });
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.method === 'DELETE')).toEqual([
        { method: 'DELETE', path: '/api/saved-searches/s1' },
      ]),
    );
  });
});
