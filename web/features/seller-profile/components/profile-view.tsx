import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { VerifiedBadge } from '@/components/product-card';
import { formatDate, formatNumber } from '@/lib/format';
import { SELLER_LISTINGS_ANCHOR } from '@/lib/seller-listings';
import { useMoreReviews, useMyReview, type Profile } from '@/features/seller-profile/api/seller-profile';
import { ReviewForm } from './review-form';
import { ReviewItem, Stars, type ReviewPowers } from './review-item';

/** Who is looking: whether they are signed in, are this seller, or are an admin. */
export interface Viewer {
  signedIn: boolean;
  isSeller: boolean;
  isAdmin: boolean;
}

/** A seller's public page (trust and safety): who they are, their rating and reviews, and their listings. */
export function ProfileView({
  profile,
  viewer,
  listings,
  verifyEmailNotice,
}: {
  profile: Profile;
  viewer: Viewer;
  /** The seller's listings for sale, as cards. */
  listings: React.ReactNode;
  /** Shown to a buyer who may review once their e-mail is verified: the way to verify it. */
  verifyEmailNotice?: React.ReactNode;
}) {
  const memberSince = formatDate(profile.memberSince);
  const powers: ReviewPowers = { canReply: viewer.isSeller, canHide: viewer.isAdmin };
  const more = useMoreReviews(profile._id, profile.next);
  const older = more.data?.pages.flatMap((page) => page.reviews) ?? [];
  const hasMore = more.data ? more.hasNextPage : profile.next !== null;
  return (
    <div className="container-page py-6 md:py-10">
      <header className="rounded-xl bg-white p-4 ring-1 ring-slate-200 md:p-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-800 md:text-3xl">
          {profile.name}
          {profile.verified && <VerifiedBadge />}
        </h1>
        <p className="mt-1 text-slate-600">
          <Trans>Member since {memberSince}</Trans>
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-lg">
          {profile.rating ? (
            <>
              <Stars rating={profile.rating.average} />
              <span className="font-semibold text-slate-800">{formatNumber(profile.rating.average)}</span>
              <span className="text-slate-600">
                {profile.rating.count === 1 ? (
                  <Trans>from 1 review of a real sale</Trans>
                ) : (
                  <Trans>from {formatNumber(profile.rating.count)} reviews of real sales</Trans>
                )}
              </span>
            </>
          ) : (
            <span className="text-slate-600">
              <Trans>No reviews yet.</Trans>
            </span>
          )}
        </p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="reviews-title" className="flex flex-col gap-4">
          <h2 id="reviews-title" className="text-xl font-bold text-slate-800">
            <Trans>Reviews</Trans>
          </h2>
          {viewer.signedIn && !viewer.isSeller && !viewer.isAdmin && (
            <MyReview sellerId={profile._id} sellerName={profile.name} verifyEmailNotice={verifyEmailNotice} />
          )}
          {profile.reviews.length === 0 && (
            <p className="text-slate-600">
              <Trans>Only buyers who paid for something from this seller can review them.</Trans>
            </p>
          )}
          {[...profile.reviews, ...older].map((review) => (
            <ReviewItem key={review._id} review={review} sellerId={profile._id} powers={powers} />
          ))}
          {hasMore && (
            <button
              type="button"
              className="btn-ghost self-start border border-slate-300"
              disabled={more.isFetching}
              onClick={() => void (more.data ? more.fetchNextPage() : more.refetch())}
            >
              <Trans>Show more reviews</Trans>
            </button>
          )}
        </section>
        <section id={SELLER_LISTINGS_ANCHOR} aria-labelledby="listings-title" className="scroll-mt-20">
          <h2 id="listings-title" className="mb-4 text-xl font-bold text-slate-800">
            <Trans>For sale</Trans>
          </h2>
          {profile.listings.length > 0 ? (
            listings
          ) : (
            <p className="text-slate-600">
              <Trans>Nothing for sale right now.</Trans>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

/** The viewer's own review (changeable for 7 days) or the form to write one, when they may. */
function MyReview({
  sellerId,
  sellerName,
  verifyEmailNotice,
}: {
  sellerId: string;
  sellerName: string;
  verifyEmailNotice: React.ReactNode;
}) {
  const mine = useMyReview(sellerId, true);
  const [editing, setEditing] = useState(false);
  const review = mine.data?.review;
  if (mine.data?.canReview) return <ReviewForm sellerId={sellerId} sellerName={sellerName} />;
  if (mine.data?.verifyEmailFirst) return verifyEmailNotice ?? null;
  if (!review) return null;
  if (editing)
    return <ReviewForm sellerId={sellerId} sellerName={sellerName} review={review} onDone={() => setEditing(false)} />;
  if (new Date(review.editableUntil) <= new Date()) return null;
  const until = formatDate(review.editableUntil);
  return (
    <p className="rounded-xl bg-brand-50 p-3 text-slate-700">
      <Trans>You reviewed this seller. You can change it until {until}.</Trans>{' '}
      <button type="button" className="font-medium text-brand-700 underline" onClick={() => setEditing(true)}>
        <Trans>Change your review</Trans>
      </button>
    </p>
  );
}
