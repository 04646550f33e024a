import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/lib/router';
import { QueryList } from '@/components/query-list';
import { TimeAgo } from '@/components/time-ago';
import { formatNumber } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import { useInbox } from '@/features/messages/api/conversations';
import { verbatim } from '@/lib/verbatim';

/** The user's conversations, the most recent first: listing, the other person, the last message, unread. */
export function InboxList() {
  const { t } = useLingui();
  const inbox = useInbox();
  const query = { ...inbox, data: inbox.data?.conversations };
  return (
    <QueryList query={query} empty={t`No messages yet. Ask a seller about a listing with "Message seller".`}>
      {(rows) => (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {rows.map((row) => {
            const unread = row.unread > 0 ? formatNumber(row.unread) : null;
            const { otherName, productName } = row;
            const lastMessage = verbatim(row.lastMessage);
            return (
              <li key={row._id}>
                <Link
                  to={`/dashboard/messages/${row._id}`}
                  className="flex items-center gap-3 p-3 hover:bg-slate-50"
                  aria-label={
                    unread
                      ? t`${otherName} about ${productName}, ${unread} unread`
                      : t`${otherName} about ${productName}`
                  }
                >
                  <img
                    src={imageCopy(row.productImg, 'thumb')}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="h-14 w-14 shrink-0 rounded-lg object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="flex items-baseline justify-between gap-2">
                      <span
                        className={`truncate ${unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800'}`}
                      >
                        {row.otherName}
                      </span>
                      {row.lastMessageAt && (
                        <TimeAgo at={row.lastMessageAt} className="shrink-0 text-xs text-slate-500" />
                      )}
                    </p>
                    <p className="truncate text-sm text-slate-600">{row.productName}</p>
                    <p className={`truncate text-sm ${unread ? 'text-slate-900' : 'text-slate-500'}`}>
                      {row.lastMessage === null ? (
                        <Trans>No messages yet</Trans>
                      ) : row.lastMessageMine ? (
                        <Trans>You: {lastMessage}</Trans>
                      ) : (
                        row.lastMessage
                      )}
                    </p>
                  </div>
                  {unread && (
                    <span
                      aria-hidden="true"
                      className="min-w-6 rounded-full bg-brand-700 px-2 py-0.5 text-center text-xs font-bold text-white"
                    >
                      {unread}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </QueryList>
  );
}
