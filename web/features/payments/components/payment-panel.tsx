import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link, useSearchParams } from '@/lib/router';
import { Spinner } from '@/components/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { formatDate, formatMoment, formatPrice, formatTime } from '@/lib/format';
import { recordPayment, useBooking, usePaymentIntent, useRefreshAfterPayment } from '@/features/payments/api/payments';
import { DemoCardForm } from './demo-card-form';
import { ReturnNotice, SslcommerzCheckout, type CheckoutOutcome } from './sslcommerz-checkout';
import { verbatim } from '@/lib/verbatim';
import type { Protection } from '@shared/protection';
import { ProtectPromise } from '@/components/protect-promise';

// Stripe.js and Elements load only here, and only when the server uses Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

// docs/product.md: the date shown when a booking has none.
const FALLBACK_DATE = '24/11/22';

/**
 * docs/product.md's payment page for one booking. A booking that cannot be read (unknown, or not
 * the caller's) is `failed`'s to show: the route shows its error page.
 */
export function PaymentPanel({
  bookingId,
  failed,
  protection,
}: {
  bookingId: string;
  failed: (error: Error) => React.ReactNode;
  /** A paid booking's Thanda Protect state and the buyer's actions on it (composed by the app layer). */
  protection: (state: Protection, productName: string) => React.ReactNode;
}) {
  const { t } = useLingui();
  const booking = useBooking(bookingId);
  const unpaid = booking.data ? !booking.data.paid && !booking.data.productSold && !booking.data.inReview : false;
  const intent = usePaymentIntent(bookingId, unpaid);
  const refresh = useRefreshAfterPayment();
  // The receipt reference of a payment made on this page.
  const [receipt, setReceipt] = useState<string | null>(null);
  // Where a hosted checkout (SSLCOMMERZ) sent the buyer back from, and what it said.
  const [params, setParams] = useSearchParams();
  const [returned] = useState(() => params.get('sslcommerz') as CheckoutOutcome | null);
  const paidOnReturn = returned === 'paid' && booking.data?.paid;
  // Once the booking is read: the outcome leaves the address (a reload does not repeat it).
  const handledReturn = useRef(false);
  useEffect(() => {
    if (!returned || !booking.data || handledReturn.current) return;
    handledReturn.current = true;
    setParams({}, { replace: true });
    if (paidOnReturn) toast.success(t`Congrats! your payment complete successfully`);
  }, [returned, booking.data, paidOnReturn, setParams, t]);

  if (booking.isPending) return <Spinner />;
  if (booking.isError) return failed(booking.error);
  const { paid, productSold, inReview } = booking.data;
  const productName = verbatim(booking.data.productName);
  const price = formatPrice(booking.data.price);
  const date = booking.data.date ? formatDate(booking.data.date) : FALLBACK_DATE;

  const onPaid = async (id: string) => {
    const recorded = await recordPayment(bookingId, id);
    setReceipt(recorded.receipt);
    toast.success(t`Congrats! your payment complete successfully`);
    await refresh();
  };

  return (
    <section className="max-w-xl">
      <Link to="/dashboard/myorders" className="mb-3 inline-block py-1 text-sm font-medium text-brand-700 underline">
        <span aria-hidden="true">← </span>
        <Trans>My Orders</Trans>
      </Link>
      <h1 className="text-2xl font-bold text-slate-800">
        <Trans>Payment for {productName}</Trans>
      </h1>
      {!paid && !inReview && (
        <p className="mt-2 text-slate-700">
          <Trans>
            Please pay <strong>{price}</strong> for your booking on {date}
          </Trans>
        </p>
      )}
      <div className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        {receipt || paidOnReturn ? (
          <div role="status" className="text-green-800">
            <p className="font-semibold">
              <Trans>Congrats! your payment completed</Trans>
            </p>
            <ReceiptLine reference={receipt ?? booking.data.receipt} />
          </div>
        ) : paid ? (
          <div className="text-green-800">
            <p className="font-semibold">
              <Trans>This booking is paid. Thank you!</Trans>
            </p>
            <ReceiptLine reference={booking.data.receipt} />
            {booking.data.protection && (
              <div className="mt-3">{protection(booking.data.protection, booking.data.productName)}</div>
            )}
          </div>
        ) : productSold ? (
          <p className="text-slate-700">
            <Trans>Sorry, this product has been sold to another buyer.</Trans>
          </p>
        ) : inReview ? (
          <p role="status" className="text-slate-700">
            <Trans>
              Your payment went through and is being checked. The product is held for you meanwhile; you will see the
              result in My Orders within a day.
            </Trans>
          </p>
        ) : intent.isError ? (
          <div role="alert" className="text-red-700">
            <p>{intent.error.message}</p>
            {intent.error instanceof ApiRequestError && intent.error.retryAt && (
              <RetryAt
                key={intent.error.retryAt.getTime()}
                at={intent.error.retryAt}
                // Only another buyer's hold is waited out by itself: asking again takes a hold, and
                // the buyer's own holds in a row are limited (decision 007).
                retry={intent.error.reason === 'hold-taken' ? intent.refetch : undefined}
              />
            )}
          </div>
        ) : intent.data?.gateway === 'sslcommerz' && intent.data.redirectUrl ? (
          <>
            {returned && <ReturnNotice outcome={returned} refundReason={booking.data.refundReason} />}
            <SslcommerzCheckout redirectUrl={intent.data.redirectUrl} />
          </>
        ) : intent.data?.gateway === 'stripe' ? (
          <Suspense fallback={<Spinner label={t`Loading the card form…`} />}>
            <StripeCardForm clientSecret={intent.data.clientSecret} onPaid={onPaid} />
          </Suspense>
        ) : (
          <DemoCardForm clientSecret={intent.data?.clientSecret ?? null} onPaid={onPaid} />
        )}
      </div>
      {/* Beside the button, what paying online means: held until the AC cools. */}
      {!paid && !productSold && (
        <div className="mt-4">
          <ProtectPromise price={price} />
        </div>
      )}
    </section>
  );
}

