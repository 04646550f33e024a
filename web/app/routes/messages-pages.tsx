import { Trans } from '@lingui/react/macro';
import { useParams } from '@/lib/router';
import { useRefreshInbox } from '@/features/messages/api/conversations';
import { InboxList } from '@/features/messages/components/inbox-list';
import { ThreadView } from '@/features/messages/components/thread-view';
import { LazyReportDialog } from '@/features/moderation/components/lazy-report-dialog';
import { useNotificationArrived } from '@/features/notifications/hooks/use-notification-arrived';

export function MessagesPage() {
  // Someone wrote to the person away from that conversation (a first message is always so): their
  // notifications socket says so about a second later, and the inbox shows it then, not at its next poll.
  useNotificationArrived('message', useRefreshInbox());
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">
        <Trans>Messages</Trans>
      </h1>
      <InboxList />
    </section>
  );
}

export function ThreadPage() {
  const { id = '' } = useParams();
  return (
    <ThreadView
      id={id}
      reportDialog={(dialog) => <LazyReportDialog targetType="conversation" targetId={id} {...dialog} />}
    />
  );
}
