import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catalogText } from '@/lib/i18n';
import { renderWithRouter, stubApi } from '@/test/render';
import { DemoCardForm } from './demo-card-form';

afterEach(() => vi.unstubAllGlobals());

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('DemoCardForm', () => {
  it('keeps Pay disabled until a client secret exists, and marks test mode', () => {
    renderWithRouter(<DemoCardForm clientSecret={null} onPaid={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByText(/Test mode/)).toBeInTheDocument();
  });

  it('asks for digits on a numeric keypad and writes the card as a card reads, as it is typed', async () => {
    renderWithRouter(<DemoCardForm clientSecret="secret" onPaid={vi.fn()} />);
    const number = screen.getByLabelText('Card number');
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    const cvc = screen.getByLabelText('CVC');
    for (const [field, autoComplete] of [
      [number, 'cc-number'],
      [expiry, 'cc-exp'],
      [cvc, 'cc-csc'],
    ] as const) {
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAttribute('autocomplete', autoComplete);
    }
    await userEvent.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(expiry, '12');
    expect(expiry).toHaveValue('12');
    await userEvent.type(expiry, '34');
    expect(expiry).toHaveValue('12/34');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '1/29');
    expect(expiry).toHaveValue('01/29');
    await userEvent.type(cvc, '12a34');
    expect(cvc).toHaveValue('1234');
  });

  it('sends the card number without the spaces it shows', async () => {
    const api = stubApi({ '/api/demo-gateway/confirm': () => Response.json({ id: 'txn_1', status: 'succeeded' }) });
    vi.stubGlobal('fetch', api.fetchStub);
    const onPaid = vi.fn(async () => {});
    renderWithRouter(<DemoCardForm clientSecret="secret" onPaid={onPaid} />);
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith('txn_1'));
    expect(api.bodies).toEqual([
      {
        path: '/api/demo-gateway/confirm',
        body: expect.objectContaining({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }),
      },
    ]);
  });

  it('disables Pay while processing, then hands on the transaction id', async () => {
    let answer: (value: Response) => void = () => {};
    const { fetchStub } = stubApi({});
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).includes('/api/demo-gateway/confirm')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : fetchStub(input),
    );
    const onPaid = vi.fn(async () => {});
    renderWithRouter(<DemoCardForm clientSecret="secret" onPaid={onPaid} />);
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('button', { name: 'Processing…' })).toBeDisabled();
    answer(Response.json({ id: 'txn_1', status: 'succeeded' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith('txn_1'));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('shows a declined card in red under the form', async () => {
    const { fetchStub } = stubApi({
      '/api/demo-gateway/confirm': () => Response.json({ message: 'Your card was declined.' }, { status: 402 }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const onPaid = vi.fn();
    renderWithRouter(<DemoCardForm clientSecret="secret" onPaid={onPaid} />);
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveClass('text-red-700');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("checks the card with the gateway's own rules first, and says under each field what is missing", async () => {
    const { fetchStub, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithRouter(<DemoCardForm clientSecret="secret" onPaid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '13/34');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Enter the card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeInTheDocument();
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription('Enter the 3 or 4 digit CVC.');
    expect(calls).toEqual([]);
  });

  it('says so in Bangla on a Bangla screen', async () => {
    i18n.activate('bn');
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    renderWithRouter(<DemoCardForm clientSecret="secret" onPaid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'পেমেন্ট করুন' }));
    expect(await screen.findByText(catalogText('Enter the card number.'))).toBeInTheDocument();
    expect(screen.queryByText('Enter the card number.')).not.toBeInTheDocument();
  });
});
