import type { Protection } from '@shared/protection';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadSettings } from '@/lib/settings';
import { renderWithRouter, stubApi } from '@/test/render';
import { SellerMoney } from './seller-money';
import { heldProtection } from '@/test/fixtures';

async function settings(feePercent: number) {
  vi.stubGlobal('fetch', async () => Response.json({ currency: 'usd', social: {}, feePercent }));
  await loadSettings();
  vi.unstubAllGlobals();
}

beforeEach(() => settings(5));
afterEach(async () => {
  vi.unstubAllGlobals();
  await settings(0);
});

const protection = (state: Protection['state'], overrides: Partial<Protection> = {}) =>
  heldProtection({ paymentId: 'pay', state, ...overrides });

const sale = (overrides: Record<string, unknown>) => ({
  paymentId: 'pay1',
  bookingId: 'b1',
  productName: 'Gree 1.5 Ton Split AC',
  amount: 400,
  held: 0,
  owed: 0,
  paidOut: 0,
  refunded: 0,
  fee: 0,
  paidAt: '2026-11-20T10:00:00.000Z',
  protection: protection('held'),
  ...overrides,
});

const money = {
  held: 700,
  owed: 142.5,
  paidOut: 380,
  fees: 27.5,
  sales: [
    sale({ held: 400 }),
    sale({
      paymentId: 'pay2',
      productName: 'Walton 1 Ton',
      amount: 300,
      held: 300,
      protection: protection('handed-over', { releaseDueAt: '2026-11-23T10:00:00.000Z' }),
    }),
    sale({
      paymentId: 'pay3',
      productName: 'LG Dual Inverter',
      amount: 200,
      held: 200,
      protection: protection('disputed'),
    }),
    sale({
      paymentId: 'pay4',
      productName: 'Haier 2 Ton',
      amount: 200,
      refunded: 50,
      fee: 7.5,
      owed: 142.5,
      protection: protection('released', { refunded: 50, resolution: 'The remote was missing.' }),
    }),
    sale({
      paymentId: 'pay5',
      productName: 'Samsung Window AC',
      amount: 400,
      fee: 20,
      paidOut: 380,
      protection: protection('released'),
    }),
  ],
  payouts: [
    { id: 'po1', amount: 380, method: 'bkash', reference: 'TRX8X2K9', date: '2026-11-25T09:00:00.000Z' },
    { id: 'po2', amount: 120, method: 'bank', reference: 'DBBL-5521', date: '2026-11-10T09:00:00.000Z' },
  ],
};

function show(answer: unknown) {
  const api = stubApi({ '/api/seller/money': () => Response.json(answer) });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithRouter(<SellerMoney />);
  return api;
}

/** The cells of the table row that names `text`. */
const rowOf = (text: string) =>
  within(screen.getByText(text).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('SellerMoney', () => {
  it('shows what Thanda holds, owes and paid out, and its fee', async () => {
    show(money);
    const held = await screen.findByText('Held by Thanda');
    expect(held.nextElementSibling).toHaveTextContent('$700');
    expect(screen.getByText('Owed to you').nextElementSibling).toHaveTextContent('$142.5');
    expect(screen.getByText('Paid out').nextElementSibling).toHaveTextContent('$380');
    expect(screen.getByText("Thanda's fee is 5% of each sale, taken when the money is released.")).toBeInTheDocument();
  });

  it('lists each sale with where its money stands, the fee and what the seller gets', async () => {
    show(money);
    await screen.findByText('Gree 1.5 Ton Split AC');
    expect(rowOf('Gree 1.5 Ton Split AC')).toEqual([
      'Gree 1.5 Ton Split ACPaid 20/11/2026',
      '$400',
      'Held by Thanda until the buyer confirms',
      '$20',
      '$380once released',
    ]);
    expect(rowOf('Walton 1 Ton')).toEqual([
      'Walton 1 TonPaid 20/11/2026',
      '$300',
      'Handed over — released 23/11/2026 unless the buyer disputes',
      '$15',
      '$285once released',
    ]);
    expect(rowOf('LG Dual Inverter')).toEqual([
      'LG Dual InverterPaid 20/11/2026',
      '$200',
      'Disputed — an admin decides',
      '—',
      'Once an admin decides',
    ]);
    expect(rowOf('Haier 2 Ton')).toEqual([
      'Haier 2 TonPaid 20/11/2026',
      '$200',
      "Released to you ($50 refunded to the buyer)Thanda's decision: The remote was missing.",
      '$7.5',
      '$142.5',
    ]);
    expect(rowOf('Samsung Window AC').slice(2)).toEqual(['Released to you', '$20', '$380']);
    // No hand-over here: that is My Buyers' to do.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists the payouts with how each was sent', async () => {
    show(money);
    expect(await screen.findByText('TRX8X2K9')).toBeInTheDocument();
    expect(rowOf('TRX8X2K9')).toEqual(['25/11/2026', 'bKash', 'TRX8X2K9', '$380']);
    expect(rowOf('DBBL-5521')).toEqual(['10/11/2026', 'Bank transfer', 'DBBL-5521', '$120']);
  });

  it('says so in words when nothing is sold online or paid out yet', async () => {
    show({ held: 0, owed: 0, paidOut: 0, fees: 0, sales: [], payouts: [] });
    expect(
      await screen.findByText(
        'No sale paid online yet. When a buyer pays online, Thanda holds the money until they confirm.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nothing paid out yet. An admin sends what Thanda owes you by bKash, Nagad or bank transfer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads in Bangla, with Bangla digits', async () => {
    i18n.activate('bn');
    show(money);
    const held = await screen.findByText('Thanda-র কাছে জমা');
    expect(held.nextElementSibling).toHaveTextContent('$৭০০');
    expect(screen.getByText('বিকাশ')).toBeInTheDocument();
    expect(screen.getByText('ব্যাংক ট্রান্সফার')).toBeInTheDocument();
  });

  it("shows the API's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/seller/money': () => Response.json({ message: 'Sellers only.' }, { status: 403 }) }).fetchStub,
    );
    renderWithRouter(<SellerMoney />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sellers only.');
  });
});
