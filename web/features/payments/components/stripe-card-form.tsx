/**
 * Stripe Elements, loaded only on the payment page and only when Stripe is configured. Stripe.js
 * comes from js.stripe.com, so this path runs against real Stripe, never offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { FormError } from '@/components/form-error';

const publishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
const stripePromise = publishableKey ? loadStripe(publishableKey) : null;

interface Props {
  clientSecret: string | null;
  onPaid: (transactionId: string) => Promise<void>;
}

function CardForm({ clientSecret, onPaid }: Props) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState('');

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setProcessing(true);
    setError('');
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) setError(result.error.message ?? t`Your card could not be charged.`);
      else if (result.paymentIntent.status === 'succeeded') await onPaid(result.paymentIntent.id);
      else setError(t`The payment has not gone through yet. Please try again.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`The payment failed. Please try again.`);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-label={t`Card payment`} className="flex flex-col gap-4">
      <div className="rounded-lg border border-slate-300 p-3">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      {/* docs/product.md: disabled until the payment library is ready and a client secret exists, and while processing. */}
      <button type="submit" className="btn-primary self-start" disabled={!stripe || !clientSecret || processing}>
        {processing ? <Trans>Processing…</Trans> : <Trans>Pay</Trans>}
      </button>
      <FormError message={error} />
    </form>
  );
}

export default function StripeCardForm(props: Props) {
  if (!stripePromise) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>Card payments are not set up: VITE_STRIPE_PUBLISHABLE_KEY is missing from this build.</Trans>
      </p>
    );
  }
  return (
    <Elements stripe={stripePromise}>
      <CardForm {...props} />
    </Elements>
  );
}
