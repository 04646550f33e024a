import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { RATING_MAX, REVIEW_MAX_LENGTH } from '@shared/domain';
import { useEditReview, useWriteReview, type Review } from '@/features/seller-profile/api/seller-profile';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { verbatim } from '@/lib/verbatim';
import { Icon } from '@/components/icon';

const ratings = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/** Stars and a few words about the sale: a new review, or the buyer's own while they may change it. */
export function ReviewForm({
  sellerId,
  sellerName,
  review,
  onDone,
}: {
  sellerId: string;
  sellerName: string;
  /** The buyer's review, when they change it. */
  review?: Review;
  onDone?: () => void;
}) {
  const { t } = useLingui();
  const write = useWriteReview(sellerId);
  const edit = useEditReview(sellerId);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const busy = write.isPending || edit.isPending;
  const oneAtATime = useOneAtATime();
  return (
    <form
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        if (rating === 0) {
          toast.error(t`Choose 1 to 5 stars.`);
          return;
        }
        const words = text.trim();
        // Awaited rather than mutate's callbacks: the refreshed profile replaces this form, and a
        // form gone before its callbacks ran would never thank the buyer.
        void oneAtATime(() => {
          const saved = review
            ? edit.mutateAsync({ id: review._id, rating, text: words || null })
            : write.mutateAsync({ rating, ...(words && { text: words }) });
          return saved.then(
            () => {
              toast.success(review ? t`Your review is changed.` : t`Thank you for your review.`);
              onDone?.();
            },
            (error: Error) => toast.error(error.message),
          );
        });
      }}
    >
      <h2 className="text-lg font-bold text-slate-800">
        {review ? <Trans>Change your review</Trans> : <Trans>Review {verbatim(sellerName)}</Trans>}
      </h2>
      <fieldset className="mt-2">
        <legend className="text-slate-700">
          <Trans>How was buying from them?</Trans>
        </legend>
        <div className="mt-1 flex gap-1">
          {ratings.map((value) => (
            <label key={value} className="cursor-pointer p-1 text-3xl leading-none">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
                aria-label={value === 1 ? t`1 star` : t`${value} stars`}
              />
              <Icon
                name={value <= rating ? 'star' : 'star-outline'}
                className={`${value <= rating ? 'text-amber-500' : 'text-slate-400'} block rounded peer-focus-visible:(outline outline-2 outline-brand-600)`}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-3 block">
        <span className="text-slate-700">
          <Trans>Your review (optional)</Trans>
        </span>
        <textarea
          value={text}
          maxLength={REVIEW_MAX_LENGTH}
          rows={3}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <div className="mt-3 flex justify-end gap-3">
        {onDone && review && (
          <button type="button" className="btn-ghost" onClick={onDone}>
            <Trans>cancel</Trans>
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {review ? <Trans>Save changes</Trans> : <Trans>Post review</Trans>}
        </button>
      </div>
    </form>
  );
}
