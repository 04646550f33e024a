import { Trans } from '@lingui/react/macro';
import { catalogText } from '@/lib/i18n';

/** What the Worker's return route says of the buyer's trip to the hosted checkout. */
export type CheckoutOutcome = 'paid' | 'review' | 'refunded' | 'failed' | 'cancelled' | 'not-fulfilled';

/** SSLCOMMERZ's hosted checkout: the buyer pays on its page (bKash, Nagad, Rocket, cards, banks) and comes back. */
export function SslcommerzCheckout({ redirectUrl }: { redirectUrl: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-700">
        <Trans>Pay on SSLCOMMERZ's secure page with bKash, Nagad, Rocket, a card or internet banking.</Trans>
      </p>
      <a href={redirectUrl} className="btn-primary min-h-11 self-start">
        <Trans>Pay with SSLCOMMERZ</Trans>
      </a>
    </div>
  );
}

/** Why the buyer is back without a sale; a paid or reviewed return shows the booking's own state instead. */
export function ReturnNotice({ outcome, refundReason }: { outcome: CheckoutOutcome; refundReason: string | null }) {
  const reason = refundReason ? catalogText(refundReason) : '';
  const text =
    outcome === 'cancelled' ? (
      <Trans>You cancelled the payment. Nothing was charged.</Trans>
    ) : outcome === 'refunded' ? (
      <Trans>{reason} Your payment has been refunded in full.</Trans>
    ) : outcome === 'failed' ? (
      <Trans>The payment did not go through, so nothing was charged. You can try again.</Trans>
    ) : outcome === 'not-fulfilled' ? (
      <Trans>
        We could not confirm this payment. If money left your account, please contact us with the name of the product.
      </Trans>
    ) : null;
  return text ? (
    <p role="alert" className="mb-3 rounded-lg bg-amber-50 p-3 text-amber-900">
      {text}
    </p>
  ) : null;
}
