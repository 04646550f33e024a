import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link } from '@/lib/router';
import type { ReportTarget, Role } from '@shared/domain';
import { Modal } from '@/components/modal';
import { QueryList } from '@/components/query-list';
import { formatPhone } from '@shared/phone-numbers';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import { listingPath } from '@shared/listing-path';
import {
  useModerate,
  useModerationQueue,
  type ModerationAction,
  type PendingListing,
  type QueueEntry,
  type WaitingVerification,
} from '@/features/moderation/api/moderation';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { verbatim } from '@/lib/verbatim';
import { reportReasonLabels } from './report-labels';

const targetLabels: Record<ReportTarget, MessageDescriptor> = {
  listing: msg`Listing`,
  user: msg`User`,
  conversation: msg`Conversation`,
};

/** An action waiting for the admin's reason (and, for a suspension, its optional end). */
export type PendingAction =
  | { kind: 'dismiss'; targetType: ReportTarget; targetId: string; name: string }
  | { kind: 'hide'; listingId: string; name: string }
  | { kind: 'suspend'; userId: string; name: string }
  | { kind: 'restore'; listingId: string; name: string }
  | { kind: 'approve'; listingId: string; name: string }
  | { kind: 'reject'; listingId: string; name: string }
  | { kind: 'unsuspend'; userId: string; name: string }
  | { kind: 'delete-listing'; listingId: string; name: string }
  | { kind: 'delete-user'; userId: string; name: string }
  | { kind: 'verify-seller'; requestId: string; name: string }
  | { kind: 'decline-verification'; requestId: string; name: string };

const smallButton = 'rounded-lg px-3 py-2 text-sm font-medium';

/**
 * The admins' moderation queue (trust and safety): open reports grouped by what they are about, the
 * most reported first, with the listing, person or conversation in context and what can be done.
 */
