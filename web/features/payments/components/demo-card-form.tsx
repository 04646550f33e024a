import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { catalogText } from '@/lib/i18n';
import { demoConfirmSchema } from '@shared/schemas/orders';
import { confirmDemoPayment } from '@/features/payments/api/payments';

type CardField = 'cardNumber' | 'expiry' | 'cvc';

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
  const [issues, setIssues] = useState<Partial<Record<CardField, string>>>({});

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!clientSecret) return;
    const data = new FormData(event.currentTarget);
    const text = (field: CardField) => String(data.get(field) ?? '');
    // The gateway's own rules (shared/schemas/orders.ts), checked here first so each field says
    // what is wrong in the page's language instead of the browser's.
    const checked = demoConfirmSchema.safeParse({
      clientSecret,
      cardNumber: text('cardNumber'),
      expiry: text('expiry'),
      cvc: text('cvc'),
    });
    if (!checked.success) {
      const found = checked.error.issues;
      setIssues(Object.fromEntries(found.map((issue) => [issue.path[0], issue.message])));
      // The client secret has no field of its own: its problem shows under the form.
      setError(catalogText(found.find((issue) => issue.path[0] === 'clientSecret')?.message ?? ''));
      return;
    }
    setIssues({});
    setProcessing(true);
    setError('');
    try {
      // As checked: the card number without its spaces, the rest trimmed.
      const { id } = await confirmDemoPayment(checked.data);
      await onPaid(id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`The payment failed. Please try again.`);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t`Card payment`}
      className="flex flex-col gap-3"
    >
      <p className="self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        <Trans>Test mode: no real money moves. Use 4242 4242 4242 4242.</Trans>
      </p>
      <FormField label={t`Card number`} error={issues.cardNumber}>
        {(field) => (
          <input
            {...field}
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            className={inputClass}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t`Expiry (MM/YY)`} error={issues.expiry}>
          {(field) => (
            <input {...field} name="expiry" autoComplete="cc-exp" placeholder="12/34" className={inputClass} />
          )}
        </FormField>
        <FormField label={t`CVC`} error={issues.cvc}>
          {(field) => (
            <input
              {...field}
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <button type="submit" className="btn-primary self-start" disabled={!clientSecret || processing}>
        {processing ? <Trans>Processing…</Trans> : <Trans>Pay</Trans>}
      </button>
      <FormError message={error} />
    </form>
  );
}
