import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { inputClass } from '../../../components/form-field';
import { confirmDemoPayment } from '../api/payments';

interface Props {
  clientSecret: string | null;
  /** Called with the gateway's transaction id once the card went through. */
  onPaid: (transactionId: string) => Promise<void>;
}

/** The demo gateway's card form, clearly in test mode (docs/architecture.md section 6). */
export function DemoCardForm({ clientSecret, onPaid }: Props) {
  const { t } = useLingui();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState('');

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!clientSecret) return;
    const data = new FormData(event.currentTarget);
    setProcessing(true);
    setError('');
    try {
      const { id } = await confirmDemoPayment({
        clientSecret,
        cardNumber: String(data.get('cardNumber')),
        expiry: String(data.get('expiry')),
        cvc: String(data.get('cvc')),
      });
      await onPaid(id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`The payment failed. Please try again.`);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-label={t`Card payment`} className="flex flex-col gap-3">
      <p className="self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        <Trans>Test mode: no real money moves. Use 4242 4242 4242 4242.</Trans>
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        <Trans>Card number</Trans>
        <input
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          required
          className={inputClass}
        />
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>Expiry (MM/YY)</Trans>
          <input name="expiry" autoComplete="cc-exp" placeholder="12/34" required className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <Trans>CVC</Trans>
          <input
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            required
            className={inputClass}
          />
        </label>
      </div>
      <button type="submit" className="btn-primary self-start" disabled={!clientSecret || processing}>
        {processing ? <Trans>Processing…</Trans> : <Trans>Pay</Trans>}
      </button>
      <FormError message={error} />
    </form>
  );
}
