import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { catalogText } from '@/lib/i18n';
import { demoConfirmSchema } from '@shared/schemas/orders';
import { usePayFeeByCard } from '@/features/inspections/api/listing-inspection';

type CardField = 'cardNumber' | 'expiry' | 'cvc';

/** The expiry as MM/YY as it is typed, so a numeric keypad (which has no "/") is enough. */
const slashed = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

interface Props {
  inspectionId: string;
  clientSecret: string;
  /** The fee, written by the money helper. */
  feeText: string;
  onPaid: (outcome: 'paid' | 'refunded') => void;
}

/**
 * The demo gateway's card form for the fee (the local stand-in for SSLCOMMERZ's hosted page),
 * clearly in test mode. A feature of its own cannot borrow the payments feature's form.
 */
export function DemoFeeCard({ inspectionId, clientSecret, feeText, onPaid }: Props) {
  const { t } = useLingui();
  const pay = usePayFeeByCard(inspectionId);
  const [error, setError] = useState('');
  const [issues, setIssues] = useState<Partial<Record<CardField, string>>>({});

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (field: CardField) => String(data.get(field) ?? '');
    const checked = demoConfirmSchema.safeParse({
      clientSecret,
      cardNumber: text('cardNumber'),
      expiry: text('expiry'),
      cvc: text('cvc'),
    });
    if (!checked.success) {
      const found = checked.error.issues;
      setIssues(Object.fromEntries(found.map((issue) => [issue.path[0], issue.message])));
      setError(catalogText(found.find((issue) => issue.path[0] === 'clientSecret')?.message ?? ''));
      return;
    }
    setIssues({});
    setError('');
    try {
      const { outcome } = await pay.mutateAsync(checked.data);
      onPaid(outcome);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`The payment failed. Please try again.`);
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
            <input
              {...field}
              name="expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="12/34"
              className={inputClass}
              onChange={(event) => {
                event.currentTarget.value = slashed(event.currentTarget.value);
              }}
            />
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
              maxLength={4}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <button type="submit" className="btn-primary min-h-12 w-full sm:w-auto sm:self-start" disabled={pay.isPending}>
        {pay.isPending ? <Trans>Processing…</Trans> : <Trans>Pay {feeText}</Trans>}
      </button>
      <FormError message={error} />
    </form>
  );
}
