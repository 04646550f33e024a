import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { daysSinceConfirmed } from '@shared/listing-data';
import { Link } from '@/lib/router';
import { conditionLabels, NegotiableLabel, SellerRating, VerifiedBadge } from '@/components/product-card';
import { specRows } from '@/features/listing/lib/spec-rows';
import { useCategoryName } from '@/lib/categories';
import { formatDate, formatNumber, formatPrice, formatYear, formatYearsUsed } from '@/lib/format';
import { placeText } from '@/lib/places';
import { sellerListingsPath } from '@/lib/seller-listings';
import type { Listing } from '@/features/listing/api/listing';
import { PhoneReveal } from './phone-reveal';
import { PhotoGallery } from './photo-gallery';
import { ShareButton } from './share-button';

interface Props {
  listing: Listing;
  /** This listing's absolute address, for sharing. */
  url: string;
  /**
   * Book Now, the wish list and Message seller, as the cards offer them, or the viewer's own state
   * (their booking, their listing, their suspension). Shown on a sold listing too: its buyer's
   * "You bought this." (an empty row takes no room).
   */
  actions: React.ReactNode;
  /** The similar listings' cards. */
  similar: React.ReactNode;
  /** Reporting the listing or its seller, for whoever may. */
  report?: React.ReactNode;
  /** Inspected by Thanda: the listing's report, or booking an inspection (and the seller's times). */
  inspection?: React.ReactNode;
  /** Help judging the unit (fair price, room size, running cost), beside its details. */
  advice?: React.ReactNode;
  /** Last on the page, small: how much data it used. */
  footer?: React.ReactNode;
}

/**
 * A listing's own page: the photo, prices and saving, every detail, the seller, and what to do.
 * The Worker writes its first screen (photo, thumbnail strip, name, prices) into the page's HTML
 * with these classes (worker/pages/listing-shell.ts); e2e/listing-page.spec.ts checks that the
 * name and price stay put when this renders over it.
 */
