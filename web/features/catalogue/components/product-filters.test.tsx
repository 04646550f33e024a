import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '@/test/render';
import { ProductFilterForm } from './product-filters';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderForm = (filters = {}) => {
  const { fetchStub } = stubApi({
    '/api/categories': () => Response.json([{ _id: 'split-ac', name: 'Split AC', img: '/a.webp', about: '' }]),
  });
  vi.stubGlobal('fetch', fetchStub);
  const onChange = vi.fn();
  renderWithRouter(<ProductFilterForm filters={filters} onChange={onChange} />);
  return onChange;
};

describe('ProductFilterForm', () => {
  it('shows the filters from the address and sends what the visitor picked', async () => {
    const onChange = renderForm({ brand: 'gree', tons: '1.5', sort: 'price-asc' });
    expect(screen.getByLabelText('Brand')).toHaveValue('gree');
    expect(screen.getByLabelText('Capacity')).toHaveValue('1.5');
    expect(screen.getByLabelText('Inverter')).toHaveValue('');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-asc');
    await screen.findByRole('option', { name: 'Split AC' });

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'split-ac' } });
    fireEvent.change(screen.getByLabelText('Inverter'), { target: { value: 'yes' } });
    fireEvent.submit(screen.getByRole('search'));

    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'split-ac', brand: 'gree', tons: '1.5', inverter: 'yes', type: '' }),
    );
  });

  it('offers the districts of the division picked, and forgets a district of another', () => {
    const onChange = renderForm({ division: 'dhaka', district: 'gazipur' });
    const districts = () => screen.getByLabelText('District');
    expect(districts()).toHaveValue('gazipur');
    expect(within(districts()).queryByRole('option', { name: 'Chattogram' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'chattogram' } });
    expect(districts()).toHaveValue('');
    expect(within(districts()).getByRole('option', { name: 'Chattogram' })).toBeInTheDocument();
    expect(within(districts()).queryByRole('option', { name: 'Gazipur' })).toBeNull();

    fireEvent.submit(screen.getByRole('search'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ division: 'chattogram', district: '' }));
  });
});
