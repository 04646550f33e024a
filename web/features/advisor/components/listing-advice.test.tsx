import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runningCost } from '@shared/advisor/running-cost';
import { recommendedTons } from '@shared/advisor/room-size';
import type { PriceBand } from '@shared/advisor/price-band';
import { renderWithRouter, stubApi } from '@/test/render';
import { formatTaka } from '@/lib/format';
import { ListingAdvice, type AdvisedUnit } from './listing-advice';

const unit: AdvisedUnit = {
  _id: 'p1',
  type: 'split',
  tons: 1.5,
  inverter: true,
  brand: 'gree',
  purchaseYear: 2021,
  condition: 'good',
  price: 30000,
  paid: false,
};

const band: PriceBand = {
  enough: true,
  comparables: 7,
  sales: 2,
  medianMinor: 2600000,
  lowMinor: 2400000,
  highMinor: 2800000,
};

function renderAdvice(answer: PriceBand, shown: AdvisedUnit = unit) {
  const api = stubApi({ '/api/price-band': () => Response.json({ band: answer }) });
  const fetch = vi.fn(api.fetchStub);
  vi.stubGlobal('fetch', fetch);
  renderWithRouter(<ListingAdvice unit={shown} />);
  return { ...api, fetch };
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.unstubAllGlobals());

describe('ListingAdvice', () => {
  it('labels a price above the middle half High, with the band it comes from', async () => {
    renderAdvice(band);
    const fairPrice = section('Is the price fair?');
    expect(await within(fairPrice).findByText('High')).toBeVisible();
    expect(fairPrice).toHaveTextContent('Similar units: ৳24,000 to ৳28,000, most often around ৳26,000');
    expect(fairPrice).toHaveTextContent('From 7 similar units (2 sold)');
  });

  it('asks for the unit without itself', async () => {
    const api = renderAdvice(band);
    await screen.findByText('High');
    const [input] = api.fetch.mock.calls.find(([asked]) => String(asked).includes('/api/price-band'))!;
    const asked = new URL(String(input), 'http://localhost').searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      type: 'split',
      tons: '1.5',
      inverter: 'true',
      year: '2021',
      condition: 'good',
      brand: 'gree',
      exclude: 'p1',
    });
  });

  it('shows no figure with too few comparables', async () => {
    renderAdvice({ enough: false, comparables: 3 });
    const fairPrice = section('Is the price fair?');
    expect(await within(fairPrice).findByText('Not enough similar listings yet')).toBeVisible();
    expect(fairPrice).not.toHaveTextContent('৳');
  });

  it('adds the unit to the bill for 8 hours on top of 150 units, and follows the buyer’s figures', async () => {
    renderAdvice(band);
    const bill = section('What it adds to your electricity bill');
    const expected = (hoursPerDay: number, householdKwh: number) =>
      formatTaka(Math.round(runningCost({ tons: 1.5, inverter: true, hoursPerDay, householdKwh }).extraTaka));
    expect(within(bill).getByTestId('running-cost')).toHaveTextContent(`About ${expected(8, 150)} more a month`);

    const hours = within(bill).getByLabelText('Hours a day it runs');
    await userEvent.clear(hours);
    await userEvent.type(hours, '১২');
    const units = within(bill).getByLabelText('Units your home uses a month without it');
    await userEvent.clear(units);
    await userEvent.type(units, '400');
    expect(within(bill).getByTestId('running-cost')).toHaveTextContent(`About ${expected(12, 400)} more a month`);
    // Inverter and non-inverter side by side.
    const rows = within(bill).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(`Inverter(this one)`);
    expect(rows[2]).toHaveTextContent(
      formatTaka(Math.round(runningCost({ tons: 1.5, inverter: false, hoursPerDay: 12, householdKwh: 400 }).extraTaka)),
    );
  });

  it('refuses hours beyond a day, and says what it leaves out', async () => {
    renderAdvice(band);
    const bill = section('What it adds to your electricity bill');
    await userEvent.type(within(bill).getByLabelText('Hours a day it runs'), '0');
    expect(within(bill).getByText('Enter hours from 0 to 24.')).toBeVisible();
    expect(within(bill).queryByTestId('running-cost')).toBeNull();
    expect(bill).toHaveTextContent('The demand charge and meter rent are left out');
  });

  it('says which rooms it suits and checks the buyer’s room', async () => {
    renderAdvice(band);
    const room = section('Is it the right size for your room?');
    expect(within(room).getByTestId('suited-rooms')).toHaveTextContent(
      'Suits a room of 140–200 sq ft; on a top floor, up to 166 sq ft.',
    );
    await userEvent.click(within(room).getByText('Check your room'));
    await userEvent.type(within(room).getByLabelText('Length (feet)'), '12');
    await userEvent.type(within(room).getByLabelText('Width (feet)'), '14');
    expect(within(room).getByTestId('room-verdict')).toHaveTextContent(
      'This 1.5 ton unit is the right size for your room.',
    );
    await userEvent.click(within(room).getByRole('checkbox', { name: 'Top floor (under the roof)' }));
    expect(recommendedTons({ lengthFt: 12, widthFt: 14, topFloor: true, westSun: false, people: 2 })).toBe(2);
    expect(within(room).getByTestId('room-verdict')).toHaveTextContent('This 1.5 ton unit is too small for your room.');
  });

  it('leaves a sold unit only its size', () => {
    renderAdvice(band, { ...unit, paid: true });
    expect(screen.queryByRole('region', { name: 'Is the price fair?' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What it adds to your electricity bill' })).toBeNull();
    expect(section('Is it the right size for your room?')).toBeVisible();
  });
});
