import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/lib/router';

const secondary = 'btn min-h-11 border border-brand-700 text-brand-800 hover:bg-brand-50';

/**
 * In place of Book Now on a seller's own listing: edit it, advertise it (from My products, where
 * the seller's listings are advertised) and see who booked it.
 */
export function OwnListingActions({ product }: { product: { _id: string; name: string } }) {
  const { t } = useLingui();
  return (
    <>
      <Link
        to={`/dashboard/editproduct/${encodeURIComponent(product._id)}`}
        className="btn-primary min-h-11"
        aria-label={t`Edit ${ph({ name: product.name })}`}
      >
        <Trans>Edit</Trans>
      </Link>
      <Link to="/dashboard/myproducts" className={secondary} aria-label={t`Advertise ${ph({ name: product.name })}`}>
        <Trans>Advertise</Trans>
      </Link>
      <Link to="/dashboard/mybuyers" className={secondary}>
        <Trans>Your buyers</Trans>
      </Link>
    </>
  );
}
