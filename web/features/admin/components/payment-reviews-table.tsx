import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { formatDate, formatPrice } from '../../../lib/format';
import { useDecideReview, usePaymentReviews } from '../api/payment-reviews';

const td = 'px-3 py-2';

interface Decision {
  bookingId: string;
  productName: string;
  accept: boolean;
}

/**
 * Payments the gateway flagged (SSLCOMMERZ's risk check): the money moved and the product is held
 * for the buyer until the admin accepts the payment (the sale is made) or refunds it.
 */
export function PaymentReviewsTable() {
  const { t } = useLingui();
  const { data: reviews, isPending, isError, error } = usePaymentReviews();
  const decide = useDecideReview();
  const [decision, setDecision] = useState<Decision | null>(null);

  const confirm = () => {
    if (!decision) return;
    const { productName, accept } = decision;
    decide.mutate(decision, {
      onSuccess: () =>
        toast.success(accept ? t`Payment accepted: ${productName} is sold.` : t`Payment refunded in full.`),
      onError: (failure) => toast.error(failure.message),
      onSettled: () => setDecision(null),
    });
  };

  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold text-slate-800">
        <Trans>Payment reviews</Trans>
      </h1>
      <p className="mb-4 max-w-2xl text-slate-600">
        <Trans>
          The payment gateway flagged these payments. Each product stays held for its buyer until you accept the payment
          or refund it; one left until the hold ends is refunded.
        </Trans>
      </p>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : reviews.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No payment is waiting for review.</Trans>
        </p>
      ) : (
        <DataTable headings={[t`Product`, t`Amount`, t`Why it was flagged`, t`Buyer`, t`Held until`, t`Decision`]}>
          {reviews.map((review) => (
            <tr key={review.bookingId} className="border-t border-slate-100">
              <td className={`${td} font-medium`}>{review.productName}</td>
              <td className={td}>{formatPrice(review.amount)}</td>
              <td className={`${td} min-w-40`}>{review.reason}</td>
              <td className={td}>
                {review.buyerName}
                <span className="block text-xs text-slate-600">{review.buyerEmail}</span>
              </td>
              <td className={td}>{review.heldUntil ? formatDate(review.heldUntil) : ''}</td>
              <td className={td}>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-primary px-3 py-1"
                    onClick={() => setDecision({ ...review, accept: true })}
                  >
                    <Trans>Accept</Trans>
                  </button>
                  <button
                    type="button"
                    className="btn-ghost px-3 py-1"
                    onClick={() => setDecision({ ...review, accept: false })}
                  >
                    <Trans>Refund</Trans>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        open={decision !== null}
        title={decision?.accept ? t`Accept this payment?` : t`Refund this payment?`}
        message={
          decision?.accept
            ? t`${decision.productName} will be sold to this buyer.`
            : t`The buyer gets the full amount back and ${decision?.productName ?? ''} is free for other buyers.`
        }
        confirmLabel={decision?.accept ? t`Accept` : t`Refund`}
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setDecision(null)}
      />
    </section>
  );
}