export function ModerationQueue() {
  const { t } = useLingui();
  const queue = useModerationQueue();
  const reported = { ...queue, data: queue.data?.reported };
  const waiting = queue.data?.pending ?? [];
  const verifications = queue.data?.verifications ?? [];
  const [pending, setPending] = useState<PendingAction | null>(null);
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold text-slate-800">
        <Trans>Moderation</Trans>
      </h1>
      <p className="mb-4 max-w-2xl text-slate-600">
        <Trans>
          Reports from buyers and sellers, grouped by what they are about. Hide a listing, suspend a person or dismiss
          the reports; the people who reported see what you decided, and every action is written in the audit log.
        </Trans>{' '}
        <Link to="/dashboard/audit-log" className="font-medium text-brand-700 underline">
          <Trans>Open the audit log</Trans>
        </Link>
      </p>
      <WaitingSection id="waiting-title" title={t`New listings waiting for review`} items={waiting}>
        {(listing) => <WaitingCard listing={listing} onAct={setPending} />}
      </WaitingSection>
      <WaitingSection id="verifications-title" title={t`Sellers asking to be verified`} items={verifications}>
        {(request) => <VerificationCard request={request} onAct={setPending} />}
      </WaitingSection>
      <QueryList query={reported} empty={t`Nothing is reported. The queue is empty.`}>
        {(entries) => (
          <ul className="grid gap-4 xl:grid-cols-2" aria-label={t`Reported listings, people and conversations`}>
            {entries.map((entry) => (
              <li key={`${entry.targetType}:${entry.targetId}`}>
                <QueueCard entry={entry} onAct={setPending} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
      {pending && <ModerationDialog pending={pending} onClose={() => setPending(null)} />}
    </section>
  );
}

/** Things waiting for an admin's decision, above the reports; nothing when none waits. */
function WaitingSection<T extends { _id: string }>({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: T[];
  children: (item: T) => React.ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-xl font-bold text-slate-800">
        {title}
      </h2>
      <ul className="grid gap-4 xl:grid-cols-2">
        {items.map((item) => (
          <li key={item._id}>{children(item)}</li>
        ))}
      </ul>
    </section>
  );
}

/** A listing's small photo in the queue's cards. */
function Thumb({ img }: { img: string }) {
  return (
    <img
      src={imageCopy(img, 'thumb')}
      alt=""
      width={96}
      height={72}
      className="h-18 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
    />
  );
}

/** A new listing waiting for review (LISTING_REVIEW): approve it, or reject it with a reason. */
function WaitingCard({ listing, onAct }: { listing: PendingListing; onAct: (pending: PendingAction) => void }) {
  const { name } = listing;
  return (
    <article aria-label={name} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex gap-3">
        <Thumb img={listing.img} />
        <div className="min-w-0 text-sm">
          <h3 className="break-words text-base font-semibold text-slate-800">{name}</h3>
          <p>
            {formatPrice(listing.price)} · <Trans>seller {verbatim(listing.sellerName)}</Trans> ·{' '}
            {formatDate(listing.createdAt)}
          </p>
          <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-slate-700">{listing.about}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${smallButton} btn-primary`}
          onClick={() => onAct({ kind: 'approve', listingId: listing._id, name })}
        >
          <Trans>Approve</Trans>
        </button>
        <button
          type="button"
          className={`${smallButton} btn-ghost border border-slate-300`}
          onClick={() => onAct({ kind: 'reject', listingId: listing._id, name })}
        >
          <Trans>Reject</Trans>
        </button>
      </div>
    </article>
  );
}

/** A seller's request to be verified, with its evidence: verify them, or decline with a reason. */
function VerificationCard({
  request,
  onAct,
}: {
  request: WaitingVerification;
  onAct: (pending: PendingAction) => void;
}) {
  const { sellerName: name } = request;
  const phone = formatPhone(request.phone);
  const since = formatDate(request.memberSince);
  const others = request.sameNumberSellers;
  const othersCount = formatNumber(others);
  return (
    <article aria-label={name} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="break-words text-base font-semibold text-slate-800">
        <Link to={`/seller/${request.sellerId}`} className="underline">
          {name}
        </Link>
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-slate-500">
          <Trans>Confirmed phone</Trans>
        </dt>
        <dd>
          <a href={`tel:${request.phone}`} className="font-medium text-brand-700 underline">
            {phone}
          </a>
        </dd>
        <dt className="text-slate-500">
          <Trans>E-mail</Trans>
        </dt>
        <dd className="break-all">{request.sellerEmail}</dd>
        <dt className="text-slate-500">
          <Trans>Member since</Trans>
        </dt>
        <dd>{since}</dd>
        <dt className="text-slate-500">
          <Trans>Asked on</Trans>
        </dt>
        <dd>{formatDate(request.createdAt)}</dd>
      </dl>
      {request.note && (
        <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
          {request.note}
        </p>
      )}
      {others > 0 && (
        <p className="mt-2 text-sm font-medium text-red-700">
          {others === 1 ? (
            <Trans>1 other seller gave this number too.</Trans>
          ) : (
            <Trans>{othersCount} other sellers gave this number too.</Trans>
          )}
        </p>
      )}
      {request.suspended && (
        <p className="mt-2 text-sm font-medium text-red-700">
          <Trans>This seller is suspended: lift the suspension before you verify them, or decline.</Trans>
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {!request.suspended && (
          <button
            type="button"
            className={`${smallButton} btn-primary`}
            onClick={() => onAct({ kind: 'verify-seller', requestId: request._id, name })}
          >
            <Trans>Verify seller</Trans>
          </button>
        )}
        <button
          type="button"
          className={`${smallButton} btn-ghost border border-slate-300`}
          onClick={() => onAct({ kind: 'decline-verification', requestId: request._id, name })}
        >
          <Trans>Decline</Trans>
        </button>
      </div>
    </article>
  );
}

function nameOf(entry: QueueEntry) {
  return entry.listing?.name ?? entry.user?.name ?? entry.conversation?.productName ?? entry.targetId;
}

function QueueCard({ entry, onAct }: { entry: QueueEntry; onAct: (pending: PendingAction) => void }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const name = nameOf(entry);
  // Digits in the page's language (Bangla digits in Bangla).
  const count = formatNumber(entry.count);
  return (
    <article aria-label={name} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
          {_(targetLabels[entry.targetType])}
        </span>
        <span className="font-semibold text-red-700">{entry.count === 1 ? t`1 report` : t`${count} reports`}</span>
        <span className="text-slate-500">
          <Trans>latest {formatDate(entry.latestAt)}</Trans>
        </span>
      </p>
      <TargetContext entry={entry} />
      <ul className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3 text-sm" aria-label={t`Reports`}>
        {entry.reports.map((report) => (
          <li key={report._id}>
            <span className="font-medium">{_(reportReasonLabels[report.reason])}</span>
            <span className="text-slate-500">
              {' '}
              · {report.reporterName} · {formatDate(report.createdAt)}
            </span>
            {report.note && <p className="mt-0.5 whitespace-pre-wrap break-words text-slate-700">{report.note}</p>}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Actions entry={entry} name={name} onAct={onAct} />
        <button
          type="button"
          className={`${smallButton} btn-ghost border border-slate-300`}
          onClick={() => onAct({ kind: 'dismiss', targetType: entry.targetType, targetId: entry.targetId, name })}
        >
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </article>
  );
}

const roleLabels: Record<Role, MessageDescriptor> = { buyer: msg`buyer`, seller: msg`seller`, admin: msg`admin` };

function TargetContext({ entry }: { entry: QueueEntry }) {
  const { _ } = useLinguiRuntime();
  const { listing, user, conversation } = entry;
  if (listing)
    return (
      <div className="mt-3 flex gap-3">
        <Thumb img={listing.img} />
        <div className="min-w-0 text-sm">
          <h2 className="break-words text-base font-semibold text-slate-800">
            {listing.moderation || listing.removed ? (
              listing.name
            ) : (
              <Link to={listingPath(listing._id, listing.name)} className="underline">
                {listing.name}
              </Link>
            )}
          </h2>
          <p>
            {formatPrice(listing.price)} · <Trans>seller {verbatim(listing.sellerName)}</Trans>
          </p>
          {listing.moderation === 'hidden' && (
            <p className="font-medium text-red-700">
              <Trans>Hidden: {verbatim(listing.moderationReason)}</Trans>
            </p>
          )}
          {listing.sold && (
            <p className="text-slate-600">
              <Trans>Sold</Trans>
            </p>
          )}
          {listing.removed && (
            <p className="text-slate-600">
              <Trans>Deleted</Trans>
            </p>
          )}
        </div>
      </div>
    );
  if (user)
    return (
      <div className="mt-3 text-sm">
        <h2 className="text-base font-semibold text-slate-800">{user.name}</h2>
        <p className="break-all text-slate-600">
          {user.email} · {_(roleLabels[user.role])}
        </p>
        {user.suspension && (
          <p className="font-medium text-red-700">
            {user.suspension.until ? (
              <Trans>
                Suspended until {formatDate(user.suspension.until)}: {verbatim(user.suspension.reason)}
              </Trans>
            ) : (
              <Trans>Suspended: {verbatim(user.suspension.reason)}</Trans>
            )}
          </p>
        )}
        {user.deleted && (
          <p className="text-slate-600">
            <Trans>Deleted</Trans>
          </p>
        )}
      </div>
    );
  if (conversation)
    return (
      <div className="mt-3 text-sm">
        <h2 className="text-base font-semibold text-slate-800">{conversation.productName}</h2>
        <p className="text-slate-600">
          <Trans>
            buyer {verbatim(conversation.buyerName)} · seller {verbatim(conversation.sellerName)}
          </Trans>
        </p>
        <ol className="mt-2 max-h-56 overflow-y-auto rounded-lg bg-slate-50 p-2">
          {conversation.messages.map((message) => (
            <li key={message.seq} className="py-1">
              <span className="font-medium">
                {message.senderId === conversation.buyerId ? conversation.buyerName : conversation.sellerName}:
              </span>{' '}
              <span className="whitespace-pre-wrap break-words">{message.text}</span>
            </li>
          ))}
        </ol>
        <Link to={`/dashboard/messages/${conversation.id}`} className="mt-1 inline-block text-brand-700 underline">
          <Trans>Read the whole conversation</Trans>
        </Link>
      </div>
    );
  return null;
}

function Actions({ entry, name, onAct }: { entry: QueueEntry; name: string; onAct: (pending: PendingAction) => void }) {
  const danger = `${smallButton} btn-danger`;
  const plain = `${smallButton} btn-ghost border border-slate-300`;
  const { listing, user, conversation } = entry;
  if (listing && !listing.removed)
    return (
      <>
        {listing.moderation === 'hidden' ? (
          <button
            type="button"
            className={plain}
            onClick={() => onAct({ kind: 'restore', listingId: listing._id, name })}
          >
            <Trans>Restore listing</Trans>
          </button>
        ) : (
          !listing.sold && (
            <button
              type="button"
              className={danger}
              onClick={() => onAct({ kind: 'hide', listingId: listing._id, name })}
            >
              <Trans>Hide listing</Trans>
            </button>
          )
        )}
        <button
          type="button"
          className={plain}
          onClick={() => onAct({ kind: 'suspend', userId: listing.sellerId, name: listing.sellerName })}
        >
          <Trans>Suspend seller</Trans>
        </button>
        <button
          type="button"
          className={plain}
          onClick={() => onAct({ kind: 'delete-listing', listingId: listing._id, name })}
        >
          <Trans>Delete listing</Trans>
        </button>
      </>
    );
  // An admin of ADMIN_EMAILS cannot be suspended or deleted (the API refuses): only dismissing is offered.
  if (user && !user.deleted && !user.configuredAdmin)
    return (
      <>
        {user.suspension ? (
          <button type="button" className={plain} onClick={() => onAct({ kind: 'unsuspend', userId: user._id, name })}>
            <Trans>Lift suspension</Trans>
          </button>
        ) : (
          <button type="button" className={danger} onClick={() => onAct({ kind: 'suspend', userId: user._id, name })}>
            <Trans>Suspend</Trans>
          </button>
        )}
        <button type="button" className={plain} onClick={() => onAct({ kind: 'delete-user', userId: user._id, name })}>
          <Trans>Delete user</Trans>
        </button>
      </>
    );
  if (conversation)
    return (
      <>
        <button
          type="button"
          className={plain}
          onClick={() => onAct({ kind: 'suspend', userId: conversation.buyerId, name: conversation.buyerName })}
        >
          <Trans>Suspend buyer</Trans>
        </button>
        <button
          type="button"
          className={plain}
          onClick={() => onAct({ kind: 'suspend', userId: conversation.sellerId, name: conversation.sellerName })}
        >
          <Trans>Suspend seller</Trans>
        </button>
      </>
    );
  return null;
}

/** What a pending action becomes once the admin has given its reason (and end date). */
function toAction(pending: PendingAction, reason: string, until: string): ModerationAction {
  const given = reason.trim();
  switch (pending.kind) {
    case 'dismiss':
      return {
        kind: 'dismiss',
        targetType: pending.targetType,
        targetId: pending.targetId,
        ...(given && { reason: given }),
      };
    case 'hide':
      return { kind: 'hide', listingId: pending.listingId, reason: given };
    case 'suspend':
      return { kind: 'suspend', userId: pending.userId, reason: given, ...(until && { until }) };
    case 'reject':
      return { kind: 'reject', listingId: pending.listingId, reason: given };
    case 'decline-verification':
      return { kind: 'decline-verification', requestId: pending.requestId, reason: given };
    default:
      return pending;
  }
}

/** Asks for the reason (and a suspension's end), then does it; used by the queue and the users' tables. */
export function ModerationDialog({ pending, onClose }: { pending: PendingAction; onClose: () => void }) {
  const { t } = useLingui();
  const moderate = useModerate();
  const oneAtATime = useOneAtATime();
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  // The earliest end a suspension can have: tomorrow (read once, when the dialog opens).
  const [tomorrow] = useState(() => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
  const { name } = pending;
  const needsReason = ['hide', 'suspend', 'reject', 'decline-verification'].includes(pending.kind);
  const asksReason = needsReason || pending.kind === 'dismiss';
  const texts: Record<PendingAction['kind'], { title: string; message: string; confirm: string; done: string }> = {
    dismiss: {
      title: t`Dismiss the reports about ${name}?`,
      message: t`Nothing changes for ${name}; the people who reported it see that the reports were dismissed.`,
      confirm: t`Dismiss`,
      done: t`Reports dismissed.`,
    },
    hide: {
      title: t`Hide ${name}?`,
      message: t`It leaves every public list and its page. Its seller sees your reason.`,
      confirm: t`Hide listing`,
      done: t`Listing hidden.`,
    },
    restore: {
      title: t`Restore ${name}?`,
      message: t`It returns to the public lists.`,
      confirm: t`Restore listing`,
      done: t`Listing restored.`,
    },
    approve: {
      title: t`Approve ${name}?`,
      message: t`It goes live in the public lists at once.`,
      confirm: t`Approve`,
      done: t`Listing approved.`,
    },
    reject: {
      title: t`Reject ${name}?`,
      message: t`It stays out of the public lists. Its seller sees your reason and can change the listing, which sends it back for review.`,
      confirm: t`Reject`,
      done: t`Listing rejected.`,
    },
    suspend: {
      title: t`Suspend ${name}?`,
      message: t`They can still sign in and see their data and your reason, but cannot list, book, pay or send messages, and their listings leave the public lists.`,
      confirm: t`Suspend`,
      done: t`${name} is suspended.`,
    },
    unsuspend: {
      title: t`Lift the suspension of ${name}?`,
      message: t`They can list, book, pay and send messages again, and their listings return to the lists.`,
      confirm: t`Lift suspension`,
      done: t`Suspension lifted.`,
    },
    'delete-listing': {
      title: t`Delete ${name}?`,
      message: t`The listing is removed for good. Bookings and conversations about it keep their history.`,
      confirm: t`Delete listing`,
      done: t`Listing deleted.`,
    },
    'verify-seller': {
      title: t`Verify ${name}?`,
      message: t`Buyers see the Verified badge beside their name on their listings and profile. They are told at once.`,
      confirm: t`Verify seller`,
      done: t`${name} is verified.`,
    },
    'decline-verification': {
      title: t`Decline the request of ${name}?`,
      message: t`They stay unverified and read your reason in their dashboard. They can send a new request.`,
      confirm: t`Decline`,
      done: t`Request declined.`,
    },
    'delete-user': {
      title: t`Delete ${name}?`,
      message: t`The account is blocked for good and its unsold listings are removed.`,
      confirm: t`Delete user`,
      done: t`User deleted.`,
    },
  };
  const text = texts[pending.kind];
  return (
    <Modal open labelledBy="moderation-title" width="w-[min(92vw,30rem)]" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void oneAtATime(() =>
            moderate.mutateAsync(toAction(pending, reason, until)).then(
              () => {
                toast.success(text.done);
                onClose();
              },
              (error: Error) => toast.error(error.message),
            ),
          );
        }}
      >
        <h2 id="moderation-title" className="break-words text-lg font-bold text-slate-800">
          {text.title}
        </h2>
        <p className="mt-2 text-slate-600">{text.message}</p>
        {asksReason && (
          <label className="mt-3 block">
            <span className="text-slate-700">{needsReason ? t`Reason` : t`Reason (optional)`}</span>
            <textarea
              value={reason}
              required={needsReason}
              maxLength={500}
              rows={3}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        )}
        {pending.kind === 'suspend' && (
          <label className="mt-3 block">
            <span className="text-slate-700">
              <Trans>Until (optional: without a date it lasts until you lift it)</Trans>
            </span>
            <input
              type="date"
              value={until}
              min={tomorrow}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
              onChange={(event) => setUntil(event.target.value)}
            />
          </label>
        )}
        <div className="mt-5 flex justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={onClose}>
            <Trans>cancel</Trans>
          </button>
          <button type="submit" className="btn-danger" disabled={moderate.isPending}>
            {text.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