/** The payment's short reference, for the buyer to quote to the seller or to Thanda. */
function ReceiptLine({ reference }: { reference: string | null }) {
  if (!reference) return null;
  return (
    <p className="mt-1 text-sm">
      <Trans>
        Receipt reference: <strong className="font-mono tracking-wide">{reference}</strong>
      </Trans>
    </p>
  );
}

/** The longest wait the page times itself; past it, the page only says when to come back. */
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * When a refusal to start the payment lifts (a hold that ends, a rest that is over), on this
 * device's clock. With `retry`, the page asks again by itself then (once it is in view), so the
 * buyer need not reload.
 */
function RetryAt({ at, retry }: { at: Date; retry?: () => unknown }) {
  // Decided once per refusal (the caller keys this by `at`).
  const [timed] = useState(() => retry !== undefined && at.getTime() - Date.now() <= LONGEST_WAIT_MS);
  useEffect(() => {
    if (!timed || !retry) return;
    const whenInView = () => {
      if (document.visibilityState !== 'hidden') retry();
      else document.addEventListener('visibilitychange', whenInView, { once: true });
    };
    // A second late, so the server's clock has surely passed it too.
    const timer = setTimeout(whenInView, Math.max(0, at.getTime() - Date.now()) + 1_000);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', whenInView);
    };
  }, [at, retry, timed]);
  const time = formatTime(at.toISOString());
  const moment = formatMoment(at.toISOString());
  return (
    <p className="mt-2 text-slate-700">
      {timed ? (
        <Trans>You can pay from {time}. This page will try again by itself then.</Trans>
      ) : (
        <Trans>You can pay from {moment}.</Trans>
      )}
    </p>
  );
}
