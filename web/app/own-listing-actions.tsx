import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { EXPIRY_REMINDER_DAYS, type ListingStatus } from '@shared/domain';
import { Link } from '@/lib/router';
import { useRenewListing } from '@/features/my-listings/api/listings';
import { listingKeys } from '@/features/listing/query-keys';

const secondary = 'btn min-h-11 border border-brand-700 text-brand-800 hover:bg-brand-50';

/** Expired, or leaving the lists within the days its seller is reminded in: Renew is offered. */
function needsRenewal(product: { status?: ListingStatus; expiresAt?: string | null }, now = Date.now()) {
  if (product.status === 'expired') return true;
  return product.expiresAt != null && Date.parse(product.expiresAt) - now < EXPIRY_REMINDER_DAYS * 86_400_000;
}

/**
 * In place of Book Now on a seller's own listing: edit it, advertise it (from My products, where
 * the seller's listings are advertised) and see who booked it. An expired listing (or one about to
 * be) offers Renew first: one tap puts it back on the lists; an expired one cannot be advertised.
 */
export function OwnListingActions({
  product,
}: {
  product: { _id: string; name: string; status?: ListingStatus; expiresAt?: string | null };
}) {
  const { t } = useLingui();
  const renew = useRenewListing();
  const queryClient = useQueryClient();
  const expired = product.status === 'expired';
  return (
    <>
      {needsRenewal(product) && (
        <button
          type="button"
          className="btn-primary min-h-11"
          disabled={renew.isPending}
          aria-label={t`Renew ${ph({ name: product.name })}`}
          onClick={() =>
            renew.mutate(product._id, {
              onSuccess: async () => {
                toast.success(t`${ph({ name: product.name })} is renewed`);
                await queryClient.invalidateQueries({ queryKey: listingKeys.detail(product._id) });
              },
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <Trans>Renew</Trans>
        </button>
      )}
      <Link
        to={`/dashboard/editproduct/${encodeURIComponent(product._id)}`}
        className={expired ? secondary : 'btn-primary min-h-11'}
        aria-label={t`Edit ${ph({ name: product.name })}`}
      >
        <Trans>Edit</Trans>
      </Link>
      {!expired && (
        <Link to="/dashboard/myproducts" className={secondary} aria-label={t`Advertise ${ph({ name: product.name })}`}>
          <Trans>Advertise</Trans>
        </Link>
      )}
      <Link to="/dashboard/mybuyers" className={secondary}>
        <Trans>Your buyers</Trans>
      </Link>
    </>
  );
}
