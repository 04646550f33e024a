import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryList } from '@/components/query-list';
import { formatDate, formatPrice } from '@/lib/format';
import { useDecideReview, usePaymentReviews } from '@/features/admin/api/payment-reviews';

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
  const reviews = usePaymentReviews();
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
      <QueryList query={reviews} empty={t`No payment is waiting for review.`}>
        {(rows) => (
          // One card per decision, so Accept and Refund stay in reach on a phone.
          <ul className="grid gap-4 lg:grid-cols-2" aria-label={t`Payments waiting for review`}>
            {rows.map((review) => (
              <li key={review.bookingId} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <article aria-label={review.productName}>
                  <h2 className="font-semibold text-slate-800">{review.productName}</h2>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-slate-600">
                      <Trans>Amount</Trans>
                    </dt>
                    <dd className="font-semibold">{formatPrice(review.amount)}</dd>
                    <dt className="text-slate-600">
                      <Trans>Why it was flagged</Trans>
                    </dt>
                    <dd>{review.reason}</dd>
                    <dt className="text-slate-600">
                      <Trans>Buyer</Trans>
                    </dt>
                    <dd className="break-all">
                      {review.buyerName} · {review.buyerEmail}
                    </dd>
                    <dt className="text-slate-600">
                      <Trans>Held until</Trans>
                    </dt>
                    <dd>{review.heldUntil ? formatDate(review.heldUntil) : t`no longer held`}</dd>
                  </dl>
                  <div className="mt-4 flex gap-3">
                    <button
                      type="button"
                      className="btn-primary"
                      onClick={() => setDecision({ ...review, accept: true })}
                    >
                      <Trans>Accept</Trans>
                    </button>
                    <button
                      type="button"
                      className="btn-ghost"
                      onClick={() => setDecision({ ...review, accept: false })}
                    >
                      <Trans>Refund</Trans>
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
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
