import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { REVIEW_MAX_LENGTH } from '@shared/domain';
import { formatDate, formatNumber } from '@/lib/format';
import { useHideReview, useReply, type Review } from '@/features/seller-profile/api/seller-profile';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { verbatim } from '@/lib/verbatim';
import { Icon } from '@/components/icon';

/**
 * Stars for a rating (an average may fall between two: a half star to the nearest half), read out
 * as words in the visitor's digits.
 */
export function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  const shown = Math.round(rating * 2) / 2;
  const stars = formatNumber(Math.round(rating * 10) / 10);
  const icon = (value: number) => (value <= shown ? 'star' : value - 0.5 === shown ? 'star-half-full' : 'star-outline');
  return (
    <span role="img" aria-label={t`${stars} of 5 stars`} className="inline-flex text-amber-500">
      {[1, 2, 3, 4, 5].map((value) => (
        <Icon key={value} name={icon(value)} />
      ))}
    </span>
  );
}

/** What the viewer may do with a review: the seller replies once, an admin hides it. */
export interface ReviewPowers {
  canReply: boolean;
  canHide: boolean;
}

export function ReviewItem({ review, sellerId, powers }: { review: Review; sellerId: string; powers: ReviewPowers }) {
  const { t } = useLingui();
  return (
    <article aria-label={t`Review by ${review.buyerName}`} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-medium text-slate-800">{review.buyerName}</span>
        <span className="text-sm text-slate-500">
          {formatDate(review.createdAt)}
          {review.updatedAt && (
            <>
              {' '}
              · <Trans>edited</Trans>
            </>
          )}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {review.paidVia === 'in-person' ? <Trans>Paid in person</Trans> : <Trans>Paid through Thanda</Trans>}
        </span>
      </p>
      {review.text && <p className="mt-2 whitespace-pre-wrap break-words text-slate-700">{review.text}</p>}
      {review.reply && (
        <div className="mt-3 border-l-4 border-brand-200 pl-3">
          <p className="text-sm font-semibold text-slate-600">
            <Trans>The seller's reply</Trans>
          </p>
          <p className="whitespace-pre-wrap break-words text-slate-700">{review.reply}</p>
        </div>
      )}
      {powers.canReply && !review.reply && <ReplyForm review={review} sellerId={sellerId} />}
      {powers.canHide && <HideForm review={review} sellerId={sellerId} />}
    </article>
  );
}

function ReplyForm({ review, sellerId }: { review: Review; sellerId: string }) {
  const { t } = useLingui();
  const reply = useReply(sellerId);
  const oneAtATime = useOneAtATime();
  const [text, setText] = useState('');
  return (
    <form
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void oneAtATime(() =>
          reply.mutateAsync({ id: review._id, text: text.trim() }).then(
            () => toast.success(t`Your reply is posted.`),
            (error: Error) => toast.error(error.message),
          ),
        );
      }}
    >
      <label className="block">
        <span className="text-sm text-slate-700">
          <Trans>Reply to {verbatim(review.buyerName)} (once)</Trans>
        </span>
        <textarea
          value={text}
          required
          maxLength={REVIEW_MAX_LENGTH}
          rows={2}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" className="btn-primary mt-2" disabled={reply.isPending}>
        <Trans>Reply</Trans>
      </button>
    </form>
  );
}

function HideForm({ review, sellerId }: { review: Review; sellerId: string }) {
  const { t } = useLingui();
  const hide = useHideReview(sellerId);
  const oneAtATime = useOneAtATime();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <button type="button" className="btn-ghost mt-3 border border-slate-300 px-3 py-1" onClick={() => setOpen(true)}>
        <Trans>Hide review</Trans>
      </button>
    );
  return (
    <form
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void oneAtATime(() =>
          hide.mutateAsync({ id: review._id, reason: reason.trim() }).then(
            () => toast.success(t`Review hidden.`),
            (error: Error) => toast.error(error.message),
          ),
        );
      }}
    >
      <label className="block">
        <span className="text-sm text-slate-700">
          <Trans>Why hide it? (for the audit log)</Trans>
        </span>
        <input
          value={reason}
          required
          maxLength={500}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <div className="mt-2 flex gap-3">
        <button type="submit" className="btn-danger" disabled={hide.isPending}>
          <Trans>Hide review</Trans>
        </button>
        <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
          <Trans>cancel</Trans>
        </button>
      </div>
    </form>
  );
}
