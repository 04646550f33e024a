import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingStatus } from '@shared/domain';
import { Link } from '@/lib/router';
import { isBought } from '@/features/orders/api/orders';
import { Icon } from '@/components/icon';

/**
 * What a buyer does next with a listing they booked, in place of Book Now: pay (or ask the seller
 * first) and find it in My Orders; once paid, only where to find it.
 */
export function BookedActions({
  booking,
  productName,
  contact,
}: {
  booking: { _id: string; status: BookingStatus };
  productName: string;
  /** A way to ask the seller, while the booking is open. */
  contact?: React.ReactNode;
}) {
  const { t } = useLingui();
  const bought = isBought(booking);
  return (
    <>
      <p className="flex w-full items-center gap-1 font-semibold text-green-800">
        <Icon name={bought ? 'check-decagram' : 'calendar-check'} />
        {bought ? <Trans>You bought this.</Trans> : <Trans>You booked this.</Trans>}
      </p>
      {!bought && (
        <Link
          to={`/dashboard/payment/${encodeURIComponent(booking._id)}`}
          className="btn-primary min-h-11"
          aria-label={t`Pay now: ${ph({ name: productName })}`}
        >
          <Trans>Pay now</Trans>
        </Link>
      )}
      {!bought && contact}
      <Link to="/dashboard/myorders" className="btn min-h-11 border border-brand-700 text-brand-800 hover:bg-brand-50">
        <Trans>My Orders</Trans>
      </Link>
    </>
  );
}
