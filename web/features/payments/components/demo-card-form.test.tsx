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
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('DemoCardForm', () => {
  it('keeps Pay disabled until a client secret exists, and marks test mode', () => {
    renderWithRouter(<DemoCardForm clientSecret={null} onPaid={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByText(/Test mode/)).toBeInTheDocument();
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
