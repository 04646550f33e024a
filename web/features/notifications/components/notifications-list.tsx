import { Trans, useLingui } from '@lingui/react/macro';
import { isLanguage } from '@shared/domain';
import { notificationText } from '@shared/notification-texts';
import { Icon } from '@/components/icon';
import { Spinner } from '@/components/spinner';
import { TimeAgo } from '@/components/time-ago';
import { Link } from '@/lib/router';
import {
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadNotifications,
  type NotificationRow,
} from '@/features/notifications/api/notifications';

/** What the person was told, newest first: opening one marks it read. */
export function NotificationsList() {
  const list = useNotifications();
  const unread = useUnreadNotifications();
  const markAll = useMarkAllRead();
  const rows = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const hasUnread = (unread.data ?? 0) > 0 || rows.some((row) => !row.read);
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-800">
          <Trans>Notifications</Trans>
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn-ghost border border-slate-300"
            disabled={!hasUnread || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <Trans>Mark all as read</Trans>
          </button>
          <Link to="/dashboard/notifications/settings" className="btn-ghost border border-slate-300">
            <Icon name="cog-outline" />
            <Trans>Settings</Trans>
          </Link>
        </div>
      </div>
      {markAll.isError && (
        <p role="alert" className="mb-3 text-red-700">
          {markAll.error.message}
        </p>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          {list.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-slate-600">
          <Trans>Nothing yet. When someone books, pays, writes or reviews, you will see it here.</Trans>
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
            {rows.map((row) => (
              <NotificationItem key={row.id} row={row} />
            ))}
          </ul>
          {list.hasNextPage && (
            <button
              type="button"
              className="btn-ghost mt-4 border border-slate-300"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              <Trans>Load more</Trans>
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** One notification: its text in the page's language (shared/notification-texts.ts) and when. */
function NotificationItem({ row }: { row: NotificationRow }) {
  const { i18n } = useLingui();
  const markRead = useMarkRead();
  const { title, body } = notificationText(row.kind, row.params, isLanguage(i18n.locale) ? i18n.locale : 'en');
  return (
    <li>
      <Link
        to={row.link}
        onClick={() => {
          if (!row.read) markRead.mutate(row.id);
        }}
        className={`flex gap-3 px-4 py-3 hover:bg-slate-100 ${row.read ? '' : 'bg-brand-50'}`}
      >
        <span
          aria-hidden="true"
          className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${row.read ? 'bg-transparent' : 'bg-brand-600'}`}
        />
        <span className="min-w-0 flex-1">
          {!row.read && (
            <span className="sr-only">
              <Trans>Unread:</Trans>{' '}
            </span>
          )}
          <span className={`block break-words ${row.read ? 'text-slate-800' : 'font-semibold text-slate-900'}`}>
            {title}
          </span>
          {body && <span className="block break-words text-sm text-slate-600">{body}</span>}
          <TimeAgo at={row.createdAt} className="mt-1 block text-xs text-slate-500" />
        </span>
      </Link>
    </li>
  );
}
