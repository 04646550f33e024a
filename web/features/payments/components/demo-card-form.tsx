import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { catalogText } from '@/lib/i18n';
import { demoConfirmSchema } from '@shared/schemas/orders';
import { confirmDemoPayment } from '@/features/payments/api/payments';

type CardField = 'cardNumber' | 'expiry' | 'cvc';

/** The card number in groups of four as it is typed: "4242424242424242" reads "4242 4242 4242 4242". */
function groupedCardNumber(text: string) {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as MM/YY as it is typed: "1234" reads "12/34", so a numeric keypad (which has no "/")
 * is enough; a month typed as one digit and a slash ("1/") becomes "01".
 */
function slashedExpiry(text: string) {
  const digits = (/^\d\D/.test(text) ? `0${text}` : text).replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Rewrites a field's text as typed, keeping the caret at the end, or after the same digits when
 * a digit is typed or deleted in the middle (not thrown to the end).
 */
function reformat(input: HTMLInputElement, format: (text: string) => string) {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
  const formatted = format(input.value);
  if (formatted === input.value) return;
  const atEnd = caret === input.value.length;
  input.value = formatted;
  if (atEnd) return;
  let position = 0;
  for (let seen = 0; position < formatted.length && seen < digitsBefore; position++) {
    if (/\d/.test(formatted[position]!)) seen++;
  }
  input.setSelectionRange(position, position);
}

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
            onChange={(event) => reformat(event.currentTarget, groupedCardNumber)}
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
              onChange={(event) => reformat(event.currentTarget, slashedExpiry)}
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
              onChange={(event) => reformat(event.currentTarget, (text) => text.replace(/\D/g, ''))}
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
