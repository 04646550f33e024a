import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceBand } from '@shared/advisor/price-band';
import { renderWithRouter, stubApi } from '@/test/render';
import { PriceHint, type PricedFields } from './price-hint';

const band: PriceBand = {
  enough: true,
  comparables: 5,
  sales: 0,
  medianMinor: 2600000,
  lowMinor: 2400000,
  highMinor: 2800000,
};
const chosen: PricedFields = {
  price: '45000',
  purchaseYear: '2021',
  condition: 'good',
  brand: '',
  type: 'split',
  tons: '1.5',
  inverter: 'yes',
};

function renderHint(values: PricedFields) {
  const api = stubApi({ '/api/price-band': () => Response.json({ band }) });
  vi.stubGlobal('fetch', api.fetchStub);
  const view = renderWithRouter(<PriceHint values={values} />);
  return { ...api, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe('PriceHint', () => {
  it('labels a high price before the seller publishes', async () => {
    renderHint(chosen);
    expect(await screen.findByText('High')).toBeVisible();
  });

  it('labels a low price great and a middling one fair', async () => {
    renderHint({ ...chosen, price: '20000' });
    expect(await screen.findByText('Great price')).toBeVisible();
  });

  it('asks for the specification before it compares', () => {
    const api = renderHint({ ...chosen, inverter: '', purchaseYear: '20' });
    expect(
      screen.getByText('Choose the type, capacity, inverter and year below to compare your price with similar units.'),
    ).toBeVisible();
    expect(api.calls).not.toContain('/api/price-band');
  });

  it('compares an air cooler without a capacity', async () => {
    renderHint({ ...chosen, type: 'air-cooler', tons: '', inverter: '', price: '26000' });
    expect(await screen.findByText('Fair')).toBeVisible();
  });
});
