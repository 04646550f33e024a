import { ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast/headless';
import { EXPIRY_REMINDER_DAYS, type ListingStatus } from '@shared/domain';
import { rowButtonSize } from '@/components/data-table';
import { Icon } from '@/components/icon';
import { formatDate, formatNumber } from '@/lib/format';
import { useAdvertiseProduct, useRenewListing } from '@/features/my-listings/api/listings';

const smallSize = `${rowButtonSize} text-sm`;
const smallButton = `btn ${smallSize}`;
const primaryButton = `${smallButton} bg-brand-700 text-white hover:bg-brand-800`;

/** What My Products shows of a listing's freshness (GET /api/product/mine). */
export interface FreshListing {
  _id: string;
  name: string;
  paid: boolean;
  status?: ListingStatus;
  expiresAt?: string | null;
  advertise: boolean;
  advertisedUntil?: string | null;
  /** Archived long after its sale or lapse (decision 037): nothing changes it any more. */
  archived?: boolean;
}

/** Whole days before `iso`, as the reminder counts them (0 on the last day). */
// Whole days left, counting a part day as one: a listing renewed a moment ago expires "in 30 days".
const daysUntil = (iso: string, now = Date.now()) => Math.max(0, Math.ceil((Date.parse(iso) - now) / 86_400_000));

const fail = (failure: Error) => toast.error(failure.message);

/** A dash where an action no longer makes sense, with what a screen reader says instead. */
function NoAction({ children }: { children: React.ReactNode }) {
  return (
    <span className="text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{children}</span>
    </span>
  );
}

/**
 * When the listing leaves the lists ("Expires in N days", or "Expired") and Renew: one tap says it
 * is still available. `isTarget`: the address named it (`?renew=`, the reminder's link), so its Renew
 * button is scrolled to and focused, and stands out.
 */
export function ExpiryCell({ product, isTarget }: { product: FreshListing; isTarget: boolean }) {
  const { t } = useLingui();
  const renew = useRenewListing();
  const button = useRef<HTMLButtonElement>(null);
  const isSold = product.paid;
  useEffect(() => {
    if (!isTarget || isSold) return;
    button.current?.scrollIntoView?.({ block: 'center' });
    button.current?.focus({ preventScroll: true });
  }, [isTarget, isSold]);
  if (isSold)
    return (
      <NoAction>
        <Trans>Sold: nothing to renew</Trans>
      </NoAction>
    );
  if (product.archived)
    return (
      <NoAction>
        <Trans>Archived: nothing to renew</Trans>
      </NoAction>
    );
  const days = product.expiresAt ? daysUntil(product.expiresAt) : null;
  const daysText = formatNumber(days ?? 0);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {product.status === 'expired' ? (
        <span className="font-semibold text-red-700">
          <Trans>Expired</Trans>
        </span>
      ) : (
        days !== null && (
          <span className={days < EXPIRY_REMINDER_DAYS ? 'font-semibold text-amber-800' : 'text-slate-700'}>
            <Plural
              value={days}
              _0="Expires within a day"
              one={`Expires in ${daysText} day`}
              other={`Expires in ${daysText} days`}
            />
          </span>
        )
      )}
      <button
        ref={button}
        type="button"
        className={isTarget ? `${primaryButton} ring-4 ring-amber-300` : `${smallButton} border border-slate-300`}
        disabled={renew.isPending}
        aria-label={t`Renew ${ph({ name: product.name })}`}
        onClick={() =>
          renew.mutate(product._id, {
            onSuccess: () => toast.success(t`${ph({ name: product.name })} is renewed`),
            onError: fail,
          })
        }
      >
        <Trans>Renew</Trans>
      </button>
    </span>
  );
}

/**
 * Advertise, or while a promotion runs "Promoted until <date>" with Renew promotion (it runs
 * PROMOTION_DAYS from the tap). A sold or expired listing cannot be promoted.
 */
export function PromotionCell({ product }: { product: FreshListing }) {
  const { t } = useLingui();
  const advertise = useAdvertiseProduct();
  if (product.paid || product.archived)
    return (
      // A sold (or archived) listing is no longer promoted: no button that looks like it could be.
      <NoAction>
        <Trans>Not advertised: no longer for sale</Trans>
      </NoAction>
    );
  if (product.status === 'expired')
    return (
      <span className="text-sm text-slate-600">
        <Trans>Renew it to advertise it</Trans>
      </span>
    );
  const promoted = product.advertise;
  const until = product.advertisedUntil ? formatDate(product.advertisedUntil) : null;
  const name = product.name;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {promoted && (
        <span className="flex items-center gap-1 font-semibold text-green-700">
          <Icon name="check" /> {until ? <Trans>Promoted until {until}</Trans> : <Trans>Advertised</Trans>}
        </span>
      )}
      <button
        type="button"
        className={promoted ? `${smallButton} border border-slate-300` : primaryButton}
        disabled={advertise.isPending}
        aria-label={promoted ? t`Renew the promotion of ${ph({ name })}` : t`Advertise ${ph({ name })}`}
        onClick={() =>
          advertise.mutate(product._id, {
            onSuccess: () =>
              toast.success(promoted ? t`The promotion of ${ph({ name })} is renewed` : t`Advertise successfully`),
            onError: fail,
          })
        }
      >
        {promoted ? t`Renew promotion` : t`Advertise`}
      </button>
    </span>
  );
}
