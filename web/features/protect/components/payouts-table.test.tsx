import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { renderWithRouter, stubApi } from '@/test/render';
import { PayoutsTable } from './payouts-table';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const LIST = '/api/dashboard/payouts';
const RECORD = '/api/payouts';

const rahim = { sellerId: 's1', name: 'Rahim Uddin', email: 'seller1@example.test', owed: 23750, sales: 2 };
const karim = { sellerId: 's2', name: 'Karim Mia', email: 'seller2@example.test', owed: 9500, sales: 1 };

function show(answers: Record<string, () => Response>) {
  const stub = stubApi(answers);
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithRouter(
    <>
      <PayoutsTable />
      <Toaster />
    </>,
  );
  return stub;
}

describe('PayoutsTable', () => {
  it('lists the sellers Thanda owes, with the amount prefilled', async () => {
    show({ [LIST]: () => Response.json([rahim, karim]) });
    const card = await screen.findByRole('article', { name: 'Rahim Uddin' });
    expect(card).toHaveTextContent('seller1@example.test');
    expect(card).toHaveTextContent('৳23,750 owed');
    expect(card).toHaveTextContent('for 2 sales');
    expect(within(card).getByLabelText(/Amount sent/)).toHaveValue(23750);
    expect(screen.getByRole('article', { name: 'Karim Mia' })).toHaveTextContent('for 1 sale');
    expect(screen.getByText('Owed in all: ৳33,250')).toBeInTheDocument();
  });

  it('records a payout by Nagad with its reference, then refreshes the list', async () => {
    let paid = false;
    const { bodies } = show({
      [LIST]: () => Response.json(paid ? [karim] : [rahim, karim]),
      [RECORD]: () => {
        paid = true;
        return Response.json({ id: 'po1', amount: 23750 }, { status: 201 });
      },
    });
    const card = await screen.findByRole('article', { name: 'Rahim Uddin' });
    await userEvent.click(within(card).getByRole('radio', { name: 'Nagad' }));
    await userEvent.type(within(card).getByLabelText('Reference'), 'NG7731XQ');
    await userEvent.click(within(card).getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('Payout recorded')).toBeInTheDocument();
    expect(bodies).toContainEqual({
      path: RECORD,
      body: { sellerId: 's1', amount: 23750, method: 'nagad', reference: 'NG7731XQ' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Rahim Uddin' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Karim Mia' })).toBeInTheDocument();
  });

  it('asks for the reference before sending anything', async () => {
    const { requests } = show({ [LIST]: () => Response.json([rahim]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('Enter the transfer’s reference.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the refusal when what is owed changed, and the new amount', async () => {
    let refused = false;
    show({
      [LIST]: () => Response.json([refused ? { ...rahim, owed: 31000, sales: 3 } : rahim]),
      [RECORD]: () => {
        refused = true;
        return Response.json(
          {
            reason: 'payout-amount-changed',
            params: {},
            message: 'What Thanda owes this seller has changed since you looked. Check the amount and record it again.',
          },
          { status: 409 },
        );
      },
    });
    const card = await screen.findByRole('article', { name: 'Rahim Uddin' });
    await userEvent.type(within(card).getByLabelText('Reference'), 'BK99812');
    await userEvent.click(within(card).getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'What Thanda owes this seller has changed since you looked. Check the amount and record it again.',
    );
    await vi.waitFor(() => expect(within(card).getByLabelText(/Amount sent/)).toHaveValue(31000));
    // What the admin typed stays.
    expect(within(card).getByLabelText('Reference')).toHaveValue('BK99812');
  });

  it('says when Thanda owes no one', async () => {
    show({ [LIST]: () => Response.json([]) });
    expect(await screen.findByText('Thanda owes no seller anything right now.')).toBeInTheDocument();
  });
});