export function ListingView({ listing, url, actions, similar, report, inspection, advice, footer }: Props) {
  const { t, i18n } = useLingui();
  const saving = listing.originalPrice - listing.price;
  const savingShare = listing.originalPrice > 0 ? Math.round((saving / listing.originalPrice) * 100) : 0;
  const savingText = formatPrice(saving);
  const originalText = formatPrice(listing.originalPrice);
  const savingPercent = formatNumber(savingShare);
  const condition = conditionLabels[listing.condition];
  const memberSince = formatDate(listing.seller.memberSince);
  const activeListings = formatNumber(listing.seller.activeListings);
  const categoryName = useCategoryName(listing.categoryId, listing.categoryName);
  const details: [string, React.ReactNode][] = [
    [t`Category`, categoryName],
    ...specRows(listing),
    [t`Condition`, condition ? i18n._(condition) : listing.condition],
    [t`Used`, formatYearsUsed(listing.used)],
    [t`Bought in`, formatYear(listing.purchaseYear)],
    [t`Location`, placeText(listing)],
    [t`Posted`, formatDate(listing.date)],
  ];
  return (
    <div className="container-page py-6 md:py-10">
      <article aria-labelledby="listing-title" className="[overflow-wrap:anywhere]">
        <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
          <div className="min-w-0">
            <PhotoGallery photos={[listing.img, ...listing.photos]} name={listing.name} />
          </div>
          <div className="flex flex-col gap-4">
            <div>
              <h1 id="listing-title" className="text-2xl font-bold text-slate-800 md:text-3xl">
                {listing.name}
              </h1>
              {listing.paid && (
                <p className="mt-2 inline-block rounded-lg bg-red-50 px-3 py-1 font-semibold text-red-700">
                  <Trans>Sold: this listing is no longer available.</Trans>
                </p>
              )}
              {!listing.paid && <FreshnessNotes listing={listing} />}
            </div>
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="text-3xl font-bold text-brand-800">{formatPrice(listing.price)}</span>
              {listing.negotiable && !listing.paid && <NegotiableLabel large />}
              {/* Struck through when it is higher; otherwise named, as a struck-through price reads as a discount. */}
              {saving > 0 ? (
                <span className="text-slate-500 line-through">{formatPrice(listing.originalPrice)}</span>
              ) : (
                <span className="text-slate-500">
                  <Trans>Original price {originalText}</Trans>
                </span>
              )}
              {saving > 0 && (
                <span className="font-semibold text-green-700">
                  <Trans>
                    You save {savingText} ({savingPercent}%)
                  </Trans>
                </span>
              )}
            </p>
            <div className="flex flex-wrap items-center gap-2 empty:hidden">{actions}</div>
            {!listing.paid && (
              <div className="flex flex-wrap gap-2">
                <PhoneReveal phone={listing.phone} title={listing.name} url={url} />
                <ShareButton title={listing.name} url={url} />
              </div>
            )}
            <section aria-labelledby="seller-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <h2 id="seller-title" className="text-sm font-semibold uppercase text-slate-500">
                <Trans>Seller</Trans>
              </h2>
              <p className="mt-1 flex items-center gap-1 text-lg font-semibold text-slate-800">
                {listing.seller.name}
                {listing.seller.verified && <VerifiedBadge />}
              </p>
              <p className="text-sm text-slate-600">
                <Trans>Member since {memberSince}</Trans> ·{' '}
                <Plural
                  value={listing.seller.activeListings}
                  one={`${activeListings} active listing`}
                  other={`${activeListings} active listings`}
                />
              </p>
              {listing.seller.rating && (
                <p className="text-sm">
                  <SellerRating id={listing.seller.id} {...listing.seller.rating} />
                </p>
              )}
              <Link
                to={`/seller/${encodeURIComponent(listing.seller.id)}`}
                className="mr-4 mt-1 inline-block py-2 font-medium text-brand-700 underline"
              >
                <Trans>Profile and reviews</Trans>
              </Link>
              <Link
                to={sellerListingsPath(listing.seller.id)}
                className="mt-1 inline-block py-2 font-medium text-brand-700 underline"
              >
                <Trans>See this seller's listings</Trans>
              </Link>
            </section>
            {inspection}
            {report}
          </div>
        </div>
        <div className="mt-8 grid gap-8 md:grid-cols-[3fr_2fr]">
          <section aria-labelledby="details-title">
            <h2 id="details-title" className="mb-3 text-xl font-bold text-slate-800">
              <Trans>Details</Trans>
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
              {details.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-slate-500">{term}</dt>
                  <dd className="text-slate-800">{value}</dd>
                </div>
              ))}
            </dl>
            <h2 className="mb-2 mt-6 text-xl font-bold text-slate-800">
              <Trans>Description</Trans>
            </h2>
            <p className="whitespace-pre-line text-slate-700">{listing.about}</p>
          </section>
          {advice}
        </div>
      </article>
      {listing.similar.length > 0 && (
        <section aria-labelledby="similar-title" className="mt-10">
          <h2 id="similar-title" className="mb-4 text-xl font-bold text-slate-800">
            <Trans>Similar listings</Trans>
          </h2>
          {similar}
        </section>
      )}
      {footer}
    </div>
  );
}

/**
 * Under an unsold listing's name: that it expired (its seller did not renew it in time), and when its
 * seller last said it is available. The Worker writes the same texts, with these classes, into the
 * page's first screen (shared/listing-data.ts's `freshnessTexts`).
 */
function FreshnessNotes({ listing }: { listing: Pick<Listing, 'status' | 'confirmedAt'> }) {
  const days = listing.confirmedAt === null ? null : daysSinceConfirmed(listing.confirmedAt);
  const daysText = days === null ? '' : formatNumber(days);
  return (
    <>
      {listing.status === 'expired' && (
        <p className="mt-2 inline-block rounded-lg bg-amber-50 px-3 py-1 font-semibold text-amber-800">
          <Trans>Expired: the seller has not confirmed it is still available.</Trans>
        </p>
      )}
      {days !== null && (
        <p className="mt-1 text-sm text-slate-600">
          <Plural
            value={days}
            _0="Seller confirmed available today"
            one={`Seller confirmed available ${daysText} day ago`}
            other={`Seller confirmed available ${daysText} days ago`}
          />
        </p>
      )}
    </>
  );
}
